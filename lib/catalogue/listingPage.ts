import { redirect } from 'vike/abort'
import { PRODUCTS_PER_PAGE } from '../constants'
import {
  applyListing,
  isRefined,
  listingQuery,
  parseListingParams,
  type ListingParams,
  type ListingProduct,
  type SearchAll,
  type SortKey,
} from './listing'

/**
 * For the +data hooks of `/products`, category pages and `/search` (docs/product.md §15): filters, sorts and pages
 * a list, 12 per page. Every list has exactly one URL: an invalid page goes to the first, a page past the end to
 * the last, and a query with junk, defaults or another order (a plain GET form's) to its canonical form.
 */
export function listingPage<P extends ListingProduct>(
  products: readonly P[],
  url: { pathname: string; searchAll: SearchAll; searchOriginal: string | null },
  defaultSort: SortKey,
) {
  const params = parseListingParams(url.searchAll, defaultSort)
  const { items, facets } = applyListing(products, params)
  const pageCount = Math.max(1, Math.ceil(items.length / PRODUCTS_PER_PAGE))
  const hrefFor = (changes: Partial<ListingParams>) =>
    `${url.pathname}${listingQuery({ ...params, ...changes }, defaultSort)}`
  if (!Number.isSafeInteger(params.page) || params.page < 1) throw redirect(hrefFor({ page: 1 }))
  if (params.page > pageCount) throw redirect(hrefFor({ page: pageCount }))
  const canonical = listingQuery(params, defaultSort)
  const given = new URLSearchParams(url.searchOriginal ?? '').toString()
  if (given !== canonical.replace(/^\?/, '')) throw redirect(`${url.pathname}${canonical}`)
  const start = (params.page - 1) * PRODUCTS_PER_PAGE
  return {
    params,
    facets,
    total: items.length,
    page: params.page,
    pageCount,
    pageItems: items.slice(start, start + PRODUCTS_PER_PAGE),
    /** Filtered or re-sorted views are not indexed; their canonical URL is the plain list (page kept). */
    refined: isRefined(params, defaultSort),
  }
}
