/**
 * What one page render read: the catalogue service records every query key it answers during the render (through
 * AsyncLocalStorage, so +data hooks need no extra argument), and the page cache stores the page under those keys.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

export interface RenderScope {
  /** Content query keys the render read (docs/adr/0007-page-cache.md). */
  readonly queries: Set<string>
  /** The content change counter when the render started: a dependency changed after it means "do not store". */
  readonly startedAt: number
}

const scope = new AsyncLocalStorage<RenderScope>()

export function runInRenderScope<T>(startedAt: number, render: (scope: RenderScope) => Promise<T>): Promise<T> {
  const record: RenderScope = { queries: new Set(), startedAt }
  return scope.run(record, () => render(record))
}

/** Called by the catalogue service for every query it answers. */
export function recordQuery(key: string): void {
  scope.getStore()?.queries.add(key)
}
