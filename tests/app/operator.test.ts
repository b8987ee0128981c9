/**
 * The operator's endpoints of the compiled shop (docs/operations.md): /metrics in Prometheus' text format for this
 * machine or a bearer token, and /readyz naming every system a request needs.
 */
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { shopsPerTest } from '../helpers/shops-per-test'

const { start } = shopsPerTest()

/** One sample's value, e.g. sample(text, 'shop_http_requests_total', { route: '/', status: '200' }). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const line = text
    .split('\n')
    .find((l) =>
      l.startsWith(`${name}{`) || l.startsWith(`${name} `)
        ? Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`))
        : false,
    )
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1))
}

describe('/metrics', () => {
  it('counts requests by route pattern, page-cache results, 429s and the outbox, for this machine', async () => {
    const shop = await start()
    await fetch(`${shop.url}/`)
    await fetch(`${shop.url}/`)
    await fetch(`${shop.url}/product/no-such-product-${randomBytes(4).toString('hex')}`)
    // Every page has a label of its own (lib/route-table.ts), and so has the GraphQL endpoint behind its router.
    const pages = ['/account/settings', '/orders/lookup', '/unsubscribed']
    for (const page of pages) await fetch(`${shop.url}${page}`)
    await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    })
    // The stock lookup allows 120 a minute per client: the rest are refused.
    const refused = (
      await Promise.all(
        Array.from({ length: 130 }, () => fetch(`${shop.url}/api/stock?price_id=price_x`).then((r) => r.status)),
      )
    ).filter((s) => s === 429).length
    expect(refused).toBeGreaterThan(0)

    const res = await fetch(`${shop.url}/metrics`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/plain')
    const text = await res.text()
    expect(sample(text, 'shop_http_requests_total', { route: '/', method: 'GET', status: '200' })).toBe(2)
    // Every product slug is one series, not one per slug.
    expect(sample(text, 'shop_http_requests_total', { route: '/product/:slug', status: '404' })).toBe(1)
    expect(text).not.toContain('no-such-product')
    for (const page of pages) expect(sample(text, 'shop_http_requests_total', { route: page, status: '200' })).toBe(1)
    expect(sample(text, 'shop_http_requests_total', { route: '/graphql', method: 'POST', status: '200' })).toBe(1)
    expect(sample(text, 'shop_http_request_duration_seconds_count', { route: '/' })).toBe(2)
    expect(sample(text, 'shop_page_cache_requests_total', { result: 'HIT' })).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'shop_rate_limit_refusals_total', { route: '/api/stock' })).toBe(refused)
    expect(sample(text, 'shop_mail_outbox_pending')).toBe(0)
    expect(sample(text, 'shop_mail_outbox_oldest_pending_age_seconds')).toBe(0)
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0)
    // The live heap after a full collection (0 until the first): what a leak raises, unlike resident memory alone.
    expect(sample(text, 'shop_heap_live_bytes')).toBeGreaterThanOrEqual(0)
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0)

    // T4-7 of the third review: a login brute force is refused with 429 and counted under /graphql (it was a 200
    // under route `/`, and the refusals alert never fired).
    const login = () =>
      fetch(`${shop.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          query: 'mutation($i: LoginInput!) { login(loginInput: $i) { token } }',
          variables: { i: { email: 'victim@example.test', password: 'wrong guess 123' } },
        }),
      }).then((r) => r.status)
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) statuses.push(await login())
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0)
    const after = await (await fetch(`${shop.url}/metrics`)).text()
    expect(sample(after, 'shop_rate_limit_refusals_total', { route: '/graphql' })).toBe(
      statuses.filter((s) => s === 429).length,
    )
  })

  it('refuses a request a proxy forwarded from elsewhere, unless it carries METRICS_TOKEN', async () => {
    const token = randomBytes(24).toString('base64url')
    const shop = await start({ env: { METRICS_TOKEN: token } })
    const forwarded = { 'x-forwarded-for': '203.0.113.9' }
    expect((await fetch(`${shop.url}/metrics`, { headers: forwarded })).status).toBe(404)
    // T4-8 of the third review: any proxy's header means a visitor (these answered 200 before).
    for (const header of ['true-client-ip', 'fastly-client-ip', 'x-cluster-client-ip', 'x-forwarded-proto', 'via'])
      expect((await fetch(`${shop.url}/metrics`, { headers: { [header]: '203.0.113.9' } })).status).toBe(404)
    expect(
      (
        await fetch(`${shop.url}/metrics`, {
          headers: { ...forwarded, authorization: 'Bearer wrong-token-of-24-chars!' },
        })
      ).status,
    ).toBe(404)
    const allowed = await fetch(`${shop.url}/metrics`, { headers: { ...forwarded, authorization: `Bearer ${token}` } })
    expect(allowed.status).toBe(200)
    expect(await allowed.text()).toContain('shop_http_requests_total')
  })
})

describe('/readyz', () => {
  it('answers 200 naming the database and the content source, never cached', async () => {
    const shop = await start()
    const res = await fetch(`${shop.url}/readyz`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ status: 'ok', checks: { database: 'ok', content: 'ok' } })
  })
})
