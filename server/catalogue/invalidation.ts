/**
 * Content changed: the cached queries that can depend on the changed documents run again (dependencies.ts), one
 * revalidation at a time. Changes arriving during one are covered by one more run after it, which re-runs what any
 * of them can affect.
 */
import type { CatalogueContext } from './context'
import { isAffected, mergeChanges, type ContentChange } from './dependencies'
import { forgetEmptyAnswers } from './query'

export function createInvalidation(ctx: CatalogueContext) {
  let revalidation: Promise<void> = Promise.resolve()
  let queued: ContentChange | undefined
  /** Revalidations queued or running: while any is, the page cache's fast path hands pages to the app (it waits). */
  let pending = 0
  /** Queries run again by revalidations so far (tests and the operator: how much a publish costs). */
  let rerun = 0

  async function run(): Promise<void> {
    const current = queued ?? 'unknown'
    queued = undefined
    forgetEmptyAnswers(ctx, current)
    rerun += await ctx.cache.revalidate((dependencies) => !dependencies || isAffected(dependencies, current))
  }

  /**
   * `change` names the published documents (then only the queries that can depend on them run again), or is
   * 'unknown' (a notice without details, the safety net: every cached query runs again).
   */
  function revalidate(change: ContentChange = 'unknown'): Promise<void> {
    if (queued) {
      queued = mergeChanges(queued, change)
      return revalidation
    }
    queued = change
    pending++
    revalidation = revalidation.then(run)
    void revalidation.then(
      () => pending--,
      () => pending--,
    )
    return revalidation
  }

  return {
    revalidate,
    /** Resolves when no revalidation is running. */
    settled: () => revalidation,
    /** No revalidation is queued or running: what is cached is current. */
    get idle() {
      return pending === 0
    },
    get rerunCount() {
      return rerun
    },
  }
}

export type Invalidation = ReturnType<typeof createInvalidation>
