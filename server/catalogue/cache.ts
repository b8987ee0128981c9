/**
 * An in-memory stale-while-revalidate cache for content queries. A fresh entry is served as is; a stale one is
 * served at once while one background refresh runs; a miss waits for the load (concurrent misses share it).
 * When a refresh fails the stale value keeps being served, so a content outage does not take cached pages down.
 *
 * Content changes are handled by dependency, not by clock: `revalidate(affected)` (on a content mutation, a webhook
 * or a listener event) runs again the cached queries whose dependencies the change touches (all of them without a
 * selector) and reports through `onChange` exactly the keys whose result differs — the page cache
 * (docs/adr/0007-page-cache.md) evicts the pages that used them. A key that leaves the cache (LRU, `clear()`) is
 * reported too, since nothing would revalidate it any more.
 */
import { setImmediate as nextTurn } from 'node:timers/promises'

/** Cached queries re-run at once by `revalidate`: the rest wait, so a publish never floods the web thread. */
export const REVALIDATE_CONCURRENCY = 4

export interface SwrCacheOptions<D> {
  /** How long an entry is fresh; Infinity when every change is notified (revalidate). */
  freshMs: number
  maxEntries: number
  now?: () => number
  onRefreshError?: (key: string, error: unknown) => void
  /** A key's value changed, or the key left the cache. */
  onChange?: (key: string) => void
  /** What a stored value depends on, derived when it is stored (again only when it changed); read by `revalidate`. */
  dependencies?: (key: string, value: unknown) => D
}

interface Entry<D> {
  value: unknown
  /** The value as JSON: what "changed" is decided on. */
  json: string
  storedAt: number
  refreshing: boolean
  loader: () => Promise<unknown>
  dependencies: D | undefined
}

/** The cache's state, shared by the functions below. */
interface Cache<D> {
  options: SwrCacheOptions<D>
  entries: Map<string, Entry<D>>
  /** Loads under way, shared by concurrent misses. */
  pending: Map<string, Promise<unknown>>
  /** Bumped by `clear`: a load started before it is not stored. */
  generation: number
}

export function createSwrCache<D = undefined>(options: SwrCacheOptions<D>) {
  const cache: Cache<D> = { options, entries: new Map(), pending: new Map(), generation: 0 }
  return {
    /** `keep` decides whether a loaded value is cached (e.g. not an empty answer to a caller-chosen key). */
    get: <T>(key: string, loader: () => Promise<T>, keep?: (value: T) => boolean): Promise<T> =>
      get(cache, key, loader, keep),
    /**
     * Runs the cached queries `affected` selects by their dependencies (every one without it) again: content
     * changed. Changed results replace the old ones and are reported; a failing query keeps its last good value (and
     * is reported to onRefreshError). Resolves with how many queries ran.
     */
    revalidate: (affected?: (dependencies: D | undefined) => boolean): Promise<number> => revalidate(cache, affected),
    /** Stores a value loaded elsewhere under `key`, with the loader that revalidates it. */
    set(key: string, value: unknown, loader: () => Promise<unknown>): void {
      store(cache, key, value, loader)
    },
    has: (key: string) => cache.entries.has(key),
    /** The cached result as JSON (what "changed" is decided on); undefined when the key is not cached. */
    jsonOf: (key: string) => cache.entries.get(key)?.json,
    clear() {
      cache.generation += 1
      const keys = [...cache.entries.keys()]
      cache.entries.clear()
      cache.pending.clear()
      for (const key of keys) options.onChange?.(key)
    },
    get size() {
      return cache.entries.size
    },
  }
}

function store<D>({ entries, options }: Cache<D>, key: string, value: unknown, loader: () => Promise<unknown>): void {
  const { now = Date.now, onChange, dependencies, maxEntries } = options
  const json = JSON.stringify(value) ?? 'undefined'
  const previous = entries.get(key)
  entries.delete(key)
  const unchanged = previous !== undefined && previous.json === json
  entries.set(key, {
    value,
    json,
    storedAt: now(),
    refreshing: false,
    loader,
    dependencies: unchanged ? previous.dependencies : dependencies?.(key, value),
  })
  if (previous && !unchanged) onChange?.(key)
  // Map keeps insertion order: the first keys are the least recently used.
  while (entries.size > maxEntries) {
    const oldest = entries.keys().next().value as string
    entries.delete(oldest)
    onChange?.(oldest)
  }
}

function load<D, T>(cache: Cache<D>, key: string, loader: () => Promise<T>, keep?: (value: T) => boolean): Promise<T> {
  const started = cache.generation
  const promise = loader().then((value) => {
    if (cache.generation === started && (keep?.(value) ?? true)) store(cache, key, value, loader)
    return value
  })
  const shared = promise.finally(() => {
    if (cache.pending.get(key) === shared) cache.pending.delete(key)
  })
  cache.pending.set(key, shared)
  return shared
}

/** Fresh: as is; stale: at once, with one background refresh; missing: loaded (concurrent misses share the load). */
async function get<D, T>(
  cache: Cache<D>,
  key: string,
  loader: () => Promise<T>,
  keep?: (value: T) => boolean,
): Promise<T> {
  const { now = Date.now, freshMs, onRefreshError } = cache.options
  const entry = cache.entries.get(key)
  if (entry) {
    cache.entries.delete(key)
    cache.entries.set(key, entry)
    if (now() - entry.storedAt >= freshMs && !entry.refreshing) {
      entry.refreshing = true
      load(cache, key, loader).catch((error: unknown) => {
        entry.refreshing = false
        onRefreshError?.(key, error)
      })
    }
    return entry.value as T
  }
  return (cache.pending.get(key) as Promise<T> | undefined) ?? load(cache, key, loader, keep)
}

async function revalidate<D>(cache: Cache<D>, affected?: (dependencies: D | undefined) => boolean): Promise<number> {
  const queue = [...cache.entries].filter(([, entry]) => affected?.(entry.dependencies) ?? true)
  const ran = queue.length
  const runner = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [key, entry] = next
      try {
        const value = await entry.loader()
        // Skip keys dropped meanwhile (clear, LRU): storing would bring them back unannounced.
        if (cache.entries.get(key) === entry) store(cache, key, value, entry.loader)
      } catch (error) {
        cache.options.onRefreshError?.(key, error)
      }
      // An in-process read resolves in microtasks: yield, so waiting requests are served between queries.
      await nextTurn()
    }
  }
  await Promise.all(Array.from({ length: Math.min(REVALIDATE_CONCURRENCY, queue.length) }, runner))
  return ran
}

export type SwrCache<D = undefined> = ReturnType<typeof createSwrCache<D>>
