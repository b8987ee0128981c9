import express from 'express'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CATEGORIES, FEATURED_SLICE, NEWEST_SLICE } from '@/lib/constants'
import { ContentUnavailableError } from '@/lib/content/unavailable'
import { contentRoutes } from '@/server/catalogue/routes'
import { signWebhookPayload } from '@/server/catalogue/webhook'
import { createRateLimiters } from '@/server/rate-limit/index'
import { PUBLIC_URL, startSeededLake, WEBHOOK_SECRET, type SeededLake } from './harness'

let h: SeededLake

beforeAll(async () => {
  h = await startSeededLake()
}, 120_000)
afterAll(() => h?.stop())

describe('catalogue service against the seeded lake', () => {
  it('returns the hero and the two home slices (4 and 5 products, newest first)', async () => {
    const content = h.service()
    const hero = await content.hero()
    expect(hero?.title).toBe('Islamic Elegance')
    expect(hero?.primaryHeroImage.asset._ref).toMatch(/^image-/)

    const all = await content.allProducts()
    expect(all.length).toBeGreaterThanOrEqual(36)
    const newest = await content.newestProducts()
    const featured = await content.featuredProducts()
    expect(newest).toHaveLength(NEWEST_SLICE.end - NEWEST_SLICE.start)
    expect(featured).toHaveLength(FEATURED_SLICE.end - FEATURED_SLICE.start)
    expect(newest.map((p) => p.slug)).toEqual(all.slice(NEWEST_SLICE.start, NEWEST_SLICE.end).map((p) => p.slug))
    expect(featured.map((p) => p.slug)).toEqual(all.slice(FEATURED_SLICE.start, FEATURED_SLICE.end).map((p) => p.slug))
    for (const product of newest) {
      expect(product.price).toBeTypeOf('number')
      expect(product.price_id).toBeTruthy()
      expect(product.image?.asset._ref).toMatch(/^image-/)
    }
  })

  it('lists only the asked category, for every category', async () => {
    const content = h.service()
    for (const category of CATEGORIES) {
      const products = await content.productsByCategory(category.slug)
      expect(products.length).toBeGreaterThan(0)
      expect(new Set(products.map((p) => p.categoryName))).toEqual(new Set([category.title]))
    }
    expect(await content.productsByCategory('no-such-category')).toEqual([])
  })

  it('finds a product by slug and by price id; unknown ones are null or empty', async () => {
    const content = h.service()
    const [first, second] = await content.allProducts()
    const product = await content.productBySlug(first!.slug)
    expect(product).toMatchObject({
      _id: first!._id,
      title: first!.title,
      price: first!.price,
      price_id: first!.price_id,
    })
    expect(product!.images.length).toBeGreaterThan(0)
    expect(await content.productBySlug('no-such-product')).toBeNull()

    expect(await content.slugByPriceId(first!.price_id)).toBe(first!.slug)
    expect(await content.slugByPriceId('price_nope')).toBeNull()

    const byIds = await content.productsByPriceIds([second!.price_id, first!.price_id, 'price_nope'])
    expect(byIds.map((p) => p.price_id).sort()).toEqual([first!.price_id, second!.price_id].sort())
    expect(byIds.find((p) => p.price_id === first!.price_id)).toMatchObject({
      title: first!.title,
      price: first!.price,
      slug: first!.slug,
    })
  })

  it('gives sitemap entries for every product, with _updatedAt', async () => {
    const content = h.service()
    const entries = await content.sitemapEntries()
    expect(entries).toHaveLength((await content.allProducts()).length)
    for (const entry of entries) expect(Date.parse(entry._updatedAt)).not.toBeNaN()
  })

  it('builds relative image URLs for pages and absolute ones for og:image', async () => {
    const content = h.service()
    const hero = await content.hero()
    const url = content.images.imageUrl(hero!.primaryHeroImage, { w: 400, h: 500 })
    expect(url).toMatch(/^\/content\/images\/local\/production\/.+\?.*w=400/)
    expect(url).toContain('auto=format')
    expect(content.absoluteImages.imageUrl(hero!.primaryHeroImage, { w: 1200 })).toMatch(
      new RegExp(`^${PUBLIC_URL}/content/images/`),
    )
    const image = await fetch(h.origin + url, { headers: { accept: 'image/avif,image/webp,*/*' } })
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/image\/(webp|avif)/)
  })
})

describe('the content cache', () => {
  it('answers a repeated query from memory', async () => {
    const content = h.service()
    const before = h.queries()
    await content.allProducts()
    expect(h.queries()).toBe(before + 1)
    await content.allProducts()
    await Promise.all([content.hero(), content.hero(), content.hero()])
    expect(h.queries()).toBe(before + 2)
  })

  it('is purged by a mutation in the lake', async () => {
    const content = h.service()
    const [first] = await content.allProducts()
    expect((await content.productBySlug(first!.slug))?.title).toBe(first!.title)
    await h.writer
      .patch(first!._id)
      .set({ title: `${first!.title} (renamed)` })
      .commit()
    expect((await content.productBySlug(first!.slug))?.title).toBe(`${first!.title} (renamed)`)
    await h.writer.patch(first!._id).set({ title: first!.title }).commit()
    expect((await content.allProducts())[0]!.title).toBe(first!.title)
  })

  it.each(['service', 'hostedService'] as const)(
    'never shows a draft (%s), though a draft is there to read',
    async (source) => {
      const content = h[source]()
      const [first] = await content.allProducts()
      const draftId = `drafts.${first!._id}`
      await h.writer.createOrReplace({
        ...(await h.writer.getDocument(first!._id))!,
        _id: draftId,
        title: 'Unpublished title',
      })
      try {
        await content.revalidate()
        expect((await content.productBySlug(first!.slug))?.title).toBe(first!.title)
        const titles = (await content.allProducts()).map((p) => p.title)
        expect(titles).not.toContain('Unpublished title')
        expect(titles).toHaveLength(new Set((await content.allProducts()).map((p) => p._id)).size)
      } finally {
        await h.writer.delete(draftId)
      }
    },
  )

  it('serves stale content while hosted content is down, and refreshes in the background once it is back', async () => {
    const content = h.hostedService({ freshMs: 0, timeoutMs: 500 })
    const hero = await content.hero()
    try {
      h.setMode('error')
      // Stale: answered from memory although the lake fails (the failed background refresh is only logged).
      expect(await content.hero()).toEqual(hero)
      expect(await content.hero()).toEqual(hero)
    } finally {
      h.setMode('up')
    }
    const before = h.queries()
    expect(await content.hero()).toEqual(hero)
    // That stale answer started one background refresh.
    await expect.poll(() => h.queries()).toBe(before + 1)
  })

  it('throws ContentUnavailableError after the timeout when nothing is cached and hosted content hangs', async () => {
    const content = h.hostedService({ timeoutMs: 300 })
    h.setMode('hang')
    try {
      const started = Date.now()
      await expect(content.featuredProducts()).rejects.toBeInstanceOf(ContentUnavailableError)
      expect(Date.now() - started).toBeLessThan(3000)
    } finally {
      h.setMode('up')
    }
    expect(await content.featuredProducts()).toHaveLength(5)
  })

  it('throws ContentUnavailableError when hosted content answers with an error and nothing is cached', async () => {
    const content = h.hostedService({ timeoutMs: 500 })
    h.setMode('error')
    try {
      await expect(content.productBySlug('anything')).rejects.toBeInstanceOf(ContentUnavailableError)
    } finally {
      h.setMode('up')
    }
  })
})

describe('content routes', () => {
  let server: Server
  let base: string
  let content: ReturnType<SeededLake['service']>
  beforeAll(async () => {
    content = h.service()
    const app = express()
    const limiters = await createRateLimiters({ logger: h.deps.logger })
    app.use(contentRoutes({ config: h.config, logger: h.deps.logger, limiters }, content))
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s))
    })
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('serves a sitemap with every product, category and static page as absolute URLs', async () => {
    const res = await fetch(`${base}/sitemap.xml`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/xml/)
    const xml = await res.text()
    const products = await content.allProducts()
    for (const product of products) expect(xml).toContain(`<loc>${PUBLIC_URL}/product/${product.slug}</loc>`)
    for (const category of CATEGORIES) expect(xml).toContain(`<loc>${PUBLIC_URL}/category/${category.slug}</loc>`)
    for (const path of ['/', '/products', '/our-story', '/contact-us', '/privacy-policy'])
      expect(xml).toContain(`<loc>${PUBLIC_URL}${path}</loc>`)
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/)
    expect(xml).not.toContain('/cart')
  })

  it('serves robots.txt that allows the shop, keeps private paths out and names the sitemap', async () => {
    const text = await (await fetch(`${base}/robots.txt`)).text()
    expect(text).toContain('User-agent: *')
    expect(text).toContain('Allow: /')
    for (const path of ['/cart', '/wishlist', '/api/', '/dev/', '/pay/']) expect(text).toContain(`Disallow: ${path}`)
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`)
  })

  it('revalidates the cached queries on a correctly signed webhook and refuses tampered or unsigned ones', async () => {
    await content.allProducts()
    const body = JSON.stringify({ _id: 'product-x', _type: 'product' })
    const send = (payload: string, signature?: string) =>
      fetch(`${base}/api/revalidate`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'sanity-webhook-signature': signature } : {}),
        },
        body: payload,
      })

    const tampered = await send(body.replace('product-x', 'product-y'), signWebhookPayload(WEBHOOK_SECRET, body))
    expect(tampered.status).toBe(401)
    expect((await send(body)).status).toBe(401)
    expect((await send(body, signWebhookPayload('wrong-secret', body))).status).toBe(401)
    expect((await send(body, signWebhookPayload(WEBHOOK_SECRET, body, Date.now() - 60 * 60 * 1000))).status).toBe(401)

    let before = h.queries()
    await content.allProducts()
    expect(h.queries()).toBe(before)

    before = h.queries()
    const valid = await send(body, signWebhookPayload(WEBHOOK_SECRET, body))
    expect(valid.status).toBe(200)
    expect(await valid.json()).toEqual({ revalidated: true })
    // The answer comes once every cached query has been asked again; reads then come from the cache.
    const asked = h.queries()
    expect(asked).toBeGreaterThan(before)
    await content.allProducts()
    expect(h.queries()).toBe(asked)
  })
})
