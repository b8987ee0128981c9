/**
 * Invalidation by key (docs/adr/0007-page-cache.md, docs/product.md §18.2): a content change names the documents that
 * changed, and only the cached queries that can depend on them run again — counted here per query against the seeded
 * lake. A notice without details re-runs everything. With REDIS_URL, a second instance hears the documents over
 * pub/sub and re-runs only the affected queries too.
 */
import { randomUUID } from 'node:crypto'
import express from 'express'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  ALL_PRODUCTS_QUERY,
  HERO_QUERY,
  PRODUCT_BY_SLUG_QUERY,
  PRODUCTS_BY_CATEGORY_QUERY,
  SITEMAP_QUERY,
} from '@/lib/content/queries'
import { createCatalogueService, type CatalogueServiceDeps } from '@/server/catalogue/index'
import { contentRoutes } from '@/server/catalogue/routes'
import { signWebhookPayload } from '@/server/catalogue/webhook'
import { changeChannel, openSharedPageCache } from '@/server/page-cache/shared'
import { createRateLimiters } from '@/server/rate-limit/index'
import { startSeededLake, WEBHOOK_SECRET, type SeededLake } from './harness'

let h: SeededLake
const services: Array<ReturnType<typeof createCatalogueService>> = []

beforeAll(async () => {
  h = await startSeededLake()
}, 120_000)
afterAll(async () => {
  for (const service of services) service.close()
  await h?.stop()
})

const QUERIES = {
  hero: HERO_QUERY,
  allProducts: ALL_PRODUCTS_QUERY,
  productBySlug: PRODUCT_BY_SLUG_QUERY,
  productsByCategory: PRODUCTS_BY_CATEGORY_QUERY,
  sitemap: SITEMAP_QUERY,
} as const
type QueryName = keyof typeof QUERIES

/**
 * A catalogue service over the seeded lake that counts how often each query reaches the lake. `hearsLake: false` is an
 * instance that learns of changes only through notices (the webhook, another instance), as a second process would.
 */
function countingService({ hearsLake = true }: { hearsLake?: boolean } = {}) {
  const runs = new Map<string, number>()
  const lake: NonNullable<CatalogueServiceDeps['lake']> = {
    onMutation: (listener) => (hearsLake ? h.lake.onMutation(listener) : () => undefined),
    query(groq, params, options) {
      runs.set(groq, (runs.get(groq) ?? 0) + 1)
      return h.lake.query(groq, params, options)
    },
  }
  const content = createCatalogueService({ ...h.deps, lake })
  services.push(content)
  const counts = () =>
    Object.fromEntries(Object.entries(QUERIES).map(([name, groq]) => [name, runs.get(groq) ?? 0])) as Record<
      QueryName,
      number
    >
  return { content, counts }
}

/** Fills the cache with what the home, listing, category, product and sitemap pages read. */
async function warm(content: ReturnType<typeof createCatalogueService>) {
  const [first] = await content.allProducts()
  await Promise.all([
    content.hero(),
    content.productBySlug(first!.slug),
    content.productsByCategory('women'),
    content.sitemapEntries(),
  ])
  return first!
}

/** Which queries ran between two counts. */
const ranBetween = (before: Record<QueryName, number>, after: Record<QueryName, number>) =>
  (Object.keys(before) as QueryName[]).filter((name) => after[name] !== before[name]).sort()

const PRODUCT_QUERIES: QueryName[] = ['allProducts', 'productBySlug', 'productsByCategory', 'sitemap']

describe('a publish re-runs only the queries that can depend on what changed', () => {
  it('a product edit re-runs the product queries, not the hero; a hero edit only the hero', async () => {
    const { content, counts } = countingService()
    const product = await warm(content)

    let before = counts()
    await h.writer
      .patch(product._id)
      .set({ title: `${product.title} (edited)` })
      .commit()
    await content.settled()
    expect(ranBetween(before, counts())).toEqual(PRODUCT_QUERIES)
    expect((await content.productBySlug(product.slug))?.title).toBe(`${product.title} (edited)`)

    before = counts()
    const hero = await content.hero()
    await h.writer.patch(hero!._id).set({ slogan: 'Edited slogan' }).commit()
    await content.settled()
    expect(ranBetween(before, counts())).toEqual(['hero'])
    expect((await content.hero())?.slogan).toBe('Edited slogan')

    await h.writer.patch(product._id).set({ title: product.title }).commit()
    await h.writer.patch(hero!._id).set({ slogan: hero!.slogan }).commit()
  })

  it('a category edit re-runs the queries that dereference categories, not the hero or the sitemap', async () => {
    const { content, counts } = countingService()
    await warm(content)
    const category = await h.lake.query<{ _id: string; title: string }>(
      `*[_type == "category" && slug.current == "women"][0]{_id, title}`,
    )
    const before = counts()
    await h.writer.patch(category._id).set({ title: 'Women (renamed)' }).commit()
    await content.settled()
    // The sitemap and a slug lookup by price id never read a category; the product and list queries do.
    expect(ranBetween(before, counts())).toEqual(['allProducts', 'productBySlug', 'productsByCategory'])
    expect(new Set((await content.productsByCategory('women')).map((p) => p.categoryName))).toEqual(
      new Set(['Women (renamed)']),
    )
    await h.writer.patch(category._id).set({ title: category.title }).commit()
  })

  it('a draft re-runs nothing; a notice without details re-runs everything', async () => {
    const { content, counts } = countingService()
    const product = await warm(content)
    let before = counts()
    const draftId = `drafts.${product._id}`
    await h.writer.createOrReplace({ ...(await h.writer.getDocument(product._id))!, _id: draftId, title: 'Draft' })
    await h.writer.delete(draftId)
    await content.settled()
    expect(ranBetween(before, counts())).toEqual([])

    before = counts()
    await content.revalidate('unknown')
    expect(ranBetween(before, counts())).toEqual(['hero', ...PRODUCT_QUERIES].sort())
  })

  it('with hosted content, the listener names the document: a product edit re-runs only product queries', async () => {
    const content = h.hostedService()
    const product = await warm(content)
    // The listener connects in the background: hero edits until one is heard prove it listens.
    const hero = (await content.hero())!
    let edits = 0
    await vi.waitFor(
      async () => {
        await h.writer
          .patch(hero._id)
          .set({ slogan: `${hero.slogan} ${++edits}` })
          .commit()
        await new Promise((resolve) => setTimeout(resolve, 100))
        expect(content.rerunCount).toBeGreaterThan(0)
      },
      { timeout: 10_000, interval: 0 },
    )
    await h.writer.patch(hero._id).set({ slogan: hero.slogan }).commit()
    await vi.waitFor(async () => expect((await content.hero())?.slogan).toBe(hero.slogan), { timeout: 10_000 })
    await content.settled()
    const rerun = content.rerunCount
    await h.writer
      .patch(product._id)
      .set({ title: `${product.title} (hosted edit)` })
      .commit()
    await vi.waitFor(() => expect(content.rerunCount).toBeGreaterThan(rerun), { timeout: 10_000 })
    await content.settled()
    // Five cached queries (hero, products, one product, one category, sitemap): the hero's is not run again.
    expect(content.rerunCount - rerun).toBe(PRODUCT_QUERIES.length)
    await h.writer.patch(product._id).set({ title: product.title }).commit()
  })
})

describe('the signed webhook', () => {
  let server: Server
  let base: string
  const instance = () => countingService({ hearsLake: false })
  let target: ReturnType<typeof instance>
  beforeAll(async () => {
    target = instance()
    const app = express()
    const limiters = await createRateLimiters({ logger: h.deps.logger })
    app.use(contentRoutes({ config: h.config, logger: h.deps.logger, limiters }, target.content))
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s))
    })
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const send = (body: string) =>
    fetch(`${base}/api/revalidate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sanity-webhook-signature': signWebhookPayload(WEBHOOK_SECRET, body),
      },
      body,
    })

  it('re-runs the queries of the document its body names, and everything for a body without one', async () => {
    await warm(target.content)
    let before = target.counts()
    expect((await send(JSON.stringify({ _id: 'hero', _type: 'hero', title: 'x' }))).status).toBe(200)
    expect(ranBetween(before, target.counts())).toEqual(['hero'])

    before = target.counts()
    expect((await send(JSON.stringify([{ _id: 'drafts.hero', _type: 'hero' }]))).status).toBe(200)
    expect(ranBetween(before, target.counts())).toEqual([])

    before = target.counts()
    expect((await send('')).status).toBe(200)
    expect(ranBetween(before, target.counts())).toEqual(['hero', ...PRODUCT_QUERIES].sort())
  })
})

const redisUrl = process.env.REDIS_URL
if (!redisUrl) console.info('[tests] skipping the two-instance change notice test: REDIS_URL is not set')
describe.skipIf(!redisUrl)('with REDIS_URL, two instances', () => {
  it('the second re-runs only the queries the announced documents affect; an old-format notice re-runs all', async () => {
    const source = `test-${randomUUID()}`
    const first = countingService({ hearsLake: false })
    const second = countingService({ hearsLake: false })
    const [a, b] = await Promise.all(
      [first, second].map(({ content }) => openSharedPageCache(redisUrl!, content, h.deps.logger, { source })),
    )
    try {
      const product = await warm(second.content)
      await warm(first.content)

      let before = second.counts()
      let rerun = second.content.rerunCount
      await a!.announceChange([{ id: product._id, type: 'product' }])
      await vi.waitFor(() => expect(second.content.rerunCount).toBeGreaterThan(rerun), { timeout: 5_000 })
      await second.content.settled()
      expect(ranBetween(before, second.counts())).toEqual(PRODUCT_QUERIES)
      // The announcing instance is not told its own notice.
      expect(first.content.rerunCount).toBe(0)

      // An instance of the previous release announces with its bare id: no details, so everything runs again.
      before = second.counts()
      rerun = second.content.rerunCount
      const publisher = new Redis(redisUrl!)
      try {
        expect(await publisher.publish(changeChannel(source), randomUUID())).toBe(2)
      } finally {
        await publisher.quit()
      }
      await vi.waitFor(() => expect(second.content.rerunCount).toBeGreaterThan(rerun), { timeout: 5_000 })
      await second.content.settled()
      expect(ranBetween(before, second.counts())).toEqual(['hero', ...PRODUCT_QUERIES].sort())
    } finally {
      await Promise.all([a!.close(), b!.close()])
    }
  })
})
