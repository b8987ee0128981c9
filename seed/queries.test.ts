import { parse } from 'groq-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { FEATURED_SLICE, NEWEST_SLICE } from '@/lib/constants'
import * as queries from '@/lib/content/queries'
import {
  ALL_PRODUCTS_QUERY,
  FEATURED_PRODUCTS_QUERY,
  HERO_QUERY,
  NEWEST_PRODUCTS_QUERY,
  PRODUCTS_BY_CATEGORY_QUERY,
  PRODUCTS_BY_PRICE_IDS_QUERY,
  PRODUCT_BY_SLUG_QUERY,
  PRODUCT_SEARCH_TEXTS_QUERY,
  SITEMAP_QUERY,
  SLUG_BY_PRICE_ID_QUERY,
} from '@/lib/content/queries'
import type {
  ALL_PRODUCTS_QUERY_RESULT,
  HERO_QUERY_RESULT,
  NEWEST_PRODUCTS_QUERY_RESULT,
  PRODUCTS_BY_PRICE_IDS_QUERY_RESULT,
  PRODUCT_BY_SLUG_QUERY_RESULT,
  PRODUCT_SEARCH_TEXTS_QUERY_RESULT,
  SITEMAP_QUERY_RESULT,
} from '@/lib/content/sanity.types'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import { runQuery } from '@/server/content-lake/query'
import { viewOf, type Perspective } from '@/server/content-lake/visibility'
import { importSeed } from './import'
import { loadSeed, type SeedBundle } from './index'
import { memorySeedTarget } from './memoryTarget'

type Doc = SeedBundle['documents'][number]

let dataset: Doc[]
let products: Doc[]

/**
 * Runs a query the way the embedded content lake does for the shop: groq-js over the imported seed, through the
 * `published` perspective the content client asks for (lib/content/client.ts). The shop always names the page's
 * language (`$locale`); English unless a test asks for another.
 */
async function run<T = unknown>(
  query: string,
  params: Record<string, unknown> = {},
  perspective: Perspective = 'published',
): Promise<T> {
  const view = viewOf(new Map(dataset.map((doc) => [doc._id, doc])), true, perspective)
  return (await runQuery(
    query,
    { locale: DEFAULT_LOCALE, ...params },
    { view, projectId: 'local', dataset: 'production' },
  )) as T
}

type Card = NEWEST_PRODUCTS_QUERY_RESULT[number]

const newestFirst = () =>
  [...products].sort((a, b) => String(b._createdAt).localeCompare(String(a._createdAt))).map((doc) => doc._id)

beforeAll(async () => {
  const memory = memorySeedTarget()
  await importSeed(memory.target, await loadSeed())
  const published = memory.dataset()
  products = published.filter((doc) => doc._type === 'product')
  // An unpublished edit of the newest product: it must never reach the shop.
  const newest = products.reduce((a, b) => (String(a._createdAt) > String(b._createdAt) ? a : b))
  const draft = { ...newest, _id: `drafts.${newest._id}`, title: 'DRAFT TITLE', _createdAt: '2026-11-01T00:00:00Z' }
  dataset = [...published, draft]
}, 60_000)

describe('lib/content/queries', () => {
  it('exports only *_QUERY strings, and each parses with groq-js', () => {
    const entries = Object.entries(queries)
    expect(entries.length).toBeGreaterThanOrEqual(9)
    for (const [name, query] of entries) {
      expect(name).toMatch(/^[A-Z][A-Z0-9_]*_QUERY$/)
      expect(typeof query).toBe('string')
      expect(() =>
        parse(query as string, { params: { slug: '', category: '', priceId: '', priceIds: [], locale: 'en' } }),
      ).not.toThrow()
    }
  })

  it('HERO_QUERY returns the hero with both images and their alt text', async () => {
    const hero = (await run<HERO_QUERY_RESULT>(HERO_QUERY))!
    expect(hero).toMatchObject({ _id: 'hero', title: 'Islamic Elegance' })
    expect(typeof hero.slogan).toBe('string')
    for (const image of [hero.primaryHeroImage, hero.secondaryHeroImage]) {
      expect(image.asset._ref).toMatch(/^image-[0-9a-f]{40}-1600x1000-webp$/)
      expect(image.alt.length).toBeGreaterThan(3)
    }
  })

  it('NEWEST_PRODUCTS_QUERY returns positions 10–13 of the newest products, as cards', async () => {
    const cards = await run<Card[]>(NEWEST_PRODUCTS_QUERY)
    expect(cards).toHaveLength(NEWEST_SLICE.end - NEWEST_SLICE.start)
    expect(cards.map((c) => c._id)).toEqual(newestFirst().slice(NEWEST_SLICE.start, NEWEST_SLICE.end))
    for (const card of cards) {
      expect(Object.keys(card).sort()).toEqual(
        [
          '_createdAt',
          '_id',
          'categoryName',
          'categorySlug',
          'description',
          'image',
          'price',
          'price_id',
          'slug',
          'title',
          'variants',
        ].sort(),
      )
      expect(card.image?.asset._ref).toMatch(/^image-[0-9a-f]{40}-1000x1250-webp$/)
      expect(['Women', 'Men', 'Accessories']).toContain(card.categoryName)
      expect(card.categorySlug).toBe(card.categoryName.toLowerCase())
      expect(typeof card.price).toBe('number')
    }
  })

  it('FEATURED_PRODUCTS_QUERY returns positions 14–18', async () => {
    const cards = await run<Card[]>(FEATURED_PRODUCTS_QUERY)
    expect(cards).toHaveLength(FEATURED_SLICE.end - FEATURED_SLICE.start)
    expect(cards.map((c) => c._id)).toEqual(newestFirst().slice(FEATURED_SLICE.start, FEATURED_SLICE.end))
  })

  it('PRODUCT_BY_SLUG_QUERY finds one product with its gallery, and null for an unknown slug', async () => {
    const product = (await run<PRODUCT_BY_SLUG_QUERY_RESULT>(PRODUCT_BY_SLUG_QUERY, { slug: 'classic-nidha-abaya' }))!
    expect(product).toMatchObject({
      _id: 'product-classic-nidha-abaya',
      title: 'Classic Nidha Abaya',
      slug: 'classic-nidha-abaya',
      categoryName: 'Women',
      price: 139,
    })
    expect(product.price_id).toMatch(/^price_/)
    expect(product.images.length).toBeGreaterThanOrEqual(2)
    expect(product.images[0]?.asset._ref).toMatch(/^image-/)
    expect(await run(PRODUCT_BY_SLUG_QUERY, { slug: 'no-such-product' })).toBeNull()
  })

  it('PRODUCTS_BY_CATEGORY_QUERY matches the category slug (the route segment), newest first', async () => {
    for (const [param, title] of [
      ['women', 'Women'],
      ['men', 'Men'],
      ['accessories', 'Accessories'],
    ] as const) {
      const cards = await run<Card[]>(PRODUCTS_BY_CATEGORY_QUERY, { category: param })
      expect(cards.length, param).toBeGreaterThanOrEqual(10)
      expect(new Set(cards.map((c) => c.categoryName))).toEqual(new Set([title]))
      const ids = cards.map((c) => c._id)
      expect(ids).toEqual(newestFirst().filter((id) => ids.includes(id)))
    }
    expect(await run(PRODUCTS_BY_CATEGORY_QUERY, { category: 'kids' })).toEqual([])
  })

  it('PRODUCTS_BY_CATEGORY_QUERY finds the products of a category whose title has several words', async () => {
    const category = { _id: 'category-prayer', _type: 'category', title: 'Prayer Essentials' }
    const kit = { ...products[0]!, _id: 'product-kit', category: { _type: 'reference', _ref: category._id } }
    const saved = dataset
    dataset = [...saved, { ...category, slug: { _type: 'slug', current: 'prayer-essentials' } }, kit]
    try {
      const cards = await run<Card[]>(PRODUCTS_BY_CATEGORY_QUERY, { category: 'prayer-essentials' })
      expect(cards.map((c) => [c._id, c.categoryName, c.categorySlug])).toEqual([
        ['product-kit', 'Prayer Essentials', 'prayer-essentials'],
      ])
    } finally {
      dataset = saved
    }
  })

  it('ALL_PRODUCTS_QUERY lists every published product newest first, never a draft', async () => {
    const cards = await run<ALL_PRODUCTS_QUERY_RESULT>(ALL_PRODUCTS_QUERY)
    expect(cards.map((c) => c._id)).toEqual(newestFirst())
    expect(cards.some((c) => c.title === 'DRAFT TITLE')).toBe(false)
    // The queries carry no drafts filter of their own: the perspective is what keeps the draft out.
    const raw = await run<ALL_PRODUCTS_QUERY_RESULT>(ALL_PRODUCTS_QUERY, {}, 'raw')
    expect(raw.some((c) => c.title === 'DRAFT TITLE')).toBe(true)
  })

  it('SLUG_BY_PRICE_ID_QUERY maps a price id to its product slug', async () => {
    const product = products.find((doc) => (doc.slug as { current: string }).current === 'red-white-shemagh')!
    expect(await run(SLUG_BY_PRICE_ID_QUERY, { priceId: product.price_id })).toBe('red-white-shemagh')
    expect(await run(SLUG_BY_PRICE_ID_QUERY, { priceId: 'price_unknown' })).toBeNull()
  })

  it('PRODUCTS_BY_PRICE_IDS_QUERY returns trusted prices for known ids only', async () => {
    const wanted = products.slice(0, 3)
    const rows = await run<PRODUCTS_BY_PRICE_IDS_QUERY_RESULT>(PRODUCTS_BY_PRICE_IDS_QUERY, {
      priceIds: [...wanted.map((doc) => doc.price_id), 'price_forged000000000000000'],
    })
    expect(rows).toHaveLength(3)
    for (const row of rows) {
      const source = wanted.find((doc) => doc._id === row._id)!
      expect(row).toMatchObject({ price: source.price, price_id: source.price_id, title: source.title })
      // In English the title the shopper's page shows is the English one.
      expect(row.localTitle).toBe(source.title)
      expect(Object.keys(row).sort()).toEqual([
        '_id',
        '_updatedAt',
        // What a discount code's categories are matched against (docs/product.md §20).
        'categoryId',
        'image',
        'localTitle',
        'price',
        'price_id',
        'slug',
        'title',
        'variants',
      ])
    }
  })

  it('PRODUCTS_BY_PRICE_IDS_QUERY finds a product by one of its variants (docs/product.md §16)', async () => {
    const abaya = products.find((doc) => doc._id === 'product-classic-nidha-abaya')!
    const variant = (abaya.variants as Array<{ price_id: string; size: string; colour: string }>)[2]!
    const rows = await run<PRODUCTS_BY_PRICE_IDS_QUERY_RESULT>(PRODUCTS_BY_PRICE_IDS_QUERY, {
      priceIds: [variant.price_id],
    })
    expect(rows.map((row) => row._id)).toEqual([abaya._id])
    expect(rows[0]!.variants).toContainEqual(expect.objectContaining({ price_id: variant.price_id, size: '56' }))
  })

  it('SITEMAP_QUERY lists every product slug with its update time', async () => {
    const rows = await run<SITEMAP_QUERY_RESULT>(SITEMAP_QUERY)
    expect(rows).toHaveLength(products.length)
    for (const row of rows) {
      expect(row.slug).toMatch(/^[a-z0-9-]+$/)
      expect(Number.isNaN(Date.parse(row._updatedAt))).toBe(false)
    }
  })
})

describe('the queries in Arabic (docs/product.md §13.10)', () => {
  const ar: { locale: Locale } = { locale: 'ar' }
  const seedDoc = (id: string) => dataset.find((doc) => doc._id === id)!
  /** The dataset with some Arabic removed, as when an editor has not translated a document yet. */
  async function withoutArabic<T>(changes: Record<string, string[]>, body: () => Promise<T>): Promise<T> {
    const saved = dataset
    dataset = saved.map((doc) => {
      const fields = changes[doc._id]
      if (!fields) return doc
      const copy = { ...doc }
      for (const field of fields) delete copy[field]
      return copy
    })
    try {
      return await body()
    } finally {
      dataset = saved
    }
  }

  it('HERO_QUERY answers the Arabic title and slogan with ar, the English with en', async () => {
    const hero = seedDoc('hero')
    expect(await run<HERO_QUERY_RESULT>(HERO_QUERY, ar)).toMatchObject({ title: hero.titleAr, slogan: hero.sloganAr })
    expect(await run<HERO_QUERY_RESULT>(HERO_QUERY, { locale: 'en' })).toMatchObject({
      title: 'Islamic Elegance',
      slogan: hero.slogan,
    })
  })

  it('PRODUCT_BY_SLUG_QUERY answers the Arabic title, description and category in the same shape', async () => {
    const params = { slug: 'classic-nidha-abaya' }
    const english = (await run<PRODUCT_BY_SLUG_QUERY_RESULT>(PRODUCT_BY_SLUG_QUERY, params))!
    const arabic = (await run<PRODUCT_BY_SLUG_QUERY_RESULT>(PRODUCT_BY_SLUG_QUERY, { ...params, ...ar }))!
    expect(arabic).toMatchObject({
      title: 'عباية ندى كلاسيكية',
      description: seedDoc('product-classic-nidha-abaya').descriptionAr,
      categoryName: 'نساء',
    })
    expect(english).toMatchObject({ title: 'Classic Nidha Abaya', categoryName: 'Women' })
    // Everything else is the same: prices, slugs, the pictures and variants do not change with the language, but
    // the pictures' alt texts and the size guides' words do (their measurements do not).
    const { title: _t, description: _d, categoryName: _c, images, sizeGuides, ...rest } = arabic
    expect(english).toMatchObject(rest)
    expect(sizeGuides?.[0]?.title).toBe('العبايات والجلابيب والقفاطين')
    expect(english.sizeGuides?.[0]?.title).toBe('Abayas, jilbabs and kaftans')
    expect(english.sizeGuides?.map((guide) => guide.rows)).toEqual(sizeGuides?.map((guide) => guide.rows))
    const withoutAlt = (list: typeof images) => list?.map(({ alt: _alt, ...image }) => image)
    expect(withoutAlt(english.images)).toEqual(withoutAlt(images))
    const photos = seedDoc('product-classic-nidha-abaya').images as { alt: string; altAr: string }[]
    expect(english.images?.map((image) => image.alt)).toEqual(photos.map((photo) => photo.alt))
    expect(images?.map((image) => image.alt)).toEqual(photos.map((photo) => photo.altAr))
  })

  it('answers no alt text for an Arabic page where the Arabic is missing, so the page describes it in Arabic', async () => {
    const hero = seedDoc('hero') as Record<string, { alt: string; altAr: string }>
    expect(await run<HERO_QUERY_RESULT>(HERO_QUERY, ar)).toMatchObject({
      primaryHeroImage: { alt: hero.primaryHeroImage!.altAr },
    })
    const untranslated = (await withoutArabic({}, async () => {
      dataset = dataset.map((doc) =>
        doc._id === 'product-classic-nidha-abaya'
          ? {
              ...doc,
              images: (doc.images as Record<string, unknown>[]).map(({ altAr: _altAr, ...image }) => image),
            }
          : doc,
      )
      return run<PRODUCT_BY_SLUG_QUERY_RESULT>(PRODUCT_BY_SLUG_QUERY, { slug: 'classic-nidha-abaya', ...ar })
    }))!
    expect(untranslated.images?.map((image) => image.alt)).toEqual(untranslated.images?.map(() => null))
  })

  it('PRODUCTS_BY_PRICE_IDS_QUERY keeps the English title for the order and answers the Arabic one beside it', async () => {
    const abaya = seedDoc('product-classic-nidha-abaya')
    const [row] = await run<PRODUCTS_BY_PRICE_IDS_QUERY_RESULT>(PRODUCTS_BY_PRICE_IDS_QUERY, {
      priceIds: [abaya.price_id],
      ...ar,
    })
    expect(row).toMatchObject({ title: 'Classic Nidha Abaya', localTitle: 'عباية ندى كلاسيكية' })
    await withoutArabic({ 'product-classic-nidha-abaya': ['titleAr'] }, async () => {
      const [untranslated] = await run<PRODUCTS_BY_PRICE_IDS_QUERY_RESULT>(PRODUCTS_BY_PRICE_IDS_QUERY, {
        priceIds: [abaya.price_id],
        ...ar,
      })
      expect(untranslated).toMatchObject({ title: 'Classic Nidha Abaya', localTitle: 'Classic Nidha Abaya' })
    })
  })

  it('lists every product in Arabic with ar, in the same order as in English', async () => {
    const english = await run<ALL_PRODUCTS_QUERY_RESULT>(ALL_PRODUCTS_QUERY)
    const arabic = await run<ALL_PRODUCTS_QUERY_RESULT>(ALL_PRODUCTS_QUERY, ar)
    expect(arabic.map((p) => p._id)).toEqual(english.map((p) => p._id))
    for (const [i, card] of arabic.entries()) {
      expect(Object.keys(card).sort()).toEqual(Object.keys(english[i]!).sort())
      expect(card.title).toBe(seedDoc(card._id).titleAr)
      expect(card.description).toBe(seedDoc(card._id).descriptionAr)
      expect(['نساء', 'رجال', 'إكسسوارات']).toContain(card.categoryName)
      expect(card.categorySlug).toBe(english[i]!.categorySlug)
    }
    const men = await run<Card[]>(PRODUCTS_BY_CATEGORY_QUERY, { category: 'men', ...ar })
    expect(new Set(men.map((c) => c.categoryName))).toEqual(new Set(['رجال']))
    const newest = await run<Card[]>(NEWEST_PRODUCTS_QUERY, ar)
    expect(newest.map((c) => c.title)).toEqual(newest.map((c) => seedDoc(c._id).titleAr))
  })

  it('falls back to the English where a document has no Arabic yet', async () => {
    await withoutArabic(
      {
        'product-classic-nidha-abaya': ['titleAr', 'descriptionAr'],
        'category-women': ['titleAr'],
        hero: ['sloganAr'],
      },
      async () => {
        const abaya = await run<PRODUCT_BY_SLUG_QUERY_RESULT>(PRODUCT_BY_SLUG_QUERY, {
          slug: 'classic-nidha-abaya',
          ...ar,
        })
        expect(abaya).toMatchObject({
          title: 'Classic Nidha Abaya',
          description: seedDoc('product-classic-nidha-abaya').description,
          categoryName: 'Women',
        })
        const hero = await run<HERO_QUERY_RESULT>(HERO_QUERY, ar)
        expect(hero).toMatchObject({ title: seedDoc('hero').titleAr, slogan: seedDoc('hero').slogan })
        // Only what is missing falls back: the rest of the list stays Arabic.
        const cards = await run<ALL_PRODUCTS_QUERY_RESULT>(ALL_PRODUCTS_QUERY, ar)
        const other = cards.find((c) => c._id === 'product-taupe-open-front-abaya')!
        expect(other).toMatchObject({ title: seedDoc(other._id).titleAr, categoryName: 'Women' })
      },
    )
  })

  it('answers English for a language the shop does not know', async () => {
    const hero = await run<HERO_QUERY_RESULT>(HERO_QUERY, { locale: 'fr' })
    expect(hero?.title).toBe('Islamic Elegance')
  })

  it('PRODUCT_SEARCH_TEXTS_QUERY gives search both languages of every product, whatever the locale', async () => {
    const rows = await run<PRODUCT_SEARCH_TEXTS_QUERY_RESULT>(PRODUCT_SEARCH_TEXTS_QUERY, ar)
    expect(rows).toHaveLength(products.length)
    const abaya = rows.find((row) => row._id === 'product-classic-nidha-abaya')!
    expect(abaya).toMatchObject({
      title: 'Classic Nidha Abaya',
      titleAr: 'عباية ندى كلاسيكية',
      categoryName: 'Women',
      categoryNameAr: 'نساء',
    })
    expect(abaya.colours).toContain('Navy')
  })
})
