import { beforeAll, describe, expect, it } from 'vitest'
import { normaliseTerm } from '@/lib/catalogue/searchText'
import type { ALL_PRODUCTS_QUERY_RESULT } from '@/lib/content/sanity.types'
import { createProductSearch } from '@/server/catalogue/search'
import { loadSeed } from '@/studio/seed/index'

// docs/product.md §15: typos and plurals are forgiven; a title match ranks above a description match.

type Product = ALL_PRODUCTS_QUERY_RESULT[number]
let products: Product[]

beforeAll(async () => {
  const { documents } = await loadSeed()
  const categories = new Map(documents.filter((d) => d._type === 'category').map((d) => [d._id, d]))
  products = documents
    .filter((d) => d._type === 'product')
    .map((d) => ({
      _id: d._id,
      title: d.title as string,
      description: d.description as string,
      price: d.price as number,
      slug: (d.slug as { current: string }).current,
      categoryName: categories.get((d.category as { _ref: string })._ref)!.title as string,
      categorySlug: (categories.get((d.category as { _ref: string })._ref)!.slug as { current: string }).current,
      price_id: d.price_id as string,
      image: null,
      _createdAt: d._createdAt as string,
      variants: (d.variants as Product['variants']) ?? null,
    }))
})

const titles = async (query: string) => {
  const search = createProductSearch(async () => products)
  return (await search.search(query)).map((p) => p.title)
}

describe('product search', () => {
  it('finds the abayas from a typo, with every abaya title before any description-only match', async () => {
    const found = await titles('abya')
    const abayas = products.filter((p) => /abaya/i.test(p.title)).map((p) => p.title)
    expect(abayas.length).toBeGreaterThanOrEqual(3)
    expect(found.slice(0, abayas.length).sort()).toEqual([...abayas].sort())
  })

  it('reads a plural as its singular', async () => {
    const found = await titles('hijabs')
    expect(found[0]).toMatch(/Hijab/)
    expect(found.filter((t) => /Hijab$/.test(t)).length).toBeGreaterThanOrEqual(4)
  })

  it('matches every word when it can, and finds a product by a colour it comes in', async () => {
    expect((await titles('nidha abaya'))[0]).toBe('Classic Nidha Abaya')
    expect(await titles('navy')).toContain('Classic Nidha Abaya')
  })

  it('finds words from their beginning while typing, and nothing for an empty query', async () => {
    const thobes = products.filter((p) => /Thobe/.test(p.title)).length
    expect((await titles('thob')).slice(0, thobes).every((t) => /Thobe/.test(t))).toBe(true)
    expect(await titles('   ')).toEqual([])
  })

  it('rebuilds the index when the content changes', async () => {
    let current = products
    const search = createProductSearch(async () => current)
    expect(await search.search('zzqx')).toEqual([])
    current = [...products, { ...products[0]!, _id: 'product-new', title: 'Zzqx Travel Wrap' }]
    expect((await search.search('zzqx')).map((p) => p._id)).toEqual(['product-new'])
  })

  it('normalises case, accents and plurals the same for the index and the query', () => {
    expect(normaliseTerm('Abayas')).toBe('abaya')
    expect(normaliseTerm('Thobes')).toBe('thobe')
    expect(normaliseTerm('Accessories')).toBe('accessory')
    expect(normaliseTerm('dress')).toBe('dress')
    expect(normaliseTerm('Crème')).toBe('creme')
  })
})
