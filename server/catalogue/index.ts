import { createClient, type QueryParams } from '@sanity/client'
import { contentClientConfig, CONTENT_REQUEST_TIMEOUT_MS, imageSourceConfig } from '@/lib/content/client'
import { createImageHelpers } from '@/lib/content/images'
import {
  ALL_PRODUCTS_QUERY,
  FEATURED_PRODUCTS_QUERY,
  HERO_QUERY,
  NEWEST_PRODUCTS_QUERY,
  PRODUCT_BY_SLUG_QUERY,
  PRODUCTS_BY_CATEGORY_QUERY,
  PRODUCTS_BY_PRICE_IDS_QUERY,
  SITEMAP_QUERY,
  SLUG_BY_PRICE_ID_QUERY,
} from '@/lib/content/queries'
import type {
  ALL_PRODUCTS_QUERY_RESULT,
  FEATURED_PRODUCTS_QUERY_RESULT,
  HERO_QUERY_RESULT,
  NEWEST_PRODUCTS_QUERY_RESULT,
  PRODUCT_BY_SLUG_QUERY_RESULT,
  PRODUCTS_BY_CATEGORY_QUERY_RESULT,
  PRODUCTS_BY_PRICE_IDS_QUERY_RESULT,
  SITEMAP_QUERY_RESULT,
  SLUG_BY_PRICE_ID_QUERY_RESULT,
} from '@/lib/content/sanity.types'
import { ContentUnavailableError } from '@/lib/content/unavailable'
import type { ServiceDeps } from '../services'
import { createSwrCache } from './cache'
import { createProductSearch } from './search'

export interface ContentServiceOptions {
  /** Origin + mount path of the embedded lake (tests start it elsewhere); default: this server's own port. */
  apiHost?: string
  /** How long a cached result is fresh before it is served stale and refreshed in the background. */
  freshMs?: number
  maxEntries?: number
  timeoutMs?: number
}

export const CONTENT_FRESH_MS = 60_000
export const CONTENT_CACHE_MAX_ENTRIES = 500

/**
 * The content service handed to every page's +data hook as `pageContext.content`: the one @sanity/client
 * (embedded lake by default, hosted Sanity with SANITY_PROJECT_ID) behind a stale-while-revalidate cache that
 * is purged whenever content changes (lake mutation or signed webhook).
 */
export function createContentService(deps: ServiceDeps, options: ContentServiceOptions = {}) {
  const { config, logger, lake } = deps
  const log = logger.child({ module: 'content' })
  const timeoutMs = options.timeoutMs ?? CONTENT_REQUEST_TIMEOUT_MS
  const client = createClient({ ...contentClientConfig(config, options.apiHost), timeout: timeoutMs })
  const cache = createSwrCache({
    freshMs: options.freshMs ?? CONTENT_FRESH_MS,
    maxEntries: options.maxEntries ?? CONTENT_CACHE_MAX_ENTRIES,
    onRefreshError: (key, err) => log.warn({ err, key }, 'content refresh failed; serving stale content'),
  })
  const unsubscribe = lake?.onMutation(() => purge())
  function purge() {
    cache.clear()
    productSearch.clear()
  }

  function unavailable(err: unknown): never {
    if (err instanceof ContentUnavailableError) throw err
    log.error({ err }, 'search failed')
    throw new ContentUnavailableError('Search is unavailable', { cause: err })
  }

  async function query<T>(groq: string, params: QueryParams = {}): Promise<T> {
    const key = `${groq}\n${JSON.stringify(params)}`
    try {
      return await cache.get(key, () => client.fetch<T>(groq, params, { signal: AbortSignal.timeout(timeoutMs) }))
    } catch (err) {
      log.error({ err }, 'content query failed with nothing cached')
      throw new ContentUnavailableError('The content service is unavailable', { cause: err })
    }
  }

  const productSearch = createProductSearch(() => query<ALL_PRODUCTS_QUERY_RESULT>(ALL_PRODUCTS_QUERY))

  const images = createImageHelpers(imageSourceConfig(config))
  const absoluteImages = createImageHelpers(imageSourceConfig(config, { absolute: true }))

  return {
    hero: () => query<HERO_QUERY_RESULT>(HERO_QUERY),
    newestProducts: () => query<NEWEST_PRODUCTS_QUERY_RESULT>(NEWEST_PRODUCTS_QUERY),
    featuredProducts: () => query<FEATURED_PRODUCTS_QUERY_RESULT>(FEATURED_PRODUCTS_QUERY),
    productBySlug: (slug: string) => query<PRODUCT_BY_SLUG_QUERY_RESULT>(PRODUCT_BY_SLUG_QUERY, { slug }),
    productsByCategory: (category: string) =>
      query<PRODUCTS_BY_CATEGORY_QUERY_RESULT>(PRODUCTS_BY_CATEGORY_QUERY, { category }),
    allProducts: () => query<ALL_PRODUCTS_QUERY_RESULT>(ALL_PRODUCTS_QUERY),
    slugByPriceId: (priceId: string) => query<SLUG_BY_PRICE_ID_QUERY_RESULT>(SLUG_BY_PRICE_ID_QUERY, { priceId }),
    /** For the checkout server: the authoritative prices. Sorted ids make one cache entry per set of ids. */
    productsByPriceIds: (priceIds: readonly string[]) =>
      query<PRODUCTS_BY_PRICE_IDS_QUERY_RESULT>(PRODUCTS_BY_PRICE_IDS_QUERY, {
        priceIds: [...new Set(priceIds)].sort(),
      }),
    sitemapEntries: () => query<SITEMAP_QUERY_RESULT>(SITEMAP_QUERY),
    /** Full-text search over the published products, best match first (docs/product.md §15). */
    search: (text: string, limit?: number) => productSearch.search(text, limit).catch(unavailable),
    /** Image URLs for page markup (relative for the embedded lake, so pages work on any host). */
    images,
    /** Absolute image URLs, for og:image and JSON-LD. */
    absoluteImages,
    /** The public origin (canonical URLs, sitemap). */
    publicUrl: config.publicUrl,
    absoluteUrl: (path: string) => `${config.publicUrl}${path.startsWith('/') ? path : `/${path}`}`,
    /** Drops every cached result (content changed). */
    purge,
    close: () => unsubscribe?.(),
  }
}

export type ContentService = ReturnType<typeof createContentService>
