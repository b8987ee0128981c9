/**
 * Second review, N7 and Info items (docs/security.md): `/dev/mail` answers only a local Host without proxy headers
 * (DNS rebinding, X-Real-IP-only proxies); a percent-encoded secret-link path is treated like the plain one; and
 * GraphQL answers are never stored by a cache; `X-Page-Cache` (an oracle for other people's searches, N8) is sent
 * to this machine's own unproxied requests only, and made-up query strings do not make new cache entries (N8).
 * Replayed against the compiled shop.
 */
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startShop, type ShopProcess } from '@/harness/shop'

let shop: ShopProcess
beforeAll(async () => {
  shop = await startShop({ env: { DEV_MAIL: '1' } })
})
afterAll(async () => {
  await shop?.stop()
})

/** A GET with headers fetch() may not set (Host). */
function get(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${shop.url}${path}`, { headers, agent: false }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }))
    })
    req.on('error', reject)
  })
}

describe('/dev/mail (N7)', () => {
  const path = '/dev/mail/messages.json'

  test.each<[string, Record<string, string>]>([
    ['a rebound DNS name', { host: 'rebind.attacker.example' }],
    ['a proxy that sends only X-Real-IP', { 'x-real-ip': '203.0.113.9' }],
    ['a proxy that sends X-Forwarded-Host', { 'x-forwarded-host': 'shop.example' }],
    // T4-8 of the third review: these answered 200 before.
    ['a CDN that sends True-Client-IP', { 'true-client-ip': '203.0.113.9' }],
    ['a proxy that sends only X-Forwarded-Proto', { 'x-forwarded-proto': 'https' }],
    ['a proxy that sends only Via', { via: '1.1 proxy.example' }],
  ])('is not served to %s', async (_what, headers) => {
    const host: Record<string, string> = headers.host ? { host: `${headers.host}:${shop.port}` } : {}
    expect((await get(path, { ...headers, ...host })).status).toBe(404)
  })

  test.each(['127.0.0.1', 'localhost', 'mail.localhost', '[::1]'])('is served on %s', async (name) => {
    expect((await get(path, { host: `${name}:${shop.port}` })).status).toBe(200)
  })
})

describe('Info items', () => {
  test('a percent-encoded reset link is no-store and logged redacted, like the plain one', async () => {
    const res = await fetch(`${shop.url}/%72eset-password/SECRETTOKEN456`)
    await res.text()
    expect(res.headers.get('cache-control')).toBe('no-store')
    // The access log line is written once the answer is sent.
    await expect.poll(() => shop.output().includes('eset-password/'), { timeout: 5000 }).toBe(true)
    expect(shop.output()).not.toContain('SECRETTOKEN456')
  })

  test('GraphQL answers are never stored by a cache', async () => {
    const res = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })
})

describe('page cache (N8)', () => {
  test('X-Page-Cache does not tell a visitor whether someone searched for a term', async () => {
    const visitor = { 'x-forwarded-for': '203.0.113.7' }
    const url = `${shop.url}/search?q=maternity+abaya+size+58`
    const first = await fetch(url, { headers: visitor })
    await first.text()
    const second = await fetch(url, { headers: visitor })
    await second.text()
    expect(first.headers.get('x-page-cache')).toBeNull()
    expect(second.headers.get('x-page-cache')).toBeNull()
    // This machine's own requests (the tests, a developer) still see it.
    const local = await fetch(url)
    await local.text()
    expect(local.headers.get('x-page-cache')).toBe('HIT')
  })

  /** What this machine's own request is told about the page cache (`null` for a page rendered and not stored). */
  async function cacheState(path: string) {
    const res = await fetch(`${shop.url}${path}`, { redirect: 'manual' })
    await res.arrayBuffer()
    return { status: res.status, cache: res.headers.get('x-page-cache') }
  }

  test('made-up query strings on a page are the cached page, not a new render and entry each', async () => {
    await cacheState('/')
    // The review's replay: 40 `/?utm=<n>` were each a MISS (a render and a new entry).
    const states = []
    for (let n = 0; n < 40; n++) states.push((await cacheState(`/?utm=${n}`)).cache)
    expect(new Set(states)).toEqual(new Set(['HIT']))
  })

  test('a list with an unknown parameter is redirected to its canonical URL and never stored', async () => {
    for (let n = 0; n < 3; n++) expect(await cacheState(`/products?utm=${n}`)).toEqual({ status: 302, cache: null })
    expect((await cacheState('/products')).status).toBe(200)
    expect(await cacheState('/products')).toEqual({ status: 200, cache: 'HIT' })
  })

  test('/search is cached only for a normalised q', async () => {
    for (const q of ['Hijab', 'hijab%20%20scarf']) {
      for (let n = 0; n < 2; n++) expect(await cacheState(`/search?q=${q}`)).toEqual({ status: 200, cache: null })
    }
    expect(await cacheState('/search?q=hijab')).toEqual({ status: 200, cache: 'MISS' })
    expect(await cacheState('/search?q=hijab')).toEqual({ status: 200, cache: 'HIT' })
  })

  test('a percent-encoded spelling of a path is redirected to the path and never stored (T4-5)', async () => {
    // The third review's replay: each spelling was a 200 MISS, then a HIT of its own entry.
    for (const spelling of ['/%70roducts', '/pro%64uc%74%73', '/%6Fur-story']) {
      for (let n = 0; n < 2; n++) expect(await cacheState(spelling)).toEqual({ status: 301, cache: null })
    }
    const res = await fetch(`${shop.url}/%70roducts?page=2`, { redirect: 'manual' })
    expect(res.headers.get('location')).toBe('/products?page=2')
  })
})
