/**
 * The announced changes of cached query results: the page cache evicts by them, and a render compares the change
 * count it started at to tell whether what it read changed before its page is stored (docs/adr/0007-page-cache.md).
 */

/** `cached` tells whether a key is in the query cache now. */
export function createChangeLog(cached: (key: string) => boolean) {
  const listeners = new Set<(key: string) => void>()
  /**
   * Counts announced changes; `changedAt` remembers, per cached key, the count of its last change. A key that leaves
   * the cache is forgotten (so the map never outgrows the cache) and `forgottenAt` records when: a render that read
   * a key no longer cached is treated as having seen a change since then.
   */
  let count = 0
  let forgottenAt = 0
  const changedAt = new Map<string, number>()
  return {
    /** A key's result changed, or it left the cache. */
    announce(key: string): void {
      count += 1
      if (cached(key)) changedAt.set(key, count)
      else {
        changedAt.delete(key)
        forgottenAt = count
      }
      for (const listener of listeners) listener(key)
    },
    get count() {
      return count
    },
    changedSince: (keys: Iterable<string>, since: number) =>
      [...keys].some((key) => (changedAt.get(key) ?? (cached(key) ? 0 : forgottenAt)) > since),
    onQueryChange: (listener: (key: string) => void): (() => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export type ChangeLog = ReturnType<typeof createChangeLog>
