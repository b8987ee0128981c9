import { createClient, type QueryParams, type SanityClient, type SanityQueries } from '@sanity/client'
import {
  hostedContentClientConfig,
  CONTENT_REQUEST_TIMEOUT_MS,
  imageSourceConfig,
  type ContentSourceConfig,
} from '@/lib/content/client'
import { createImageHelpers } from '@/lib/content/images'
import {
  ALL_PRODUCTS_QUERY,
  FEATURED_PRODUCTS_QUERY,
  HERO_QUERY,
  NEWEST_PRODUCTS_QUERY,
  PRODUCT_BY_SLUG_QUERY,
  PRODUCTS_BY_CATEGORY_QUERY,
  PRODUCTS_BY_PRICE_IDS_QUERY,
  PRODUCT_SEARCH_TEXTS_QUERY,
  SITEMAP_QUERY,
  SLUG_BY_PRICE_ID_QUERY,
} from '@/lib/content/queries'
import { ContentUnavailableError } from '@/lib/content/unavailable'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import { recordQuery } from '../page-cache/render-scope'
import type { ContentLake } from '../content-lake/index'
import type { Logger } from '../logger'
import { LRUCache } from 'lru-cache'
import { createSwrCache } from './cache'
import { isPrivateDocumentId, listenForChanges } from './changes'
import {
  dependenciesOf,
  isAffected,
  mergeChanges,
  typesReadBy,
  type ContentChange,
  type QueryDependencies,
} from './dependencies'
import { createProductSearch } from './search'

/** What the content service needs of the process: where content comes from, a logger, and the embedded lake. */
export interface ContentServiceDeps {
  config: ContentSourceConfig
  logger: Logger
  /**
   * The embedded lake, read in process (no HTTP to the shop's own port, so a busy shop cannot starve its own content
   * reads); its mutations revalidate the cache. Absent when hosted Sanity serves the content (over HTTP).
   */
  lake?: Pick<ContentLake, 'onMutation' | 'query'>
}

export interface ContentServiceOptions {
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
 * Longest slug or category a lookup is made for: Studio's slugs are at most 96 characters; a longer one cannot
 * exist, and must not become a cache key (N2 of the second review).
 */
export const MAX_SLUG_CHARS = 96
/**
 * Caller-chosen lookups that found nothing (unknown slugs, categories, price ids), remembered briefly so a
 * repeated 404 costs no query, apart from the shared cache so they never evict what pages use. Forgotten at
 * every content change.
 */
export const NEGATIVE_CACHE_MAX_ENTRIES = 200
/** Hosted content: changes arrive by listener and webhook; this re-check only covers a notice that never came. */
export const HOSTED_REVALIDATE_EVERY_MS = 5 * 60_000

/**
 * The content service handed to every page's +data hook as `pageContext.content`: the published content (the
 * embedded lake in process by default, hosted Sanity over @sanity/client with SANITY_PROJECT_ID) behind a query
 * cache. Content changes (a lake mutation, Sanity's listener, the signed webhook) name the published documents that
 * changed; the cached queries that can depend on them run again (server/catalogue/dependencies.ts), and the keys
 * whose results changed are announced to `onQueryChange` subscribers (the page cache). Drafts never trigger
 * anything.
 */
export function createContentService(deps: ContentServiceDeps, options: ContentServiceOptions = {}) {
  const { config, logger, lake } = deps
  const log = logger.child({ module: 'content' })
  const timeoutMs = options.timeoutMs ?? CONTENT_REQUEST_TIMEOUT_MS
  const source: { lake: NonNullable<ContentServiceDeps['lake']> } | { client: SanityClient } = lake
    ? { lake }
    : { client: createClient({ ...hostedContentClientConfig(config), timeout: timeoutMs }) }
  /** Published documents only, from either source (the hosted client's perspective is set in its configuration). */
  const read = <T>(groq: string, params: QueryParams): Promise<T> =>
    'lake' in source
      ? source.lake.query<T>(groq, params, { perspective: 'published' })
      : source.client.fetch<T>(groq, params, { signal: AbortSignal.timeout(timeoutMs) })
  const changeListeners = new Set<(key: string) => void>()
  /**
   * Counts announced changes; `changedAt` remembers, per cached key, the count of its last change. A key that leaves
   * the cache is forgotten (so the map never outgrows the cache) and `forgottenAt` records when: a render that read
   * a key no longer cached is treated as having seen a change since then.
   */
  let changes = 0
  let forgottenAt = 0
  const changedAt = new Map<string, number>()
  const negative = new LRUCache<string, true>({ max: NEGATIVE_CACHE_MAX_ENTRIES })
  const cache = createSwrCache<QueryDependencies>({
    freshMs: options.freshMs ?? Infinity,
    dependencies: (key, value) => dependenciesOf(queryText(key), value),
    maxEntries: options.maxEntries ?? CONTENT_CACHE_MAX_ENTRIES,
    onRefreshError: (key, err) => log.warn({ err, key }, 'content refresh failed; serving the last good content'),
    onChange: (key) => announce(key),
  })
  function announce(key: string): void {
    changes += 1
    if (cache.has(key)) changedAt.set(key, changes)
    else {
      changedAt.delete(key)
      forgottenAt = changes
    }
    for (const listener of changeListeners) listener(key)
  }

  // One revalidation at a time; changes arriving during one are covered by one more run after it, which re-runs
  // what any of them can affect.
  let revalidation: Promise<void> = Promise.resolve()
  let queued: ContentChange | undefined
  /** Revalidations queued or running: while any is, the page cache's fast path hands pages to the app (it waits). */
  let pending = 0
  /** Queries run again by revalidations so far (tests and the operator: how much a publish costs). */
  let rerun = 0
  /**
   * Content changed: `change` names the published documents (then only the queries that can depend on them run
   * again), or is 'unknown' (a notice without details, the safety net: every cached query runs again).
   */
  function revalidate(change: ContentChange = 'unknown'): Promise<void> {
    if (queued) {
      queued = mergeChanges(queued, change)
      return revalidation
    }
    queued = change
    pending++
    revalidation = revalidation.then(async () => {
      const current = queued ?? 'unknown'
      queued = undefined
      // A slug or price id that was unknown may exist now: pages that found nothing are announced as changed.
      for (const key of [...negative.keys()])
        if (isAffected({ ids: new Set(), types: typesReadBy(queryText(key)) }, current)) {
          negative.delete(key)
          announce(key)
        }
      rerun += await cache.revalidate((dependencies) => !dependencies || isAffected(dependencies, current))
    })
    void revalidation.then(
      () => pending--,
      () => pending--,
    )
    return revalidation
  }

  const unsubscribe = lake?.onMutation(({ documents }) => {
    const published = documents.filter((doc) => !isPrivateDocumentId(doc.id))
    if (published.length) void revalidate(published)
  })
  const stopListening =
    'client' in source
      ? listenForChanges(source.client, { onChange: (change) => void revalidate(change), logger: log })
      : undefined
  const safetyNet = lake
    ? undefined
    : setInterval(() => void revalidate('unknown'), options.revalidateEveryMs ?? HOSTED_REVALIDATE_EVERY_MS)
  safetyNet?.unref()

  /**
   * Only the queries of lib/content/queries.ts: `SanityQueries` is TypeGen's map from each of their strings to its
   * result type (lib/content/sanity.types.ts), so every method below is typed by the query it runs.
   */
  async function query<Q extends keyof SanityQueries>(
    groq: Q,
    params: QueryParams = {},
    /** Params chosen by a caller (a URL, an API request): an empty answer is kept out of the shared cache. */
    callerChosen = false,
  ): Promise<SanityQueries[Q]> {
    // Widened so the client's own per-query overload does not need resolving for a generic Q.
    const text: string = groq
    const key = `${text}\n${JSON.stringify(params)}`
    recordQuery(key)
    // A read right after a change sees the changed content.
    await revalidation
    const load = () => read<SanityQueries[Q]>(text, params)
    try {
      if (!callerChosen) return await cache.get(key, load)
      if (negative.has(key)) return emptyAnswer(text) as SanityQueries[Q]
      const value = await cache.get(key, load, (found) => !isEmpty(found))
      if (isEmpty(value)) negative.set(key, true)
      return value
    } catch (err) {
      log.error({ err }, 'content query failed with nothing cached')
      throw new ContentUnavailableError('The content service is unavailable', { cause: err })
    }
  }

  // Rebuilt whenever the search texts' cached result changes (a revalidation brings a new array).
  const productSearch = createProductSearch(() => query(PRODUCT_SEARCH_TEXTS_QUERY))
  function searchUnavailable(err: unknown): never {
    if (err instanceof ContentUnavailableError) throw err
    log.error({ err }, 'search failed')
    throw new ContentUnavailableError('Search is unavailable', { cause: err })
  }
  /** The products of a language by id, kept while that cached list is current (search shows its hits from it). */
  const productsById = new WeakMap<readonly ListedProduct[], Map<string, ListedProduct>>()
  function byId(products: readonly ListedProduct[]) {
    let found = productsById.get(products)
    if (!found) productsById.set(products, (found = new Map(products.map((p) => [p._id, p]))))
    return found
  }

  const images = createImageHelpers(imageSourceConfig(config))
  const absoluteImages = createImageHelpers(imageSourceConfig(config, { absolute: true }))

  // What a shopper reads comes in the page's language (docs/product.md §13.10): the locale is a query parameter,
  // so it is part of the cache key and an Arabic answer is never served for English. English by default.
  return {
    hero: (locale: Locale = DEFAULT_LOCALE) => query(HERO_QUERY, { locale }),
    newestProducts: (locale: Locale = DEFAULT_LOCALE) => query(NEWEST_PRODUCTS_QUERY, { locale }),
    featuredProducts: (locale: Locale = DEFAULT_LOCALE) => query(FEATURED_PRODUCTS_QUERY, { locale }),
    productBySlug: async (slug: string, locale: Locale = DEFAULT_LOCALE) =>
      slug.length > MAX_SLUG_CHARS ? null : query(PRODUCT_BY_SLUG_QUERY, { slug, locale }, true),
    productsByCategory: async (category: string, locale: Locale = DEFAULT_LOCALE) =>
      category.length > MAX_SLUG_CHARS ? [] : query(PRODUCTS_BY_CATEGORY_QUERY, { category, locale }, true),
    allProducts: (locale: Locale = DEFAULT_LOCALE) => query(ALL_PRODUCTS_QUERY, { locale }),
    slugByPriceId: (priceId: string) => query(SLUG_BY_PRICE_ID_QUERY, { priceId }),
    /**
     * For checkout and stock: the authoritative prices. Cached per single price id (a request's set of ids is the
     * caller's choice and would make one entry per set); ids that match nothing are not cached. `locale` is the
     * language of `localTitle`, the name an order line keeps for the shopper (docs/product.md §19.8).
     */
    productsByPriceIds: async (priceIds: readonly string[], locale: Locale = DEFAULT_LOCALE) => {
      const found = new Map<string, ProductByPriceId>()
      for (const ids of await Promise.all(
        [...new Set(priceIds)].map((id) => query(PRODUCTS_BY_PRICE_IDS_QUERY, { priceIds: [id], locale }, true)),
      ))
        for (const product of ids) found.set(product._id, product)
      return [...found.values()]
    },
    sitemapEntries: () => query(SITEMAP_QUERY),
    /**
     * Full-text search over the published products, best match first (docs/product.md §15): English and Arabic
     * words find a product whatever `locale` is; the products come as `allProducts(locale)` has them.
     */
    search: async (text: string, limit = Infinity, locale: Locale = DEFAULT_LOCALE) => {
      try {
        const [ids, products] = await Promise.all([productSearch.search(text), query(ALL_PRODUCTS_QUERY, { locale })])
        const inLocale = byId(products)
        return ids.flatMap((id) => inLocale.get(id) ?? []).slice(0, limit)
      } catch (err) {
        return searchUnavailable(err)
      }
    },
    /** Image URLs for page markup (relative for the embedded lake, so pages work on any host). */
    images,
    /** Absolute image URLs, for og:image and JSON-LD. */
    absoluteImages,
    /** The public origin (canonical URLs, sitemap). */
    publicUrl: config.publicUrl,
    absoluteUrl: (path: string) => `${config.publicUrl}${path.startsWith('/') ? path : `/${path}`}`,
    /** Whether the content source answers a trivial query now, past the cache (/readyz). */
    reachable: (): Promise<'ok' | 'failing'> =>
      read<number>('1', {}).then(
        () => 'ok',
        () => 'failing',
      ),
    /**
     * Content changed somewhere (webhook, another instance): re-runs the cached queries that can depend on the named
     * documents (every one for 'unknown'); resolves when changes are announced.
     */
    revalidate,
    /** How many cached queries revalidations have run again so far. */
    get rerunCount() {
      return rerun
    },
    /** Resolves when no revalidation is running (the page cache waits for it before serving a page). */
    settled: () => revalidation,
    /** No revalidation is queued or running: what is cached is current (the page cache's fast path). */
    get idle() {
      return pending === 0
    },
    /** Subscribe to query keys whose results changed (or left the cache). Returns an unsubscribe function. */
    onQueryChange(listener: (key: string) => void): () => void {
      changeListeners.add(listener)
      return () => changeListeners.delete(listener)
    },
    /** The change counter; a render remembers it to tell whether what it read changed before it is stored. */
    get changeCount() {
      return changes
    },
    changedSince: (keys: Iterable<string>, count: number) =>
      [...keys].some((key) => (changedAt.get(key) ?? (cache.has(key) ? 0 : forgottenAt)) > count),
    close() {
      unsubscribe?.()
      stopListening?.()
      if (safetyNet) clearInterval(safetyNet)
    },
  }
}

export type ContentService = ReturnType<typeof createContentService>

type ProductByPriceId = SanityQueries[typeof PRODUCTS_BY_PRICE_IDS_QUERY][number]
type ListedProduct = SanityQueries[typeof ALL_PRODUCTS_QUERY][number]

/** The GROQ text of a cache key (`text\nparams`: JSON has no raw newline, the text may). */
const queryText = (key: string) => key.slice(0, key.lastIndexOf('\n'))

/** An answer that found nothing: `null` for a single document, `[]` for a list. */
const isEmpty = (value: unknown) =>
  value === null || value === undefined || (Array.isArray(value) && value.length === 0)

/** What an empty answer to `groq` looks like (a `[0]` lookup is null, a list is empty). */
const emptyAnswer = (groq: string) => (/\]\s*\[0\]/.test(groq) ? null : [])
