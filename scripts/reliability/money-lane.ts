/**
 * npm run bench:money-lane (docs/reliability.md, "Sale day"): the money path while pages are browsed, with and
 * without its lane (server/money-lane.ts). For each PAGE_LANE_PER_TURN in `LANE_SETTINGS` (default `0,8,0,8`: off
 * and on, alternately, so a busy machine's swings fall on both), the built shop as the soak starts it (`npm run build`
 * first; PostgreSQL and Redis through the fault proxies when reachable, Stripe through the fake) is browsed by
 * `LANE_BROWSERS` (140, as the soak's page routes) autocannon connections in child processes (cached pages: home,
 * listing, two products), while this process keeps three closed loops of live stock and three of checkout followed
 * by Stripe's expiry of the session it opened, for `LANE_SECONDS` (25). Prints the pages' rate and latency and each
 * money-path kind's count, rate, p50 and p99. A closed loop's rate is its latency's inverse: compare the lines of one
 * run, never against another machine or hour.
 */
import { spawn } from 'node:child_process'
import { loadavg } from 'node:os'
import path from 'node:path'
import { catalogue, json, request } from '@/harness/reliability/shop-client'
import { startWorld } from '@/harness/reliability/world'
import { projectRoot } from '@/server/paths'

const settings = (process.env.LANE_SETTINGS ?? '0,8,0,8').split(',')
const BROWSERS = Number(process.env.LANE_BROWSERS ?? 140)
const SECONDS = Number(process.env.LANE_SECONDS ?? 30)
/** The part of autocannon's `-j` summary read here. */
interface CannonResult {
  requests: { average: number }
  latency: { p50: number; p99: number }
}
/** autocannon's command line: the browsing runs in processes of its own, off this one's event loop. */
const AUTOCANNON = path.join(projectRoot, 'node_modules', 'autocannon', 'autocannon.js')
let ipSeq = 1
const someIp = () => `10.88.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`
const pct = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.floor((q / 100) * s.length))]!) : NaN
}

async function once(perTurn: string) {
  const world = await startWorld({ production: true, env: { TRUST_PROXY: 'loopback', PAGE_LANE_PER_TURN: perTurn } })
  try {
    const url = world.shop.url
    const products = await catalogue(url)
    const pages = ['/', `/product/${products[0]!.slug}`, '/products', `/product/${products[1]!.slug}`]
    for (const p of pages) await request(`${url}${p}`)
    for (const p of products) await request(`${url}/api/stock?price_id=${p.priceId}`)
    const cannons = pages.map((p) =>
      spawn(
        process.execPath,
        [AUTOCANNON, '-j', '-c', String(BROWSERS / pages.length), '-d', String(SECONDS + 4), `${url}${p}`],
        { stdio: ['ignore', 'pipe', 'ignore'] },
      ),
    )
    const outputs = cannons.map((c) => {
      let out = ''
      c.stdout.on('data', (d: Buffer) => (out += d.toString('utf8')))
      return new Promise<CannonResult>((resolve) => c.on('exit', () => resolve(JSON.parse(out) as CannonResult)))
    })
    await new Promise((r) => setTimeout(r, 2000))
    const times: Record<string, number[]> = { stock: [], checkout: [], expiry: [] }
    const until = Date.now() + SECONDS * 1000
    const timed = async (kind: string, f: () => Promise<{ status: number; body: string }>) => {
      const t = performance.now()
      const res = await f()
      times[kind]!.push(performance.now() - t)
      return res
    }
    let n = 0
    const stockLoop = async () => {
      while (Date.now() < until)
        await timed('stock', () =>
          request(`${url}/api/stock?price_id=${products[n++ % products.length]!.priceId}`, {
            headers: { 'x-forwarded-for': someIp() },
          }),
        )
    }
    const checkoutLoop = async () => {
      while (Date.now() < until) {
        const p = products[n++ % products.length]!
        const res = await timed('checkout', () =>
          request(
            `${url}/api/checkout`,
            json({ lines: [{ price_id: p.priceId, quantity: 1 }] }, { 'x-forwarded-for': someIp() }),
          ),
        )
        if (res.status !== 200) continue
        const id = (JSON.parse(res.body) as { url: string }).url.split('/').pop()!
        const w = world.stripe!.event('checkout.session.expired', id)
        await timed('expiry', () =>
          request(`${url}/api/stripe/webhook`, {
            method: 'POST',
            body: w.body,
            headers: { 'content-type': 'application/json', 'stripe-signature': w.signature },
          }),
        )
      }
    }
    await Promise.all([stockLoop(), stockLoop(), stockLoop(), checkoutLoop(), checkoutLoop(), checkoutLoop()])
    const results = await Promise.all(outputs)
    const pageRate = results.reduce((s, r) => s + r.requests.average, 0)
    console.info(
      `PAGE_LANE_PER_TURN=${perTurn} load ${loadavg()[0]!.toFixed(1)}: pages ${Math.round(pageRate)} req/s (p50 ${results.map((r) => r.latency.p50).join('/')} p99 ${results.map((r) => r.latency.p99).join('/')} ms); ` +
        Object.entries(times)
          .map(
            ([k, t]) =>
              `${k} ${t.length} (${(t.length / SECONDS).toFixed(1)}/s) p50 ${pct(t, 50)} p99 ${pct(t, 99)} ms`,
          )
          .join('; '),
    )
  } finally {
    await world.close()
  }
}

for (const s of settings) await once(s)
