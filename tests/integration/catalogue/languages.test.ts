/**
 * The catalogue in Arabic (docs/product.md §13.10, §15.2): the catalogue service answers in the page's language with
 * the English as fallback, keeps each language's answer apart, and search finds products by their Arabic or English
 * words whatever the page's language.
 */
import express from 'express'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SuggestionsResponse } from '@/lib/search/suggestions'
import { contentRoutes } from '@/server/catalogue/routes'
import { createRateLimiters } from '@/server/rate-limit/index'
import { startSeededLake, type SeededLake } from './harness'

let h: SeededLake

beforeAll(async () => {
  h = await startSeededLake()
}, 120_000)
afterAll(() => h?.stop())

const ABAYAS = ['product-classic-nidha-abaya', 'product-navy-embroidered-eid-abaya', 'product-taupe-open-front-abaya']

describe('content in the page’s language', () => {
  it.each(['service', 'hostedService'] as const)(
    'answers Arabic for ar and English otherwise, each from its own cache entry (%s)',
    async (source) => {
      const content = h[source]()
      expect((await content.hero('ar'))?.title).toBe('أناقة إسلامية')
      expect((await content.hero())?.title).toBe('Islamic Elegance')
      expect((await content.hero('en'))?.title).toBe('Islamic Elegance')
      const before = h.queries()
      expect((await content.hero('ar'))?.title).toBe('أناقة إسلامية')
      expect((await content.hero('en'))?.title).toBe('Islamic Elegance')
      expect(h.queries()).toBe(before)

      const arabic = await content.productBySlug('white-emirati-thobe', 'ar')
      expect(arabic).toMatchObject({ title: 'ثوب إماراتي أبيض', categoryName: 'رجال', slug: 'white-emirati-thobe' })
      expect(await content.productBySlug('white-emirati-thobe')).toMatchObject({
        title: 'White Emirati Thobe',
        categoryName: 'Men',
        price: arabic!.price,
      })
      const men = await content.productsByCategory('men', 'ar')
      expect(men.length).toBeGreaterThan(0)
      expect(new Set(men.map((p) => p.categoryName))).toEqual(new Set(['رجال']))
      const [english, translated] = await Promise.all([content.allProducts(), content.allProducts('ar')])
      expect(translated.map((p) => p._id)).toEqual(english.map((p) => p._id))
      expect(translated.every((p, i) => p.title !== english[i]!.title)).toBe(true)
    },
  )

  it("answers its category's size guides in the page's language (docs/product.md §16.7)", async () => {
    const content = h.service()
    const [english, arabic] = await Promise.all([
      content.productBySlug('white-emirati-thobe'),
      content.productBySlug('white-emirati-thobe', 'ar'),
    ])
    expect(english?.sizeGuides?.map((guide) => guide.title)).toEqual(['Thobes, jubbas, bishts and sirwal', 'Kufis'])
    expect(arabic?.sizeGuides?.map((guide) => guide.title)).toEqual(['الثياب والجبب والبشوت والسراويل', 'الطواقي'])
    expect(arabic?.sizeGuides?.[0]?.rows?.[3]).toEqual({
      size: 'XL',
      chestCm: 120,
      lengthCm: 155,
      heightFromCm: null,
      heightToCm: null,
      headCm: null,
    })
  })

  it('shows a published Arabic edit on Arabic pages and leaves the English answer as it was', async () => {
    const content = h.service()
    const id = 'product-white-emirati-thobe'
    const english = await content.productBySlug('white-emirati-thobe')
    await content.productBySlug('white-emirati-thobe', 'ar')
    await h.writer.patch(id).set({ titleAr: 'كندورة إماراتية بيضاء' }).commit()
    try {
      expect((await content.productBySlug('white-emirati-thobe', 'ar'))?.title).toBe('كندورة إماراتية بيضاء')
      // The English texts are untouched (the document's _updatedAt moves, as with any publish).
      expect(await content.productBySlug('white-emirati-thobe')).toMatchObject({
        title: english!.title,
        description: english!.description,
        categoryName: english!.categoryName,
      })
      // An Arabic field removed: the Arabic page shows the English.
      await h.writer.patch(id).unset(['titleAr']).commit()
      expect((await content.productBySlug('white-emirati-thobe', 'ar'))?.title).toBe('White Emirati Thobe')
    } finally {
      await h.writer.patch(id).set({ titleAr: 'ثوب إماراتي أبيض' }).commit()
    }
    expect((await content.productBySlug('white-emirati-thobe', 'ar'))?.title).toBe('ثوب إماراتي أبيض')
  })
})

describe('search in Arabic', () => {
  it('finds the abayas first for عباية, عبايه and العباية, shown in the page’s language', async () => {
    const content = h.service()
    /** The first three found for `query` are the abayas, each titled as `titled` says. */
    const expectAbayasFirst = (
      found: Awaited<ReturnType<typeof content.search>>,
      titled: (title: string) => boolean,
      query: string,
    ) => {
      const first = found.slice(0, 3)
      expect(first.map((p) => p._id).sort(), query).toEqual(ABAYAS)
      expect(
        first.every((p) => titled(p.title)),
        query,
      ).toBe(true)
    }
    for (const query of ['عباية', 'عبايه', 'العباية']) {
      expectAbayasFirst(await content.search(query, Infinity, 'ar'), (title) => title.startsWith('عباية'), query)
      // An English page finds them by their Arabic name too, and shows them in English.
      expectAbayasFirst(await content.search(query), (title) => /Abaya$/.test(title), query)
    }
  })

  it('searches English as before, and finds the same products from an Arabic page', async () => {
    const content = h.service()
    const english = await content.search('abaya')
    expect(
      english
        .slice(0, 3)
        .map((p) => p._id)
        .sort(),
    ).toEqual(ABAYAS)
    expect(
      (await content.search('abya'))
        .slice(0, 3)
        .map((p) => p._id)
        .sort(),
    ).toEqual(ABAYAS)
    expect((await content.search('nidha abaya'))[0]?.title).toBe('Classic Nidha Abaya')
    const fromArabic = await content.search('abaya', Infinity, 'ar')
    expect(fromArabic.map((p) => p._id)).toEqual(english.map((p) => p._id))
    expect(fromArabic[0]?.title).toMatch(/^عباية/)
    expect(await content.search('abaya', 2)).toHaveLength(2)
  })

  it('finds a product by the Arabic an editor has just published', async () => {
    const content = h.service()
    const id = 'product-black-evening-bisht'
    expect(await content.search('سهرة')).toEqual([])
    await h.writer.patch(id).set({ titleAr: 'بشت سهرة أسود' }).commit()
    try {
      expect((await content.search('سهرة', Infinity, 'ar')).map((p) => [p._id, p.title])).toEqual([
        [id, 'بشت سهرة أسود'],
      ])
    } finally {
      await h.writer.patch(id).set({ titleAr: 'بشت مسائي أسود' }).commit()
    }
  })
})

describe('suggestions in the page’s language', () => {
  let server: Server
  let base: string
  beforeAll(async () => {
    const app = express()
    const limiters = await createRateLimiters({ logger: h.deps.logger })
    app.use(contentRoutes({ config: h.config, logger: h.deps.logger, limiters }, h.service()))
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s))
    })
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const suggest = async (query: string) => {
    const res = await fetch(`${base}/api/search/suggestions?${query}`)
    expect(res.status).toBe(200)
    return ((await res.json()) as SuggestionsResponse).products
  }

  it('answers Arabic titles and categories with locale=ar, English without it or for an unknown locale', async () => {
    const q = encodeURIComponent('العباية')
    const arabic = await suggest(`q=${q}&locale=ar`)
    expect(
      arabic
        .slice(0, 3)
        .map((p) => p.slug)
        .sort(),
    ).toEqual(ABAYAS.map((id) => id.replace('product-', '')))
    expect(arabic[0]).toMatchObject({ title: expect.stringMatching(/^عباية/), categoryName: 'نساء' })
    const english = await suggest(`q=${q}`)
    expect(english.map((p) => p.slug)).toEqual(arabic.map((p) => p.slug))
    expect(english[0]).toMatchObject({ title: expect.stringMatching(/Abaya$/), categoryName: 'Women' })
    expect((await suggest('q=abaya&locale=fr')).map((p) => p.title)).toEqual(
      (await suggest('q=abaya')).map((p) => p.title),
    )
  })
})
