/**
 * The page stores hold their bytes under a budget (N8, docs/security.md §3), and pages with a query string have their
 * own small share of it: a flood of made-up searches never evicts a plain page. In memory, and in Redis when
 * REDIS_URL is set.
 */
import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import {
  memoryPageStore,
  QUERY_SHARE,
  redisPageStore,
  type CachedPage,
  type PageStore,
} from '@/server/page-cache/store'

const redisUrl = process.env.REDIS_URL
if (!redisUrl) console.info('[tests] skipping the Redis page store variant: REDIS_URL is not set')
const redis = redisUrl ? new Redis(redisUrl) : undefined
afterAll(async () => {
  await redis?.quit()
})

const BUDGET = 64 * 1024
const page = (bytes: number, deps: string[] = ['q:all']): CachedPage => ({
  status: 200,
  headers: [['content-type', 'text/html;charset=utf-8']],
  etag: `W/"${randomUUID()}"`,
  body: Buffer.alloc(bytes, 'a'),
  gzip: Buffer.alloc(64, 'g'),
  br: Buffer.alloc(64, 'b'),
  deps,
})

const stores: Array<{ name: string; open?: () => { store: PageStore; used?: () => Promise<number> } }> = [
  { name: 'memory', open: () => ({ store: memoryPageStore({ maxBytes: BUDGET }) }) },
  {
    name: 'redis',
    open: redis
      ? () => {
          const prefix = `pc-test:${randomUUID()}`
          const store = redisPageStore(redis, { prefix, ttlSec: 60, maxBytes: BUDGET })
          const used = async () =>
            Number((await redis.get(`${prefix}:bytes:q`)) ?? 0) + Number((await redis.get(`${prefix}:bytes:p`)) ?? 0)
          return { store, used }
        }
      : undefined,
  },
]

describe.each(stores)('page store in $name', ({ open }) => {
  it.skipIf(!open)('a flood of query pages stays in its share and never evicts a plain page', async () => {
    const { store, used } = open!()
    await store.set('/', page(4000))
    await store.set('/products', page(4000))
    for (let i = 0; i < 200; i++) await store.set(`/search?q=term${i}`, page(1000))
    expect(await store.get('/')).toBeDefined()
    expect(await store.get('/products')).toBeDefined()
    // The newest searches are kept, the oldest went: no more than the share's bytes of them.
    expect(await store.get('/search?q=term199')).toBeDefined()
    expect(await store.get('/search?q=term0')).toBeUndefined()
    const kept = (await Promise.all(Array.from({ length: 200 }, (_, i) => store.get(`/search?q=term${i}`)))).filter(
      Boolean,
    ).length
    expect(kept * 1640).toBeLessThanOrEqual(BUDGET * QUERY_SHARE)
    expect(kept).toBeGreaterThan(0)
    // Redis counts what it holds: the counter never passes the budget.
    if (used) expect(await used()).toBeLessThanOrEqual(BUDGET)
  })

  it.skipIf(!open)('plain pages are held under their budget, the oldest going first', async () => {
    const { store } = open!()
    for (let i = 0; i < 40; i++) await store.set(`/product/p${i}`, page(4000))
    expect(await store.get('/product/p0')).toBeUndefined()
    expect(await store.get('/product/p39')).toBeDefined()
    expect(await store.size()).toBeLessThanOrEqual(Math.floor((BUDGET * (1 - QUERY_SHARE)) / 4640))
  })

  it.skipIf(!open)('an eviction by dependency frees the bytes it held', async () => {
    const { store, used } = open!()
    await store.set('/a', page(4000, ['q:a']))
    await store.set('/b', page(4000, ['q:b']))
    const before = await used?.()
    await store.evictDependents('q:a')
    expect(await store.get('/a')).toBeUndefined()
    expect(await store.get('/b')).toBeDefined()
    if (used) expect(await used()).toBe(before! - 4640)
  })
})
