/**
 * npm run bench:money-path (docs/reliability.md, "Sale day"): what one request of the money path costs the shop,
 * in figures that do not depend on how busy the machine is: PostgreSQL queries and Redis round trips per request
 * (each one a turn of the shop's event loop and a wait on the network, which under the sale-day mix cost ~100 ms
 * apiece), and the shop process's CPU per request (this one moves a little with the load: read it beside the load
 * average it prints).
 *
 * The built shop as the soak starts it (`npm run build` first; NODE_ENV=production, Stripe through the fake,
 * PostgreSQL and Redis through the fault proxies when reachable), with the soak's probe inside it
 * (scripts/reliability/probe.mjs). Each kind of request is sent alone, CONCURRENCY at a time, tagged with
 * `X-Probe-Route` so the probe counts it apart: checkout, the expiry webhook of each session checkout opened, a
 * redelivered (duplicate) `checkout.session.completed`, the first delivery of a paid session (the order), a wrong
 * password for an unknown address (login), and live stock for comparison. `BENCH_REQUESTS` (default 120) per kind.
 */
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import path from 'node:path'
import { catalogue, json, request, uniqueEmail, type CatalogueProduct } from '@/harness/reliability/shop-client'
import { printNotes, startWorld, type World } from '@/harness/reliability/world'
import { startProbe } from './probe-report'

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 120)
const CONCURRENCY = 2
const TICK_MS = 10

let ipSeq = 1
const someIp = () => `10.77.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`

/** The shop process's user + system CPU so far, in ms (/proc/<pid>/stat, clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS
}

interface Phase {
  name: string
  requests: number
  cpuMs: number
  wallMs: number
  failures: number
}

/** `count` requests made by `send(i)`, CONCURRENCY at a time; a request whose status `ok` refuses is a failure. */
async function phase(
  world: World,
  name: string,
  count: number,
  send: (i: number, headers: Record<string, string>) => Promise<{ status: number; body: string }>,
  ok: (status: number, body: string) => boolean = (s) => s === 200,
): Promise<Phase> {
  const pid = world.shop.pid
  const cpu0 = cpuMs(pid)
  const t0 = Date.now()
  let next = 0
  let failures = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = next++; i < count; i = next++) {
        const res = await send(i, { 'x-probe-route': name })
        if (!ok(res.status, res.body)) {
          failures++
          if (failures <= 3) console.info(`[money-path] ${name}: ${res.status} ${res.body.slice(0, 200)}`)
        }
      }
    }),
  )
  return { name, requests: count, cpuMs: cpuMs(pid) - cpu0, wallMs: Date.now() - t0, failures }
}

interface ProbeRoute {
  total: { n: number; mean: number | null }
  pgQueriesPerRequest: number
  redisPerRequest: number
}

/** Per tag over the whole run: requests, queries and Redis round trips (the probe's 5 s windows added up). */
function probeCounts(dir: string): Map<string, { n: number; queries: number; redis: number }> {
  const counts = new Map<string, { n: number; queries: number; redis: number }>()
  const lines = readFileSync(path.join(dir, 'probe.jsonl'), 'utf8').trim().split('\n')
  for (const line of lines) {
    const routes = (JSON.parse(line) as { routes: Record<string, ProbeRoute> }).routes
    for (const [route, r] of Object.entries(routes)) {
      const c = counts.get(route) ?? { n: 0, queries: 0, redis: 0 }
      c.n += r.total.n
      c.queries += r.pgQueriesPerRequest * r.total.n
      c.redis += r.redisPerRequest * r.total.n
      counts.set(route, c)
    }
  }
  return counts
}

const sessionOf = (body: string) => (JSON.parse(body) as { url: string }).url.split('/').pop()!

async function main() {
  const probe = startProbe()
  const world = await startWorld({ production: true, env: { TRUST_PROXY: 'loopback', ...probe.env } })
  printNotes([`backends: ${JSON.stringify(world.backends)}`])
  const phases: Phase[] = []
  try {
    const products: CatalogueProduct[] = await catalogue(world.shop.url)
    const product = (i: number) => products[i % products.length]!
    const url = world.shop.url
    const checkout = (i: number, headers: Record<string, string>, p = product(i)) =>
      request(
        `${url}/api/checkout`,
        json({ lines: [{ price_id: p.priceId, quantity: 1 }] }, { 'x-forwarded-for': someIp(), ...headers }),
      )
    const webhook = (w: { body: string; signature: string }, headers: Record<string, string>) =>
      request(`${url}/api/stripe/webhook`, {
        method: 'POST',
        body: w.body,
        headers: { 'content-type': 'application/json', 'stripe-signature': w.signature, ...headers },
      })
    // Warm: every price read once, the code paths compiled; the products with a unit left are the ones bought.
    const inStock: CatalogueProduct[] = []
    for (const p of products) {
      const res = await checkout(0, {}, p)
      if (res.status !== 200) continue
      inStock.push(p)
      await webhook(world.stripe!.event('checkout.session.expired', sessionOf(res.body)), {})
    }
    await request(`${url}/graphql`, json(loginBody(uniqueEmail('warm')), { 'x-forwarded-for': someIp() }))
    console.info(
      `[money-path] ${REQUESTS} requests per kind, ${CONCURRENCY} at a time; ${inStock.length} of ${products.length} products in stock`,
    )
    // Checkouts in rounds of one per product in stock, each round's sessions expired after it (the seed's variants
    // hold 0-15 units: without the expiry checkout soon measures "sold out").
    for (let done = 0; done < REQUESTS; done += inStock.length) {
      const batch = Math.min(inStock.length, REQUESTS - done)
      const opened: string[] = []
      phases.push(
        await phase(world, 'checkout', batch, async (i, h) => {
          const res = await checkout(i, h, inStock[i])
          if (res.status === 200) opened.push(sessionOf(res.body))
          return res
        }),
      )
      phases.push(
        await phase(world, 'expiry', opened.length, (i, h) =>
          webhook(world.stripe!.event('checkout.session.expired', opened[i]!), h),
        ),
      )
    }
    // Paid sessions (one per product in stock: a paid order keeps its unit): the first delivery makes the order
    // (and its mail), the later ones are redeliveries.
    const paid: string[] = []
    for (const p of inStock) {
      const res = await checkout(0, {}, p)
      if (res.status !== 200) continue
      const id = sessionOf(res.body)
      world.stripe!.pay(id, uniqueEmail('bench-order'))
      paid.push(id)
    }
    phases.push(
      await phase(world, 'webhook-paid', paid.length, (i, h) =>
        webhook(world.stripe!.event('checkout.session.completed', paid[i]!, `evt_bench_${i}`), h),
      ),
    )
    phases.push(
      await phase(world, 'webhook-duplicate', REQUESTS, (i, h) =>
        webhook(
          world.stripe!.event('checkout.session.completed', paid[i % paid.length]!, `evt_bench_${i % paid.length}`),
          h,
        ),
      ),
    )
    phases.push(
      await phase(
        world,
        'login',
        REQUESTS,
        (_i, h) =>
          request(`${url}/graphql`, json(loginBody(uniqueEmail('bench-login')), { 'x-forwarded-for': someIp(), ...h })),
        (status, body) => status === 200 && body.includes('UNAUTHENTICATED'),
      ),
    )
    phases.push(
      await phase(world, 'stock', REQUESTS, (i, h) =>
        request(`${url}/api/stock?price_id=${product(i).priceId}`, { headers: { 'x-forwarded-for': someIp(), ...h } }),
      ),
    )
  } finally {
    await world.close()
  }
  const counts = probeCounts(probe.dir)
  console.info(
    `[money-path] load average at the end ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  )
  console.info('kind | requests | failures | queries/request | Redis/request | CPU ms/request | wall ms/request')
  const byName = new Map<string, Phase>()
  for (const p of phases) {
    const sum = byName.get(p.name) ?? { name: p.name, requests: 0, cpuMs: 0, wallMs: 0, failures: 0 }
    byName.set(p.name, {
      name: p.name,
      requests: sum.requests + p.requests,
      cpuMs: sum.cpuMs + p.cpuMs,
      wallMs: sum.wallMs + p.wallMs,
      failures: sum.failures + p.failures,
    })
  }
  for (const p of byName.values()) {
    const c = counts.get(p.name)
    const per = (v: number | undefined) => (c && c.n ? Math.round(((v ?? 0) / c.n) * 10) / 10 : NaN)
    console.info(
      [
        p.name,
        p.requests,
        p.failures,
        per(c?.queries),
        per(c?.redis),
        Math.round((p.cpuMs / p.requests) * 10) / 10,
        Math.round((p.wallMs / p.requests) * CONCURRENCY * 10) / 10,
      ].join(' | '),
    )
  }
}

function loginBody(email: string) {
  return {
    query: 'mutation L($i: LoginInput!) { login(loginInput: $i) { token } }',
    variables: { i: { email, password: 'Not-the-password-1' } },
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
