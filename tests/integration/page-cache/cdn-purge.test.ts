/**
 * One CDN purge per content change across instances (issue 24, server/page-cache/purge-claims.ts): two instances
 * over one Redis (a scratch database, harness/redis.ts), each with its catalogue service, shared page cache and
 * CDN purge queue wired as server/services.ts wires them, in front of the loopback Fastly fake. Whether both hear a
 * change themselves (as each does from Sanity's listener) or one hears it and tells the other (the webhook, then
 * pub/sub), one purge request goes out; an edit undone and redone within seconds is purged each time.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { PRODUCT_BY_SLUG_QUERY } from '@/lib/content/queries'
import { createCatalogueService, type CatalogueService } from '@/server/catalogue/index'
import { queryKey } from '@/server/catalogue/query-key'
import { fastlyPurger, purgeQueue, queryTag } from '@/server/page-cache/cdn'
import { openSharedPageCache, type SharedPageCache } from '@/server/page-cache/shared'
import { startFastlyFake } from '../../helpers/fastly-fake'
import { createScratchRedisDatabase } from '@/harness/redis'
import { startSeededLake, type SeededLake } from '../catalogue/harness'

const redisUrl = process.env.REDIS_URL
if (!redisUrl) console.info('[tests] skipping the once-per-change CDN purge test: REDIS_URL is not set')

interface Instance {
  content: CatalogueService
  shared: SharedPageCache
  purges: ReturnType<typeof purgeQueue>
  close(): Promise<void>
}

describe.skipIf(!redisUrl)('with REDIS_URL, two instances in front of one CDN', () => {
  let h: SeededLake
  let fastly: Awaited<ReturnType<typeof startFastlyFake>>
  let redis: Awaited<ReturnType<typeof createScratchRedisDatabase>>
  const instances: Instance[] = []
  beforeAll(async () => {
    ;[h, fastly, redis] = await Promise.all([
      startSeededLake(),
      startFastlyFake(),
      createScratchRedisDatabase(redisUrl!),
    ])
  }, 120_000)
  // An instance left open would hear the next test's edits and purge them too.
  afterEach(async () => {
    for (const instance of instances.splice(0)) await instance.close()
  })
  afterAll(async () => {
    await fastly?.close()
    await redis?.drop()
    await h?.stop()
  })

  /** An instance of one deployment (`source`); `hearsLake: false` learns of changes only through notices. */
  async function instance(source: string, { hearsLake }: { hearsLake: boolean }): Promise<Instance> {
    const content = createCatalogueService({
      ...h.deps,
      lake: {
        onMutation: (listener) => (hearsLake ? h.lake.onMutation(listener) : () => undefined),
        query: (groq, params, options) => h.lake.query(groq, params, options),
      },
    })
    const shared = await openSharedPageCache(redis.url, content, h.deps.logger, { source })
    const purger = fastlyPurger({ serviceId: 'svc-test', apiToken: 'fastly-token-for-tests', apiUrl: fastly.url })
    const purges = purgeQueue(purger, () => content.settled(), h.deps.logger, shared.purgeClaims)
    const stop = content.onQueryChange((key, result) => purges.changed(key, result))
    const created: Instance = {
      content,
      shared,
      purges,
      async close() {
        stop()
        content.close()
        await purges.settled()
        await shared.close()
      },
    }
    instances.push(created)
    return created
  }

  /** Both instances cache what the listing and product pages read. */
  async function warm(...all: Instance[]) {
    const [product] = await all[0]!.content.allProducts()
    for (const { content } of all)
      await Promise.all([
        content.allProducts(),
        content.productBySlug(product!.slug),
        content.productsByCategory('women'),
        content.sitemapEntries(),
      ])
    return product!
  }

  /** Resolves once every instance has revalidated and sent (or skipped) its purge. */
  async function settled(...all: Instance[]) {
    await Promise.all(all.map(({ content }) => content.settled()))
    await Promise.all(all.map(({ purges }) => purges.settled()))
  }

  const rename = (id: string, title: string) => h.writer.patch(id).set({ title }).commit()

  it('both hear the change: one purge request, with the changed product’s tag; an undo and a redo, one each', async () => {
    const source = `test-${randomUUID()}`
    const [a, b] = await Promise.all([instance(source, { hearsLake: true }), instance(source, { hearsLake: true })])
    const product = await warm(a, b)
    const productTag = queryTag(queryKey(PRODUCT_BY_SLUG_QUERY, { slug: product.slug, locale: 'en' }))
    try {
      for (const title of [`${product.title} (CDN once)`, product.title, `${product.title} (CDN once)`]) {
        const before = fastly.purges.length
        await rename(product._id, title)
        await settled(a, b)
        expect({ title, requests: fastly.purges.length - before }).toEqual({ title, requests: 1 })
        expect(fastly.purges.at(-1)!.tags).toContain(productTag)
      }
    } finally {
      await rename(product._id, product.title)
      await settled(a, b)
    }
  })

  it('one hears the change and tells the other over pub/sub: one purge request', async () => {
    const source = `test-${randomUUID()}`
    const [a, b] = await Promise.all([instance(source, { hearsLake: false }), instance(source, { hearsLake: false })])
    const product = await warm(a, b)
    const change = [{ id: product._id, type: 'product' }]
    try {
      const before = fastly.purges.length
      const rerun = b.content.rerunCount
      await rename(product._id, `${product.title} (webhook)`)
      // As server/services.ts answers the signed webhook: revalidate here, then tell the others.
      await a.content.revalidate(change)
      await a.shared.announceChange(change)
      await vi.waitFor(() => expect(b.content.rerunCount).toBeGreaterThan(rerun), { timeout: 5_000 })
      await settled(a, b)
      expect(fastly.purges.length - before).toBe(1)
    } finally {
      await rename(product._id, product.title)
      await a.content.revalidate(change)
      await b.content.revalidate(change)
      await settled(a, b)
    }
  })
})
