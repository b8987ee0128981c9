/**
 * One way to key a client everywhere (docs/security.md, N4 of the second review): an IPv6 client is its /64, for
 * the content lake's limits (query time, listen streams), suggestions and stock, and token holders keep stream
 * slots of their own. Replayed against the compiled shop, playing clients through X-Forwarded-For.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { DEFAULT_RATE_LIMITS } from '@/server/rate-limit/limits'
import {
  ANONYMOUS_QUERY_TIME_PER_IP,
  ANONYMOUS_QUERY_TIMEOUT_MS,
  LISTEN_STREAMS_PER_IP,
  LISTEN_STREAMS_TOTAL,
} from '@/server/content-lake/limits'
import { startShop, type ShopProcess } from '@/harness/shop'

const TOKEN = 'app-test-lake-token-0123456789abcdef0123'
const API = '/content/v2022-03-07/data'

let shop: ShopProcess
beforeAll(async () => {
  shop = await startShop({ env: { CONTENT_LAKE_TOKEN: TOKEN, TRUST_PROXY: 'loopback' } })
})
afterAll(async () => {
  await shop?.stop()
})

const streams: AbortController[] = []
let fresh = 0x9000
afterEach(async () => {
  const closed = streams.length > 0
  for (const controller of streams.splice(0)) controller.abort()
  // The shop notices closed streams asynchronously; wait until it takes new ones before the next test.
  if (closed) await expect.poll(async () => (await listen(inNet(fresh++, 1))).status, { timeout: 10_000 }).toBe(200)
  for (const controller of streams.splice(0)) controller.abort()
})

/** Address `n` inside the /64 `2001:db8:<net>::/64`. */
const inNet = (net: number, n: number) => `2001:db8:${net.toString(16)}:0::${n.toString(16)}`

async function listen(ip: string, token = false): Promise<{ status: number; first: string }> {
  const controller = new AbortController()
  streams.push(controller)
  const res = await fetch(`${shop.url}${API}/listen/production?query=${encodeURIComponent('*[_type == "note"]')}`, {
    headers: { 'x-forwarded-for': ip, ...(token ? { authorization: `Bearer ${TOKEN}` } : {}) },
    signal: controller.signal,
  })
  const first = res.headers.get('content-type')?.startsWith('text/event-stream')
    ? new TextDecoder().decode((await res.body!.getReader().read()).value)
    : await res.text()
  return { status: res.status, first }
}

describe('IPv6 clients are keyed by their /64', () => {
  test('anonymous streams cannot take the token holder’s (Studio’s) places', async () => {
    const nets = Math.ceil(LISTEN_STREAMS_TOTAL / LISTEN_STREAMS_PER_IP)
    let accepted = 0
    for (let net = 0; net < nets; net++) {
      const batch = Array.from({ length: LISTEN_STREAMS_PER_IP }, (_, i) => listen(inNet(0x100 + net, i + 1)))
      accepted += (await Promise.all(batch)).filter((a) => a.status === 200).length
    }
    expect(accepted).toBe(LISTEN_STREAMS_TOTAL)
    expect((await listen(inNet(0x999, 1))).status).toBe(429)
    const studio = await listen(inNet(0x998, 1), true)
    expect(studio.status).toBe(200)
    expect(studio.first).toMatch(/^event: welcome/)
  })

  test(`listen: 25 addresses of one /64 get ${LISTEN_STREAMS_PER_IP} streams together`, async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => listen(inNet(1, i + 1))))
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(LISTEN_STREAMS_PER_IP)
    expect(statuses.filter((s) => s === 429)).toHaveLength(25 - LISTEN_STREAMS_PER_IP)
    expect((await listen(inNet(2, 1))).status).toBe(200)
  })

  test('the anonymous query time budget counts the whole /64', async () => {
    const queries = Math.floor(ANONYMOUS_QUERY_TIME_PER_IP.ms / ANONYMOUS_QUERY_TIMEOUT_MS)
    // Each query reserves its whole timeout while it runs; a burst from different addresses of one /64 shares one budget.
    const burst = await Promise.all(
      Array.from({ length: queries + 5 }, (_, i) =>
        fetch(`${shop.url}${API}/query/production?query=${encodeURIComponent('count(*)')}`, {
          headers: { 'x-forwarded-for': inNet(3, i + 1) },
        }).then((res) => res.status),
      ),
    )
    expect(burst.filter((s) => s === 429).length).toBeGreaterThan(0)
  })

  test.each([
    ['stock', '/api/stock?price_id=price_unknown', DEFAULT_RATE_LIMITS.stock.perIp.points],
    ['suggestions', '/api/search/suggestions?q=abaya', DEFAULT_RATE_LIMITS.suggest.perIp.points],
  ])(
    '%s: a /64 shares one allowance, then 429 with Retry-After and the JSON error shape',
    async (_what, path, points) => {
      const net = path.startsWith('/api/stock') ? 4 : 5
      for (let i = 0; i < points; i += 20) {
        const batch = Array.from({ length: Math.min(20, points - i) }, (_, j) =>
          fetch(`${shop.url}${path}`, { headers: { 'x-forwarded-for': inNet(net, i + j + 1) } }).then((r) => r.status),
        )
        expect((await Promise.all(batch)).every((s) => s !== 429)).toBe(true)
      }
      const refused = await fetch(`${shop.url}${path}`, { headers: { 'x-forwarded-for': inNet(net, 0xffff) } })
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await refused.json()).toEqual({ error: { message: expect.any(String) } })
      const other = await fetch(`${shop.url}${path}`, { headers: { 'x-forwarded-for': inNet(net + 0x10, 1) } })
      expect(other.status).not.toBe(429)
    },
  )
})
