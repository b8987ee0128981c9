/**
 * A CDN in front of the shop (issue 24, item 3; server/page-cache/cdn.ts): anonymous pages name their dependencies
 * in `Surrogate-Key`/`Cache-Tag` and tell CDNs how long to keep them, nothing user-specific is tagged, and a
 * published edit purges exactly the changed queries' tags through Fastly's purge-by-surrogate-key API, played by a
 * loopback fake that speaks it (tests/helpers/fastly-fake.ts).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFastlyFake, type Purge } from '../helpers/fastly-fake'
import type { ShopProcess } from '@/harness/shop'
import { shopPerFile } from '../helpers/shops-per-test'

let purges: Purge[] = []
let fastly: Awaited<ReturnType<typeof startFastlyFake>> | undefined
let fastlyUrl: string
beforeAll(async () => {
  fastly = await startFastlyFake()
  fastlyUrl = fastly.url
  purges = fastly.purges
})
afterAll(async () => {
  await fastly?.close()
})

const cdnEnv = () => ({
  CDN_PROVIDER: 'fastly',
  FASTLY_SERVICE_ID: 'svc-test-1',
  FASTLY_API_TOKEN: 'fastly-token-for-tests',
  FASTLY_API_URL: fastlyUrl,
})

/**
 * One shop for the file (issue 34: a shop's start is the app project's largest cost). The first two tests only read;
 * the purge test empties the fake's list before its edit and renders every page it asserts on itself.
 */
const cdnShop = shopPerFile(() => ({ env: cdnEnv() }))

async function get(url: string) {
  const res = await fetch(url)
  await res.arrayBuffer()
  return { status: res.status, cache: res.headers.get('x-page-cache'), headers: res.headers }
}
const queryTags = (headers: Headers) =>
  (headers.get('surrogate-key') ?? '').split(' ').filter((t) => t.startsWith('q-'))

async function productOf(shop: ShopProcess, category: string) {
  const query = `*[_type == "product" && category->slug.current == $c] | order(_createdAt desc)[0]{_id, title, "slug": slug.current}`
  const url = `${shop.url}/content/v2022-03-07/data/query/production?query=${encodeURIComponent(query)}&$c=${encodeURIComponent(JSON.stringify(category))}`
  return ((await (await fetch(url)).json()) as { result: { _id: string; title: string; slug: string } }).result
}

describe('CDN', () => {
  it('tags anonymous pages with their dependencies and gives CDNs a long max-age with stale-while-revalidate', async () => {
    const shop = await cdnShop()
    const product = await productOf(shop, 'women')
    for (const page of [`/product/${product.slug}`, '/products']) {
      await get(`${shop.url}${page}`)
      for (const { headers } of [await get(`${shop.url}${page}`)]) {
        const keys = (headers.get('surrogate-key') ?? '').split(' ')
        expect(keys).toEqual(expect.arrayContaining(['nt-all', 'type-product']))
        expect(keys.some((k) => /^q-[\w-]{16}$/.test(k))).toBe(true)
        expect(headers.get('cache-tag')).toBe(keys.join(','))
        expect(headers.get('surrogate-control')).toBe('max-age=86400, stale-while-revalidate=60, stale-if-error=86400')
        expect(headers.get('cdn-cache-control')).toBe(
          'public, s-maxage=86400, stale-while-revalidate=60, stale-if-error=86400',
        )
        // Browsers still ask each time, so an edit shows at once.
        expect(headers.get('cache-control')).toBe('public, no-cache')
      }
    }
  })

  it('tags nothing user-specific', async () => {
    const shop = await cdnShop()
    const answers = [
      ...(await Promise.all(
        ['/reset-password/some-token', '/verify/some-token', '/stripe/success', '/search?q=Hijab'].map((page) =>
          get(`${shop.url}${page}`),
        ),
      )),
      await fetch(`${shop.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ me { id } }' }),
      }),
    ]
    for (const { headers } of answers)
      for (const name of ['surrogate-key', 'cache-tag', 'surrogate-control', 'cdn-cache-control'])
        expect({ name, value: headers.get(name) }).toEqual({ name, value: null })
  })

  it('a published edit purges the changed queries’ tags from the CDN, and no others', async () => {
    const shop = await cdnShop()
    const product = await productOf(shop, 'women')
    const affected = [`/product/${product.slug}`, '/category/women']
    const tagsOf: Record<string, string[]> = {}
    for (const page of [...affected, '/category/men'])
      tagsOf[page] = queryTags((await get(`${shop.url}${page}`)).headers)
    purges.length = 0

    const token = readFileSync(path.join(shop.dataDir, 'secrets', 'content-lake-token'), 'utf8').trim()
    const mutated = await fetch(`${shop.url}/content/v2022-03-07/data/mutate/production`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ mutations: [{ patch: { id: product._id, set: { title: `${product.title} — CDN` } } }] }),
    })
    expect(mutated.status).toBe(200)

    await expect.poll(() => purges.length, { timeout: 15_000 }).toBeGreaterThan(0)
    const purged = new Set(purges.flatMap((p) => p.tags))
    for (const p of purges)
      expect({ method: p.method, path: p.path, key: p.key }).toEqual({
        method: 'POST',
        path: '/service/svc-test-1/purge',
        key: 'fastly-token-for-tests',
      })
    for (const page of affected)
      expect({ page, purged: tagsOf[page]!.some((t) => purged.has(t)) }).toEqual({ page, purged: true })
    // The shop keeps /category/men (nothing it read changed): the CDN keeps it too.
    expect(tagsOf['/category/men']!.filter((t) => purged.has(t))).toEqual([])
    expect((await get(`${shop.url}/category/men`)).cache).toBe('HIT')
    expect([...purged].every((t) => t.startsWith('q-'))).toBe(true)
  })
})
