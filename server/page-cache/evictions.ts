/**
 * The page cache's side of a content change: each query key whose result changed evicts the pages that read it,
 * from the fast path's prepared pages at once and from the store (memory or Redis) in the background.
 */
import type { Logger } from '../logger'
import type { preparedPages } from './fast-path'
import type { PageStore } from './store'

/** What the page cache needs from the catalogue service (server/catalogue). */
export interface ContentChanges {
  settled(): Promise<void>
  /** No revalidation queued or running (read synchronously by the fast path). */
  readonly idle: boolean
  onQueryChange(listener: (key: string) => void): () => void
  readonly changeCount: number
  changedSince(keys: Iterable<string>, count: number): boolean
}

export function followContentChanges(
  content: ContentChanges,
  store: PageStore,
  ready: ReturnType<typeof preparedPages>,
  log: Logger,
) {
  const running = new Set<Promise<void>>()
  let generation = 0
  const stop = content.onQueryChange((key) => {
    generation++
    ready.evictDependents(key)
    const eviction = store
      .evictDependents(key)
      .catch((err: unknown) => log.error({ err }, 'page cache: eviction failed'))
      .finally(() => running.delete(eviction))
    running.add(eviction)
  })
  return {
    /** Counts change notices: a page looked up before one may be stale, so it is not prepared after it. */
    get generation() {
      return generation
    },
    /** An eviction is still under way. */
    get running() {
      return running.size > 0
    },
    /** Resolves when the evictions started so far are done. */
    done: () => Promise.all(running),
    stop,
  }
}

export type Evictions = ReturnType<typeof followContentChanges>
