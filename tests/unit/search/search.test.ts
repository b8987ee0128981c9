import { evaluate, parse } from 'groq-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { normaliseTerm } from '@/lib/catalogue/searchText'
import { PRODUCT_SEARCH_TEXTS_QUERY } from '@/lib/content/queries'
import type { PRODUCT_SEARCH_TEXTS_QUERY_RESULT } from '@/lib/content/sanity.types'
import { createProductSearch } from '@/server/catalogue/search'
import { loadSeed } from '@/seed/index'

// docs/product.md §15: typos and plurals are forgiven; a title match ranks above a description match; English and
// Arabic words both find a product.

type ProductTexts = PRODUCT_SEARCH_TEXTS_QUERY_RESULT[number]
let products: ProductTexts[]

beforeAll(async () => {
  // The index's own query, run by groq-js over the seed as the embedded lake runs it.
  const { documents } = await loadSeed()
  products = (await (await evaluate(parse(PRODUCT_SEARCH_TEXTS_QUERY), { dataset: documents })).get()) as ProductTexts[]
})

/** English titles of what a search finds, best first. */
const titles = async (query: string) => {
  const search = createProductSearch(async () => products)
  const byId = new Map(products.map((p) => [p._id, p.title]))
  return (await search.search(query)).map((id) => byId.get(id))
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
    expect(found.filter((t) => /Hijab$/.test(t!)).length).toBeGreaterThanOrEqual(4)
  })

  it('matches every word when it can, and finds a product by a colour it comes in', async () => {
    expect((await titles('nidha abaya'))[0]).toBe('Classic Nidha Abaya')
    expect(await titles('navy')).toContain('Classic Nidha Abaya')
  })

  it('finds words from their beginning while typing, and nothing for an empty query', async () => {
    const thobes = products.filter((p) => /Thobe/.test(p.title)).length
    expect((await titles('thob')).slice(0, thobes).every((t) => /Thobe/.test(t!))).toBe(true)
    expect(await titles('   ')).toEqual([])
  })

  it('rebuilds the index when the content changes', async () => {
    let current = products
    const search = createProductSearch(async () => current)
    expect(await search.search('zzqx')).toEqual([])
    current = [...products, { ...products[0]!, _id: 'product-new', title: 'Zzqx Travel Wrap' }]
    expect(await search.search('zzqx')).toEqual(['product-new'])
  })

  it('normalises case, accents and plurals the same for the index and the query', () => {
    expect(normaliseTerm('Abayas')).toBe('abaya')
    expect(normaliseTerm('Thobes')).toBe('thobe')
    expect(normaliseTerm('Accessories')).toBe('accessory')
    expect(normaliseTerm('dress')).toBe('dress')
    expect(normaliseTerm('Crème')).toBe('creme')
  })
})

describe('product search in Arabic', () => {
  const abayas = () =>
    products
      .filter((p) => /Abaya/.test(p.title))
      .map((p) => p.title)
      .sort()

  it('finds the abayas, first, however عباية is spelled', async () => {
    expect(abayas()).toHaveLength(3)
    // With and without the article, taa marbuta as haa, vowel marks, tatweel, the plural, the classical hamza.
    for (const query of ['عباية', 'عبايه', 'العباية', 'عَبَايَة', 'عبـــاية', 'عبايات', 'عباءة'])
      expect((await titles(query)).slice(0, 3).sort(), query).toEqual(abayas())
  })

  it('finds a product by its Arabic title while typing, and by Arabic words of a category or description', async () => {
    expect((await titles('عباية ندى'))[0]).toBe('Classic Nidha Abaya')
    expect((await titles('بش')).slice(0, 2).sort()).toEqual(['Black Evening Bisht', 'Camel Bisht with Gold Trim'])
    expect(await titles('إكسسوارات')).toContain('Pearl Hijab Pin Set')
    expect(await titles('كندورة')).toEqual(['White Emirati Thobe'])
  })

  it('finds the same products in either language', async () => {
    expect((await titles('ثوب')).slice(0, 3).sort()).toEqual((await titles('thobe')).slice(0, 3).sort())
    expect(new Set((await titles('سجادة صلاة')).slice(0, 2))).toEqual(new Set((await titles('prayer mat')).slice(0, 2)))
  })

  it('reads Arabic-Indic digits as digits', async () => {
    expect((await titles('مسبحة ٩٩'))[0]).toBe('Olive Wood Tasbih, 99 Beads')
  })
})
