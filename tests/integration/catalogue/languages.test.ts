/**
 * The catalogue in Arabic (docs/product.md §13.10): the content service answers in the page's language with the
 * English as fallback, and keeps each language's answer apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSeededLake, type SeededLake } from './harness'

let h: SeededLake

beforeAll(async () => {
  h = await startSeededLake()
}, 120_000)
afterAll(() => h?.stop())

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
