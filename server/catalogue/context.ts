/**
 * What the catalogue service's use cases share (index.ts assembles them): where published content is read, the query
 * cache and its memory of empty answers, and the log of announced changes. Each use case is a plain function of this
 * context, so it names what it reads.
 */
import { createClient, type QueryParams, type SanityClient } from '@sanity/client'
import { LRUCache } from 'lru-cache'
import { CONTENT_REQUEST_TIMEOUT_MS, hostedContentClientConfig, type ContentSourceConfig } from '@/lib/content/client'
import type { ContentLake } from '../content-lake/index'
import type { Logger } from '../logger'
import { createSwrCache, type SwrCache } from './cache'
import { createChangeLog, type ChangeLog } from './change-log'
import { dependenciesOf, type QueryDependencies } from './dependencies'
import { queryText } from './query-key'

/** What the catalogue service needs of the process: where content comes from, a logger, and the embedded lake. */
export interface CatalogueServiceDeps {
  config: ContentSourceConfig
  logger: Logger
  /**
   * The embedded lake, read in process (no HTTP to the shop's own port, so a busy shop cannot starve its own content
   * reads); its mutations revalidate the cache. Absent when hosted Sanity serves the content (over HTTP).
   */
  lake?: Pick<ContentLake, 'onMutation' | 'query'> & Partial<Pick<ContentLake, 'queryWithSourceMap'>>
}

export interface CatalogueServiceOptions {
  /** How long a cached result is fresh before it is served stale and refreshed in the background (default: until a change is notified). */
  freshMs?: number
  /** Hosted content only: a safety net that revalidates every cached query this often, should a change notice be missed. */
  revalidateEveryMs?: number
  maxEntries?: number
  /** Hosted content only: a request to Sanity gives up after this long (an in-process read cannot hang). */
  timeoutMs?: number
}

export const CONTENT_CACHE_MAX_ENTRIES = 500
/**
 * Caller-chosen lookups that found nothing (unknown slugs, categories, price ids), remembered briefly so a
 * repeated 404 costs no query, apart from the shared cache so they never evict what pages use. Forgotten at
 * every content change.
 */
export const NEGATIVE_CACHE_MAX_ENTRIES = 200

export interface CatalogueContext {
  config: ContentSourceConfig
  log: Logger
  lake?: CatalogueServiceDeps['lake']
  /** Hosted content's client (its listener hears changes); absent with the embedded lake. */
  client?: SanityClient
  /** Published documents only, past the cache, from either source. */
  read<T>(groq: string, params: QueryParams): Promise<T>
  /** Query results by key (`text\nparams`), with what each depends on. */
  cache: SwrCache<QueryDependencies>
  /** Keys of caller-chosen lookups that found nothing (see NEGATIVE_CACHE_MAX_ENTRIES). */
  negative: LRUCache<string, true>
  changes: ChangeLog
}

export function createCatalogueContext(deps: CatalogueServiceDeps, options: CatalogueServiceOptions): CatalogueContext {
  const log = deps.logger.child({ module: 'content' })
  const changes = createChangeLog((key) => cache.jsonOf(key))
  const cache = createSwrCache<QueryDependencies>({
    freshMs: options.freshMs ?? Infinity,
    dependencies: (key, value) => dependenciesOf(queryText(key), value),
    maxEntries: options.maxEntries ?? CONTENT_CACHE_MAX_ENTRIES,
    onRefreshError: (key, err) => log.warn({ err, key }, 'content refresh failed; serving the last good content'),
    onChange: (key) => changes.announce(key),
  })
  const negative = new LRUCache<string, true>({ max: NEGATIVE_CACHE_MAX_ENTRIES })
  return { config: deps.config, log, lake: deps.lake, cache, negative, changes, ...contentSource(deps, options) }
}

/** The embedded lake in process, or hosted Sanity over HTTP (its perspective is set in its configuration). */
function contentSource(
  { config, lake }: CatalogueServiceDeps,
  options: CatalogueServiceOptions,
): Pick<CatalogueContext, 'read' | 'client'> {
  if (lake)
    return { read: <T>(groq: string, params: QueryParams) => lake.query<T>(groq, params, { perspective: 'published' }) }
  const timeoutMs = options.timeoutMs ?? CONTENT_REQUEST_TIMEOUT_MS
  const client = createClient({ ...hostedContentClientConfig(config), timeout: timeoutMs })
  return {
    client,
    read: <T>(groq: string, params: QueryParams) =>
      client.fetch<T>(groq, params, { signal: AbortSignal.timeout(timeoutMs) }),
  }
}
