/**
 * Anonymous `/data/listen` streams (docs/security/content-lake.md, L5): how many one client and everyone
 * together may hold open, and which listen queries are accepted, replayed against the compiled shop.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { LISTEN_STREAMS_PER_IP, LISTEN_STREAMS_TOTAL } from '@/server/content-lake/limits'
import { probeWhile } from '../helpers/probe'
import { startShop, type ShopProcess } from '@/harness/shop'

const TOKEN = 'app-test-lake-token-0123456789abcdef0123'

let shop: ShopProcess
beforeAll(async () => {
  // The tests play several clients through X-Forwarded-For, as if behind a proxy on this machine.
  shop = await startShop({ env: { CONTENT_LAKE_TOKEN: TOKEN, TRUST_PROXY: 'loopback' } })
})
afterAll(async () => {
  await shop?.stop()
})

interface Stream {
  status: number
  headers: Headers
  /** The first SSE event (welcome or channelError) or, for a refused stream, the JSON body. */
  first: string
  close(): void
}

const open: Stream[] = []
afterEach(async () => {
  for (const stream of open.splice(0)) stream.close()
  // The shop notices closed streams asynchronously; wait until it accepts a new one before the next test.
  await expect.poll(async () => probeStatus(), { timeout: 10_000 }).toBe(200)
})

/**
 * Opens a listen stream as client `ip` (X-Forwarded-For, trusted from loopback here). The query goes into the
 * URL as it is, apart from the characters that would end or change the parameter: brackets and commas are
 * legal in a query string, which keeps long hostile queries under Node's 16 kB header limit.
 */
async function listen(query: string, ip: string): Promise<Stream> {
  const controller = new AbortController()
  const url = `${shop.url}/content/v2022-03-07/data/listen/production?query=${query.replace(/[ &+#%]/g, encodeURIComponent)}`
  const res = await fetch(url, { headers: { 'x-forwarded-for': ip }, signal: controller.signal })
  let first: string
  if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
    const reader = res.body!.getReader()
    first = new TextDecoder().decode((await reader.read()).value)
  } else first = await res.text()
  const stream = { status: res.status, headers: res.headers, first, close: () => controller.abort() }
  open.push(stream)
  return stream
}

const FILTER = '*[_type == "product"]'

async function probeStatus(): Promise<number> {
  const stream = await listen(FILTER, '198.51.100.250')
  stream.close()
  open.splice(open.indexOf(stream), 1)
  return stream.status
}

describe('listen streams', () => {
  test(`all clients together get ${LISTEN_STREAMS_TOTAL} streams, then 429`, async () => {
    const clients = Math.ceil(LISTEN_STREAMS_TOTAL / LISTEN_STREAMS_PER_IP)
    let accepted = 0
    for (let c = 0; c < clients; c++) {
      const batch = Array.from({ length: LISTEN_STREAMS_PER_IP }, () => listen(FILTER, `198.51.101.${c}`))
      accepted += (await Promise.all(batch)).filter((s) => s.status === 200).length
    }
    expect(accepted).toBe(LISTEN_STREAMS_TOTAL)
    const refused = await listen(FILTER, '198.51.102.1')
    expect(refused.status).toBe(429)
    expect(JSON.parse(refused.first).error.description).toMatch(/Max listener limit exceeded/)
    // Streams that end free their place.
    open.splice(0, 1)[0]!.close()
    await expect.poll(async () => (await listen(FILTER, '198.51.102.2')).status, { timeout: 10_000 }).toBe(200)
  })

  test(`one client gets ${LISTEN_STREAMS_PER_IP} streams, then 429 with Retry-After; others still get theirs`, async () => {
    for (let i = 0; i < LISTEN_STREAMS_PER_IP; i++) {
      const stream = await listen(FILTER, '198.51.100.1')
      expect(stream.status).toBe(200)
      expect(stream.first).toMatch(/^event: welcome/)
    }
    const refused = await listen(FILTER, '198.51.100.1')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(JSON.parse(refused.first)).toEqual({ error: { type: 'rateLimited', description: expect.any(String) } })
    expect((await listen(FILTER, '198.51.100.2')).status).toBe(200)
  })

  test.each([
    ['a subquery', '*[_type == "product" && count(*[_type == "category"]) > 0]'],
    ['a projection', '*[_type == "product"]{title}'],
    ['an ordering', '*[_type == "product"] | order(_createdAt desc)'],
    ['something that is not a filter', 'count(*)'],
  ])('an anonymous listen query with %s is refused with channelError', async (_what, query) => {
    const stream = await listen(query, '198.51.100.3')
    expect(stream.first).toMatch(/^event: channelError\ndata: /)
    const data = JSON.parse(/^data: (.*)$/m.exec(stream.first)![1]!)
    expect(data.error).toMatchObject({ type: 'listenQueryError', description: expect.any(String) })
  })

  test('hostile listen filters cannot stall the shop when content changes', async () => {
    // ~14 kB lists of identifiers: slow to parse and slow to match against every changed document.
    const hostile = `*[_id in [${Array(7000).fill('a').join(',')}]]`
    const refused = await Promise.all(Array.from({ length: 10 }, (_, i) => listen(hostile, `198.51.103.${i}`)))
    for (const stream of refused) expect(stream.first).toMatch(/^event: channelError/)
    // The costliest filters that are allowed: ~1 kB each, ~0.6 ms per changed document, 64 of them.
    const heavy = `*[_id in [${Array(480).fill('a').join(',')}]]`
    const clients = Array.from({ length: 8 }, (_, c) => `198.51.104.${c}`)
    const accepted = await Promise.all(
      clients.flatMap((ip) => Array.from({ length: LISTEN_STREAMS_PER_IP }, () => listen(heavy, ip))),
    )
    for (const stream of accepted) expect(stream.first).toMatch(/^event: welcome/)

    const docs = Array.from({ length: 40 }, (_, i) => ({ _id: `listen-load-${i}`, _type: 'note', n: i }))
    const commit = fetch(`${shop.url}/content/v2022-03-07/data/mutate/production`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ mutations: docs.map((doc) => ({ createOrReplace: doc })) }),
    })
    const health = await probeWhile(`${shop.url}/healthz`, commit, 10)
    expect((await commit).status).toBe(200)
    const seen = `healthz ${health.statuses.join(', ')} in ${health.latencies.map(Math.round).join(', ')} ms`
    expect(
      health.statuses.every((s) => s === 200),
      seen,
    ).toBe(true)
    expect(health.max, seen).toBeLessThan(500)
  })
})
