/**
 * Sorting and filtering of product lists (docs/product.md §15): `/products`, category pages and `/search` share
 * these rules. Everything lives in the URL query (`sort`, `category`, `size`, `colour`, `min`, `max`, `page`, and
 * `q` on search), so a list is server-rendered, shareable, and the back button works.
 */
import { CATEGORIES } from '../constants'
import { compareSizes } from './variants'

/** The orders a list can be sorted in, as the URL's `sort` names them (their labels: catalogueMessages.listing.sort). */
export const SORT_KEYS = ['relevance', 'newest', 'price-asc', 'price-desc'] as const
export type SortKey = (typeof SORT_KEYS)[number]

/** What a list needs of a product to filter and sort it (the list queries' projection fits). */
export interface ListingProduct {
  _id: string
  price: number
  categoryName: string | null
  /** The category filter's value (`category=prayer-essentials`), as in the category page's route. */
  categorySlug: string | null
  _createdAt: string
  variants: ReadonlyArray<{ size: string | null; colour: string | null }> | null
}

export interface ListingParams {
  q: string
  sort: SortKey
  category: string[]
  size: string[]
  colour: string[]
  /** Dollars, inclusive. */
  min: number | null
  max: number | null
  page: number
}

export type FacetName = 'category' | 'size' | 'colour'

export interface FacetValue {
  value: string
  label: string
  /** Products with this value among those matching every other filter. */
  count: number
  selected: boolean
}

export type Facets = Record<FacetName, FacetValue[]>

/** The query as Vike parses it: every value of each key (`urlParsed.searchAll`). */
export type SearchAll = Record<string, string[]>

const MAX_VALUES = 20
const clean = (values: string[] | undefined) =>
  [...new Set((values ?? []).map((v) => v.trim()).filter((v) => v.length > 0 && v.length <= 40))].slice(0, MAX_VALUES)

function money(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,6}(\.\d{1,2})?$/.test(value.trim())) return null
  return Number(value)
}

/**
 * Reads a list's parameters; anything unreadable is dropped (the page then redirects to the clean URL). `page`
 * stays as given (0 for junk) so the page can redirect past-the-end or invalid pages.
 */
export function parseListingParams(search: SearchAll, defaultSort: SortKey): ListingParams {
  const first = (key: string) => search[key]?.[0]
  const sort = SORT_KEYS.find((key) => key === first('sort')) ?? defaultSort
  let min = money(first('min'))
  let max = money(first('max'))
  if (min !== null && max !== null && min > max) [min, max] = [max, min]
  const rawPage = first('page')
  return {
    q: (first('q') ?? '').trim().slice(0, 100),
    sort: sort === 'relevance' && defaultSort !== 'relevance' ? defaultSort : sort,
    category: clean(search.category).map((c) => c.toLowerCase()),
    size: clean(search.size),
    colour: clean(search.colour),
    min,
    max,
    page: rawPage === undefined ? 1 : /^\d+$/.test(rawPage) ? Number(rawPage) : 0,
  }
}

/** The one canonical query string of a list (no `?` when empty); defaults are left out. */
export function listingQuery(params: Partial<ListingParams>, defaultSort: SortKey): string {
  const query = new URLSearchParams()
  if (params.q) query.set('q', params.q)
  for (const c of params.category ?? []) query.append('category', c)
  for (const s of params.size ?? []) query.append('size', s)
  for (const c of params.colour ?? []) query.append('colour', c)
  if (params.min !== null && params.min !== undefined) query.set('min', String(params.min))
  if (params.max !== null && params.max !== undefined) query.set('max', String(params.max))
  if (params.sort && params.sort !== defaultSort) query.set('sort', params.sort)
  if (params.page && params.page > 1) query.set('page', String(params.page))
  const text = query.toString()
  return text ? `?${text}` : ''
}

/** True when the list is narrowed or re-ordered: such views are not indexed (canonical is the plain list). */
export function isRefined(params: ListingParams, defaultSort: SortKey): boolean {
  return (
    params.category.length + params.size.length + params.colour.length > 0 ||
    params.min !== null ||
    params.max !== null ||
    params.sort !== defaultSort
  )
}

const sizesOf = (p: ListingProduct) => (p.variants ?? []).flatMap((v) => (v.size ? [v.size] : []))
const coloursOf = (p: ListingProduct) => (p.variants ?? []).flatMap((v) => (v.colour ? [v.colour] : []))
const VALUES: Record<FacetName, (p: ListingProduct) => string[]> = {
  category: (p) => (p.categorySlug ? [p.categorySlug] : []),
  size: sizesOf,
  colour: coloursOf,
}

function matches(p: ListingProduct, params: ListingParams, except?: FacetName): boolean {
  for (const facet of ['category', 'size', 'colour'] as const) {
    if (facet === except || params[facet].length === 0) continue
    const values = VALUES[facet](p)
    if (!params[facet].some((wanted) => values.includes(wanted))) return false
  }
  if (params.min !== null && p.price < params.min) return false
  if (params.max !== null && p.price > params.max) return false
  return true
}

function facetValues(products: readonly ListingProduct[], params: ListingParams, facet: FacetName): FacetValue[] {
  const counts = new Map<string, number>()
  for (const p of products) {
    if (!matches(p, params, facet)) continue
    for (const value of new Set(VALUES[facet](p))) counts.set(value, (counts.get(value) ?? 0) + 1)
  }
  for (const selected of params[facet]) if (!counts.has(selected)) counts.set(selected, 0)
  const order =
    facet === 'size'
      ? compareSizes
      : facet === 'category'
        ? (a: string, b: string) => categoryRank(a) - categoryRank(b) || a.localeCompare(b)
        : (a: string, b: string) => a.localeCompare(b)
  // A category is shown by its title, as the content names it.
  const titles = new Map(products.map((p) => [p.categorySlug, p.categoryName]))
  return [...counts.keys()].sort(order).map((value) => ({
    value,
    label: facet === 'category' ? (titles.get(value) ?? categoryLabel(value)) : value,
    count: counts.get(value)!,
    selected: params[facet].includes(value),
  }))
}

const categoryRank = (slug: string) => {
  const index = CATEGORIES.findIndex((c) => c.slug === slug)
  return index === -1 ? CATEGORIES.length : index
}
const categoryLabel = (slug: string) =>
  CATEGORIES.find((c) => c.slug === slug)?.title ?? slug.replace(/^./, (c) => c.toUpperCase())

/**
 * Filters and sorts `products` (already in relevance order for a search, newest first otherwise) and counts every
 * facet value the way shoppers expect: among products matching all the *other* filters.
 */
export function applyListing<P extends ListingProduct>(
  products: readonly P[],
  params: ListingParams,
): { items: P[]; facets: Facets } {
  const items = products.filter((p) => matches(p, params))
  if (params.sort === 'newest') items.sort((a, b) => b._createdAt.localeCompare(a._createdAt))
  else if (params.sort === 'price-asc') items.sort((a, b) => a.price - b.price)
  else if (params.sort === 'price-desc') items.sort((a, b) => b.price - a.price)
  return {
    items,
    facets: {
      category: facetValues(products, params, 'category'),
      size: facetValues(products, params, 'size'),
      colour: facetValues(products, params, 'colour'),
    },
  }
}

/**
 * When a list is filtered by exactly one size and/or one colour, the query that preselects them on a product page
 * (`?size=56&colour=Black`); products that do not offer them simply ignore it (docs/product.md §16.2).
 */
export function choiceQuery(params: ListingParams): string {
  const query = new URLSearchParams()
  if (params.size.length === 1) query.set('size', params.size[0]!)
  if (params.colour.length === 1) query.set('colour', params.colour[0]!)
  const text = query.toString()
  return text ? `?${text}` : ''
}

/** A filter removed (for the "active filters" links) or every filter removed ("Clear all"; `q` and sort stay). */
export function withoutFilter(params: ListingParams, facet?: FacetName | 'price', value?: string): ListingParams {
  const next = { ...params, page: 1 }
  if (facet === undefined) return { ...next, category: [], size: [], colour: [], min: null, max: null }
  if (facet === 'price') return { ...next, min: null, max: null }
  return { ...next, [facet]: params[facet].filter((v) => v !== value) }
}
