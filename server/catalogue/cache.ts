/**
 * An in-memory stale-while-revalidate cache for content queries. A fresh entry is served as is; a stale one is
 * served at once while one background refresh runs; a miss waits for the load (concurrent misses share it).
 * When a refresh fails the stale value keeps being served, so a content outage does not take cached pages down.
 * `clear()` (on a content mutation or webhook) drops everything, and loads started before it are not stored.
 */
export interface SwrCacheOptions {
  freshMs: number
  maxEntries: number
  now?: () => number
  onRefreshError?: (key: string, error: unknown) => void
}

interface Entry {
  value: unknown
  storedAt: number
  refreshing: boolean
}

export function createSwrCache({ freshMs, maxEntries, now = Date.now, onRefreshError }: SwrCacheOptions) {
  const entries = new Map<string, Entry>()
  const pending = new Map<string, Promise<unknown>>()
  let generation = 0

  function store(key: string, value: unknown) {
    entries.delete(key)
    entries.set(key, { value, storedAt: now(), refreshing: false })
    // Map keeps insertion order: the first keys are the least recently used.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
  }

  function load<T>(key: string, loader: () => Promise<T>): Promise<T> {
    const started = generation
    const promise = loader().then((value) => {
      if (generation === started) store(key, value)
      return value
    })
    const shared = promise.finally(() => {
      if (pending.get(key) === shared) pending.delete(key)
    })
    pending.set(key, shared)
    return shared
  }

  return {
    async get<T>(key: string, loader: () => Promise<T>): Promise<T> {
      const entry = entries.get(key)
      if (entry) {
        entries.delete(key)
        entries.set(key, entry)
        if (now() - entry.storedAt >= freshMs && !entry.refreshing) {
          entry.refreshing = true
          load(key, loader).catch((error: unknown) => {
            entry.refreshing = false
            onRefreshError?.(key, error)
          })
        }
        return entry.value as T
      }
      return (pending.get(key) as Promise<T> | undefined) ?? load(key, loader)
    },
    clear() {
      generation += 1
      entries.clear()
      pending.clear()
    },
    get size() {
      return entries.size
    },
  }
}

export type SwrCache = ReturnType<typeof createSwrCache>
