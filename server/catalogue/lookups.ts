/**
 * Reads keyed by what a caller chose (a URL's slug or category, a checkout's price ids): a key that cannot exist is
 * answered without a query, and one that found nothing stays out of the shared cache (query.ts).
 */
import type { SanityQueries } from '@sanity/client'
import {
  PRODUCT_BY_SLUG_QUERY,
  PRODUCTS_BY_CATEGORY_QUERY,
  PRODUCTS_BY_PRICE_IDS_QUERY,
  PROMOTION_BY_CODE_QUERY,
  SLUG_BY_PRICE_ID_QUERY,
} from '@/lib/content/queries'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import { normaliseCode, PROMOTION_CODE_PATTERN } from '@/lib/promotions/rules'
import type { CachedQuery } from './query'

/**
 * Longest slug or category a lookup is made for: Studio's slugs are at most 96 characters; a longer one cannot
 * exist, and must not become a cache key (N2 of the second review).
 */
export const MAX_SLUG_CHARS = 96

type ProductByPriceId = SanityQueries[typeof PRODUCTS_BY_PRICE_IDS_QUERY][number]

export function lookups(query: CachedQuery) {
  return {
    productBySlug: async (slug: string, locale: Locale = DEFAULT_LOCALE) =>
      slug.length > MAX_SLUG_CHARS ? null : query(PRODUCT_BY_SLUG_QUERY, { slug, locale }, true),
    productsByCategory: async (category: string, locale: Locale = DEFAULT_LOCALE) =>
      category.length > MAX_SLUG_CHARS ? [] : query(PRODUCTS_BY_CATEGORY_QUERY, { category, locale }, true),
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
    /**
     * For checkout and the bag's preview: the published promotion with this code, any case (docs/product.md §20). A
     * code that cannot exist is answered without a query; one that matches nothing is not cached.
     */
    promotionByCode: async (code: string, locale: Locale = DEFAULT_LOCALE) =>
      PROMOTION_CODE_PATTERN.test(code.trim())
        ? query(PROMOTION_BY_CODE_QUERY, { code: normaliseCode(code), locale }, true)
        : null,
  }
}
