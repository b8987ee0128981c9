/**
 * Anonymous GROQ against the embedded lake must not be able to stall the shop (docs/security/content-lake.md, H1).
 * Each test replays a hostile query against the compiled shop over HTTP and checks that the caller gets Sanity's
 * error shape while /healthz keeps answering quickly.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { probeWhile } from '../helpers/probe'
import { startShop, type ShopProcess } from '@/harness/shop'

const TOKEN = 'app-test-lake-token-0123456789abcdef0123'
/** The bound for /healthz while a hostile query runs (the broken server made it wait 6–17 s). */
const HEALTHZ_BOUND_MS = 100
/**
 * On a loaded 2-core machine a single request now and then takes longer than 100 ms for reasons unrelated to the
 * lake, so the 100 ms bound applies to the typical (median) probe, and no probe at all may take half a second.
 */
const HEALTHZ_WORST_MS = 500

let shop: ShopProcess
beforeAll(async () => {
  // The tests play several clients through X-Forwarded-For, as if behind a proxy on this machine.
  shop = await startShop({ env: { CONTENT_LAKE_TOKEN: TOKEN, TRUST_PROXY: 'loopback' } })
})
afterAll(async () => {
  await shop?.stop()
})

const queryUrl = () => `${shop.url}/content/v2022-03-07/data/query/production`
/** With TRUST_PROXY=loopback each test can be its own client for the per-IP limits. */
const as = (ip: string, headers: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...headers })

const getQuery = (query: string, ip: string, headers: Record<string, string> = {}) =>
  fetch(`${queryUrl()}?query=${encodeURIComponent(query)}`, { headers: as(ip, headers) })

const postQuery = (query: string, ip: string, headers: Record<string, string> = {}) =>
  fetch(queryUrl(), {
    method: 'POST',
    headers: as(ip, { 'content-type': 'application/json', ...headers }),
    body: JSON.stringify({ query }),
  })

async function sanityError(res: Response): Promise<{ type: string; description: string }> {
  const body = (await res.json()) as { error?: { type?: unknown; description?: unknown } }
  expect(body.error).toEqual({ type: expect.any(String), description: expect.any(String) })
  return body.error as { type: string; description: string }
}

/** Sends the hostile request, samples /healthz until its answer arrives, and checks every probe was quick. */
async function whileHostile(send: () => Promise<Response>) {
  const hostile = send()
  const health = await probeWhile(`${shop.url}/healthz`, hostile)
  const seen = `healthz latencies ${health.latencies.map(Math.round).join(', ')} ms`
  expect(
    health.statuses.every((s) => s === 200),
    seen,
  ).toBe(true)
  expect(health.median, seen).toBeLessThan(HEALTHZ_BOUND_MS)
  expect(health.max, seen).toBeLessThan(HEALTHZ_WORST_MS)
  return await hostile
}

describe('hostile anonymous GROQ', () => {
  test('a nested count(*[...]) query is cut off with queryExecutionError and /healthz stays fast', async () => {
    const res = await whileHostile(() => getQuery('count(*[count(*[count(*[true])>0])>0])', '203.0.113.1'))
    expect(res.status).toBe(400)
    expect((await sanityError(res)).type).toBe('queryExecutionError')
  })

  test('a 40 kB array literal is refused before parsing and /healthz stays fast', async () => {
    const query = `*[_id in [${Array(20_000).fill('a').join(',')}]]`
    expect(query.length).toBeGreaterThan(40_000)
    const res = await whileHostile(() => postQuery(query, '203.0.113.2'))
    expect(res.status).toBe(413)
    expect((await sanityError(res)).description).toMatch(/limit/)
  })

  test('a query over the anonymous size cap is refused on GET too', async () => {
    const query = `*[_id in [${Array(3000).fill('a').join(',')}]]`
    const res = await getQuery(query, '203.0.113.3')
    expect(res.status).toBe(413)
    expect((await sanityError(res)).type).toBe('queryTooLarge')
  })

  test('a projection that multiplies the dataset is cut off instead of exhausting memory', async () => {
    const res = await whileHostile(() => getQuery('*[]{"a":*[]{"b":*[]}}', '203.0.113.4'))
    expect(res.status).toBe(400)
    expect((await sanityError(res)).type).toBe('queryExecutionError')
    // The shop is still up and still answers content queries.
    const after = await getQuery('count(*[_type == "product"])', '203.0.113.5')
    expect(after.status).toBe(200)
    expect((await after.json()).result).toBeGreaterThan(0)
  })

  test('a large result is refused with queryExecutionError', async () => {
    // Every document ten times over: a few MB of JSON, above the anonymous result cap but quick to build.
    const res = await getQuery('*[0...10]{"all": *}', '203.0.113.6')
    expect(res.status).toBe(400)
    const error = await sanityError(res)
    expect(error.type).toBe('queryExecutionError')
    expect(error.description).toMatch(/result/i)
  })

  test('one client sending many queries gets 429 with Retry-After; other clients are unaffected', async () => {
    const ip = '203.0.113.7'
    let limited: Response | undefined
    for (let i = 0; i < 2000 && !limited; i++) {
      const res = await getQuery(`count(*[_type == "product"]) + ${i}`, ip)
      if (res.status === 429) limited = res
      else {
        expect(res.status).toBe(200)
        await res.arrayBuffer()
      }
    }
    expect(limited, 'no 429 after 2000 queries').toBeDefined()
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await sanityError(limited!)).type).toBe('rateLimited')
    expect((await getQuery('count(*)', '203.0.113.8')).status).toBe(200)
  })

  test('the shop still renders pages after all of the above', async () => {
    const res = await fetch(`${shop.url}/`)
    expect(res.status).toBe(200)
  })
})

describe('token holders', () => {
  test('go through the same limits with a larger budget: a long query is accepted', async () => {
    const ids = JSON.stringify(Array.from({ length: 1500 }, (_, i) => `nope-${i}`))
    const query = `count(*[_type == "category" && !(_id in ${ids})])`
    expect(query.length).toBeGreaterThan(16_000)
    const anonymous = await postQuery(query, '203.0.113.9')
    expect(anonymous.status).toBe(413)
    const res = await postQuery(query, '203.0.113.9', { authorization: `Bearer ${TOKEN}` })
    expect(res.status).toBe(200)
    expect((await res.json()).result).toBeGreaterThan(0)
  })
})
