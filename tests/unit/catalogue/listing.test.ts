import { describe, expect, it } from 'vitest'
import {
  applyListing,
  choiceQuery,
  isRefined,
  listingQuery,
  parseListingParams,
  withoutFilter,
} from '@/lib/catalogue/listing'

// docs/product.md §15: sort and filters live in the URL; counts are among products matching the other filters.

const product = (
  id: string,
  price: number,
  category: string,
  createdAt: string,
  sizes: string[],
  colours: string[],
) => ({
  _id: id,
  price,
  categoryName: category,
  categorySlug: category.toLowerCase().replace(/\s+/g, '-'),
  _createdAt: createdAt,
  variants: (sizes.length ? sizes : [null]).flatMap((size) =>
    (colours.length ? colours : [null]).map((colour) => ({ size, colour })),
  ),
})

const products = [
  product('nidha', 139, 'Women', '2026-03-01', ['52', '56', '60'], ['Black', 'Navy']),
  product('taupe', 119, 'Women', '2026-02-01', ['54', '56'], ['Taupe']),
  product('eid', 289, 'Women', '2026-01-01', ['56', '58'], ['Navy']),
  product('thobe', 89, 'Men', '2025-12-01', ['S', 'M'], []),
  product('mat', 59.95, 'Accessories', '2025-11-01', [], []),
]

const parse = (query: string, sort: 'newest' | 'relevance' = 'newest') => {
  const all: Record<string, string[]> = {}
  for (const [k, v] of new URLSearchParams(query)) (all[k] ??= []).push(v)
  return parseListingParams(all, sort)
}

describe('list parameters', () => {
  it('reads filters, sort and page; drops junk; swaps a reversed price range', () => {
    expect(parse('size=56&size=56&colour=Black&sort=price-asc&min=200&max=100&page=2')).toMatchObject({
      size: ['56'],
      colour: ['Black'],
      sort: 'price-asc',
      min: 100,
      max: 200,
      page: 2,
    })
    expect(parse('sort=cheapest&min=abc&page=x')).toMatchObject({ sort: 'newest', min: null, page: 0 })
    // Relevance only exists on search.
    expect(parse('sort=relevance').sort).toBe('newest')
    expect(parse('q=abaya', 'relevance')).toMatchObject({ q: 'abaya', sort: 'relevance' })
  })

  it('writes one canonical query: fixed order, defaults left out', () => {
    const params = parse('sort=price-asc&size=56&category=women&page=1')
    expect(listingQuery(params, 'newest')).toBe('?category=women&size=56&sort=price-asc')
    expect(listingQuery(parse(''), 'newest')).toBe('')
    expect(listingQuery({ ...parse('q=abaya', 'relevance'), page: 3 }, 'relevance')).toBe('?q=abaya&page=3')
    expect(isRefined(parse('page=2'), 'newest')).toBe(false)
    expect(isRefined(parse('sort=price-desc'), 'newest')).toBe(true)
  })
})

describe('applyListing', () => {
  it('filters by size and sorts by price, low to high and high to low', () => {
    const asc = applyListing(products, parse('size=56&sort=price-asc')).items.map((p) => p._id)
    expect(asc).toEqual(['taupe', 'nidha', 'eid'])
    const desc = applyListing(products, parse('size=56&sort=price-desc')).items.map((p) => p._id)
    expect(desc).toEqual(['eid', 'nidha', 'taupe'])
  })

  it('matches any of the chosen values within a filter, and every filter', () => {
    const ids = (q: string) => applyListing(products, parse(q)).items.map((p) => p._id)
    expect(ids('size=54&size=58')).toEqual(['taupe', 'eid'])
    expect(ids('size=56&colour=Navy')).toEqual(['nidha', 'eid'])
    expect(ids('category=men&category=accessories')).toEqual(['thobe', 'mat'])
    expect(ids('min=100&max=150')).toEqual(['nidha', 'taupe'])
  })

  it('filters a category by its slug and shows its title, for a category of several words too', () => {
    const kit = product('kit', 35, 'Prayer Essentials', '2025-10-01', [], [])
    const { items, facets } = applyListing([...products, kit], parse('category=prayer-essentials'))
    expect(items.map((p) => p._id)).toEqual(['kit'])
    expect(facets.category.find((v) => v.value === 'prayer-essentials')).toEqual({
      value: 'prayer-essentials',
      label: 'Prayer Essentials',
      count: 1,
      selected: true,
    })
  })

  it('counts each value among the products matching the other filters, and keeps a chosen value at 0', () => {
    const { facets } = applyListing(products, parse('size=56&colour=Taupe'))
    const count = (facet: 'size' | 'colour' | 'category', value: string) =>
      facets[facet].find((v) => v.value === value)?.count
    // Sizes are counted among Taupe products; colours among size-56 products.
    expect(count('size', '54')).toBe(1)
    expect(count('colour', 'Navy')).toBe(2)
    expect(count('colour', 'Taupe')).toBe(1)
    expect(facets.size.map((v) => v.value)).toEqual(['54', '56'])
    expect(facets.category).toEqual([{ value: 'women', label: 'Women', count: 1, selected: false }])
    const none = applyListing(products, parse('size=XL'))
    expect(none.items).toEqual([])
    expect(none.facets.size.find((v) => v.value === 'XL')).toMatchObject({ count: 0, selected: true })
  })

  it('orders size values as people wear them', () => {
    expect(applyListing(products, parse('')).facets.size.map((v) => v.value)).toEqual([
      '52',
      '54',
      '56',
      '58',
      '60',
      'S',
      'M',
    ])
  })

  it('removes one filter, or all of them keeping the search and sort ("Clear all")', () => {
    const params = parse('q=abaya&size=56&colour=Black&min=10&sort=price-asc', 'relevance')
    expect(listingQuery(withoutFilter(params, 'size', '56'), 'relevance')).toBe(
      '?q=abaya&colour=Black&min=10&sort=price-asc',
    )
    expect(listingQuery(withoutFilter(params), 'relevance')).toBe('?q=abaya&sort=price-asc')
  })

  it('links products from a list filtered by one size (and colour) to that choice', () => {
    expect(choiceQuery(parse('size=56&colour=Black'))).toBe('?size=56&colour=Black')
    expect(choiceQuery(parse('size=56&size=58'))).toBe('')
    expect(choiceQuery(parse(''))).toBe('')
  })
})
