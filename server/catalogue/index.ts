/**
 * The catalogue service handed to every page's +data hook as `pageContext.catalogue`: the published content (the
 * embedded lake in process by default, hosted Sanity over @sanity/client with SANITY_PROJECT_ID) behind a query
 * cache (query.ts). Content changes (a lake mutation, Sanity's listener, the signed webhook: change-notices.ts) name
 * the published documents that changed; the cached queries that can depend on them run again (invalidation.ts,
 * dependencies.ts), and the keys whose results changed are announced to `onQueryChange` subscribers (the page
 * cache; change-log.ts). Drafts never trigger anything. Each use case is a function of one context (context.ts).
 */
import { imageSourceConfig, type ContentSourceConfig } from '@/lib/content/client'
import { createImageHelpers } from '@/lib/content/images'
import {
  ALL_PRODUCTS_QUERY,
  FEATURED_PRODUCTS_QUERY,
  HERO_QUERY,
  NEWEST_PRODUCTS_QUERY,
  SITEMAP_QUERY,
} from '@/lib/content/queries'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import { hearChanges } from './change-notices'
import { createCatalogueContext, type CatalogueServiceDeps, type CatalogueServiceOptions } from './context'
import { draftQuery } from './drafts'
import { createInvalidation } from './invalidation'
import { lookups } from './lookups'
import { createCachedQuery, type CachedQuery } from './query'
import { searchResults } from './search-results'

export type { CatalogueServiceDeps, CatalogueServiceOptions } from './context'

export function createCatalogueService(deps: CatalogueServiceDeps, options: CatalogueServiceOptions = {}) {
  const ctx = createCatalogueContext(deps, options)
  const invalidation = createInvalidation(ctx)
  const query = createCachedQuery(ctx, invalidation.settled)
  const stopHearing = hearChanges(ctx, invalidation.revalidate, options)
  const { changes } = ctx
  const service = {
    ...listings(query),
    ...lookups(query),
    search: searchResults(query, ctx.log),
    ...links(deps.config),
    /** Whether the content source answers a trivial query now, past the cache (/readyz). */
    reachable: (): Promise<'ok' | 'failing'> =>
      ctx.read<number>('1', {}).then(
        () => 'ok',
        () => 'failing',
      ),
    /**
     * Content changed somewhere (webhook, another instance): re-runs the cached queries that can depend on the named
     * documents (every one for 'unknown'); resolves when changes are announced.
     */
    revalidate: invalidation.revalidate,
    /** How many cached queries revalidations have run again so far. */
    get rerunCount() {
      return invalidation.rerunCount
    },
    /** Resolves when no revalidation is running (the page cache waits for it before serving a page). */
    settled: invalidation.settled,
    /** No revalidation is queued or running: what is cached is current (the page cache's fast path). */
    get idle() {
      return invalidation.idle
    },
    /** Subscribe to query keys whose results changed (or left the cache). Returns an unsubscribe function. */
    onQueryChange: changes.onQueryChange,
    /** The change counter; a render remembers it to tell whether what it read changed before it is stored. */
    get changeCount() {
      return changes.count
    },
    changedSince: changes.changedSince,
    close: stopHearing,
  }
  const readDrafts = draftQuery(ctx)
  return Object.assign(service, {
    /**
     * Draft preview (drafts.ts): the same page methods over drafts, uncached, their texts marked for the Studio at
     * `studioUrl`; the rest delegates to this service. Undefined when drafts cannot be read (hosted Sanity without a
     * read token).
     */
    drafts: readDrafts
      ? (studioUrl: string): CatalogueReads => {
          const query = readDrafts(studioUrl)
          return Object.assign(Object.create(service) as CatalogueReads, {
            ...listings(query),
            ...lookups(query),
            search: searchResults(query, ctx.log),
          })
        }
      : undefined,
  })
}

export type CatalogueService = ReturnType<typeof createCatalogueService>
/** What pages read of the catalogue: the service without its draft switch (pageContext.catalogue). */
export type CatalogueReads = Omit<CatalogueService, 'drafts'>

/**
 * The reads every shopper's page makes, in the page's language (docs/product.md §13.10): the locale is a query
 * parameter, so it is part of the cache key and an Arabic answer is never served for English. English by default.
 */
function listings(query: CachedQuery) {
  return {
    hero: (locale: Locale = DEFAULT_LOCALE) => query(HERO_QUERY, { locale }),
    newestProducts: (locale: Locale = DEFAULT_LOCALE) => query(NEWEST_PRODUCTS_QUERY, { locale }),
    featuredProducts: (locale: Locale = DEFAULT_LOCALE) => query(FEATURED_PRODUCTS_QUERY, { locale }),
    allProducts: (locale: Locale = DEFAULT_LOCALE) => query(ALL_PRODUCTS_QUERY, { locale }),
    sitemapEntries: () => query(SITEMAP_QUERY),
  }
}

/** Image URLs and the public origin, for page markup. */
function links(config: ContentSourceConfig) {
  return {
    /** Image URLs for page markup (relative for the embedded lake, so pages work on any host). */
    images: createImageHelpers(imageSourceConfig(config)),
    /** Absolute image URLs, for og:image and JSON-LD. */
    absoluteImages: createImageHelpers(imageSourceConfig(config, { absolute: true })),
    /** The public origin (canonical URLs, sitemap). */
    publicUrl: config.publicUrl,
    absoluteUrl: (path: string) => `${config.publicUrl}${path.startsWith('/') ? path : `/${path}`}`,
  }
}
