/**
 * What `content.search` answers (docs/product.md §15): the search index's hits (search.ts) shown as
 * `allProducts(locale)` has them, best match first. English and Arabic words find a product whatever `locale` is.
 */
import type { SanityQueries } from '@sanity/client'
import { ALL_PRODUCTS_QUERY, PRODUCT_SEARCH_TEXTS_QUERY } from '@/lib/content/queries'
import { ContentUnavailableError } from '@/lib/content/unavailable'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import type { Logger } from '../logger'
import type { CachedQuery } from './query'
import { createProductSearch } from './search'

type ListedProduct = SanityQueries[typeof ALL_PRODUCTS_QUERY][number]

export function searchResults(query: CachedQuery, log: Logger) {
  // Rebuilt whenever the search texts' cached result changes (a revalidation brings a new array).
  const index = createProductSearch(() => query(PRODUCT_SEARCH_TEXTS_QUERY))
  const byId = productsById()
  return async (text: string, limit = Infinity, locale: Locale = DEFAULT_LOCALE) => {
    try {
      const [ids, products] = await Promise.all([index.search(text), query(ALL_PRODUCTS_QUERY, { locale })])
      const inLocale = byId(products)
      return ids.flatMap((id) => inLocale.get(id) ?? []).slice(0, limit)
    } catch (err) {
      if (err instanceof ContentUnavailableError) throw err
      log.error({ err }, 'search failed')
      throw new ContentUnavailableError('Search is unavailable', { cause: err })
    }
  }
}

/** The products of a language by id, kept while that cached list is current (search shows its hits from it). */
function productsById() {
  const found = new WeakMap<readonly ListedProduct[], Map<string, ListedProduct>>()
  return (products: readonly ListedProduct[]) => {
    let byId = found.get(products)
    if (!byId) found.set(products, (byId = new Map(products.map((p) => [p._id, p]))))
    return byId
  }
}
