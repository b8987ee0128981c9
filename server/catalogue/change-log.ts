/**
 * The announced changes of cached query results: the page cache evicts by them, the CDN purger purges by them, and
 * a render compares the change count it started at to tell whether what it read changed before its page is stored
 * (docs/adr/0007-page-cache.md).
 */
import { createHash } from 'node:crypto'

/**
 * Told a key whose result changed, with a fingerprint of its new result: every instance that reads the same content
 * finds the same one, so they can tell they saw the same change (server/page-cache/purge-claims.ts). Undefined when
 * the key left the cache, or was a lookup that found nothing and may find something now.
 */
export type QueryChangeListener = (key: string, result: string | undefined) => void

/** `jsonOf` gives a key's cached result as JSON, undefined when it is not in the query cache. */
export function createChangeLog(jsonOf: (key: string) => string | undefined) {
  const cached = (key: string) => jsonOf(key) !== undefined
  const listeners = new Set<QueryChangeListener>()
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
      const json = jsonOf(key)
      if (json !== undefined) changedAt.set(key, count)
      else {
        changedAt.delete(key)
        forgottenAt = count
      }
      const result = json === undefined ? undefined : fingerprint(json)
      for (const listener of listeners) listener(key, result)
    },
    get count() {
      return count
    },
    changedSince: (keys: Iterable<string>, since: number) =>
      [...keys].some((key) => (changedAt.get(key) ?? (cached(key) ? 0 : forgottenAt)) > since),
    onQueryChange: (listener: QueryChangeListener): (() => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export type ChangeLog = ReturnType<typeof createChangeLog>

const fingerprint = (json: string) => createHash('sha256').update(json).digest('base64url').slice(0, 22)
