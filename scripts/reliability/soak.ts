/**
 * npm run soak: the built shop in production mode under a sale-day mix at 200 connections (autocannon, one
 * instance per route so each has its own percentiles), then throughput, p50/p95/p99, errors, 5xx and the shop's
 * memory (RSS, V8's committed and live heap). `--duration S` (default 60; 300 for the leak check), `--connections N`
 * (default 200), `--warmup S` (default 60): the same mix before the measured run, after which memory is sampled for
 * the leak check. `--help` lists the options.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { loadavg } from 'node:os'
import { sampleDatabaseActivity } from '@/harness/reliability/db-activity'
import { leakFigures, type MemorySample } from '@/harness/reliability/leak-check'
import { HEAP_GROWING_PERCENT } from '@/server/heap-growth'
import { ALLOCATOR_ENV } from '@/server/allocator-env.mjs'
import type { FaultProxy } from '@/harness/reliability/proxy'
import {
  catalogue,
  json,
  registerBody,
  request,
  uniqueEmail,
  type CatalogueProduct,
} from '@/harness/reliability/shop-client'
import { printNotes, startWorld, type World } from '@/harness/reliability/world'
import { printActivity, printProbe, startProbe, watchProcesses } from './probe-report'

const HELP = `npm run soak -- [options]: the built shop under the sale-day mix (docs/reliability.md)
  --duration S     seconds measured after the warm-up (default 60; 300 or more for the leak check)
  --warmup S       seconds of the same mix before the measured part (default 60)
  --connections N  connections across all routes (default 200)
  --probe          where the time goes: a probe inside the shop, its CPU profile, PostgreSQL's activity
  --glibc-malloc   start the shop with glibc's default allocator settings instead of the shop's own
                   (server/allocator-env.mjs), to compare the RSS floor
Exit code 1 when any target is missed; each miss is printed as a MISSED: line.`
if (process.argv.includes('--help')) {
  console.info(HELP)
  process.exit(0)
}

const arg = (name: string) => {
  const i = process.argv.indexOf(name)
  return i > 0 ? process.argv[i + 1] : undefined
}
const duration = Number(arg('--duration')) || 60
const connections = Number(arg('--connections')) || 200
const warmup = Number(arg('--warmup') ?? 60)
/** Attribution (docs/reliability.md): the probe inside the shop, a CPU profile of it, PostgreSQL's activity. */
const probing = process.argv.includes('--probe')
/** The shop without its allocator settings (server/allocator-env.mjs): the RSS floor as it was before them. */
const glibcMalloc = process.argv.includes('--glibc-malloc')
/** Only a run this long judges memory growth (a shorter one cannot tell a leak from noise). */
const LEAK_CHECK_SECONDS = 300
/** The most the RSS floor may grow over the measured part, and the live heap and the native memory together. */
const LEAK_LIMIT_MB = 50
const RSS_SAMPLE_MS = 5_000
/** Every page's p99 target. */
const PAGE_P99_MS = 500
/** A capped route may fall this far below its rate (autocannon's per-second buckets jitter) and still meet it. */
const RATE_TOLERANCE = 0.95
/** How long a checkout session of the run stays open before Stripe (the fake) expires it, unpaid. */
const UNPAID_SESSION_SECONDS = 2
/** Live stock is not capped: the least it must answer per second (docs/reliability.md). */
const STOCK_MIN_RATE = 20

/** The part of autocannon this run uses (the package ships no types). */
interface CannonParams {
  method?: string
  path: string
  body?: string
  headers?: Record<string, string>
}
type CannonRequest = Partial<CannonParams> & {
  setupRequest?: (req: CannonParams) => CannonParams
  onResponse?: (status: number, body: string) => void
}
interface Result {
  connections: number
  requests: { average: number; total: number }
  latency: { p50: number; p90: number; p97_5: number; p99: number; max: number }
  errors: number
  timeouts: number
  statusCodeStats?: Record<string, { count: number }>
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string
  connections: number
  duration: number
  timeout: number
  requests: CannonRequest[]
  overallRate?: number
}) => Promise<Result> & {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void
}

/** The q-th percentile (0..100) of the recorded response times. */
function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((q / 100) * sorted.length))]! * 10) / 10
}

let ipSeq = 0
/** A different client address per request (the shop trusts loopback's X-Forwarded-For here), as real traffic has. */
const someIp = () => `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`

interface Route {
  name: string
  /** A page a shopper waits for: held to the p99 target. */
  page: boolean
  share: number
  /** Requests per second for the whole route (writes are rarer than reads); unset: as fast as answered. */
  rate?: number
  /**
   * The least it must answer per second in the measured part: a capped route's `rate` (less 5 % for the cap's own
   * jitter) unless said otherwise; the run fails below it.
   */
  minRate?: number
  /** The p99 it must stay under, in ms (pages: PAGE_P99_MS); the run fails above it. */
  p99Ms?: number
  requests: CannonRequest[]
  /** Expected non-2xx answers (429 for the rate-limit route). */
  expect?: number[]
  /**
   * GraphQL answers 200 even when the operation failed: the error codes in the bodies, counted per code. A route
   * whose every answer should be a success (sign-up, newsletter) fails the run on any code not listed here.
   */
  graphql?: { codes: Map<string, number>; messages: Map<string, string>; expected: string[] }
}

/** Counts the `extensions.code` of every GraphQL error in the answers it is given. */
function graphqlOutcome(expected: string[] = []): NonNullable<Route['graphql']> {
  return { codes: new Map(), messages: new Map(), expected }
}
function countGraphqlErrors(outcome: NonNullable<Route['graphql']>) {
  return (_status: number, body: string) => {
    if (!body.includes('"errors"')) return
    let codes: string[]
    try {
      const parsed = JSON.parse(body) as { errors?: Array<{ message?: string; extensions?: { code?: string } }> }
      codes = (parsed.errors ?? []).map((e) => {
        const code = e.extensions?.code ?? 'NO_CODE'
        if (!outcome.messages.has(code)) outcome.messages.set(code, `${e.message} (at ${new Date().toISOString()})`)
        return code
      })
    } catch {
      codes = ['UNPARSABLE_BODY']
    }
    for (const code of codes) outcome.codes.set(code, (outcome.codes.get(code) ?? 0) + 1)
  }
}

function routes(
  world: World,
  products: CatalogueProduct[],
  webhookBodies: Array<() => { body: string; signature: string }>,
): Route[] {
  const get = (path: string): CannonRequest => ({ method: 'GET', path })
  const withIp = (
    build: () => { path: string; body?: string; headers?: Record<string, string>; method?: string },
    outcome?: NonNullable<Route['graphql']>,
  ): CannonRequest => ({
    ...(outcome ? { onResponse: countGraphqlErrors(outcome) } : {}),
    setupRequest: (req) => {
      const r = build()
      return {
        ...req,
        method: r.method ?? 'POST',
        path: r.path,
        body: r.body,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': someIp(), ...r.headers },
      }
    },
  })
  /** Sessions the checkout route opened, oldest first: the expiry route ends them. */
  const unpaid: Array<{ id: string; at: number }> = []
  const webhook = (req: CannonParams, w: { body: string; signature: string }): CannonParams => ({
    ...req,
    method: 'POST',
    path: '/api/stripe/webhook',
    body: w.body,
    headers: { 'content-type': 'application/json', 'stripe-signature': w.signature },
  })
  const signUps = graphqlOutcome()
  const logins = graphqlOutcome(['UNAUTHENTICATED'])
  const subscriptions = graphqlOutcome()
  const product = () => products[Math.floor(Math.random() * products.length)]!
  const categories = [...new Set(products.map((p) => p.category))]
  const images = products.flatMap((p) => (p.imagePath ? [p.imagePath] : []))
  return [
    { name: 'home /', page: true, share: 0.2, requests: [get('/')] },
    { name: 'listing /products', page: true, share: 0.12, requests: [get('/products'), get('/products?page=2')] },
    { name: 'category /category/*', page: true, share: 0.1, requests: categories.map((c) => get(`/category/${c}`)) },
    { name: 'product /product/*', page: true, share: 0.2, requests: products.map((p) => get(`/product/${p.slug}`)) },
    { name: 'images /content/images/*', page: false, share: 0.1, requests: images.map(get) },
    {
      name: 'search /api/search/suggestions',
      page: false,
      share: 0.04,
      requests: ['ab', 'hij', 'dress', 'silk'].map((q) =>
        withIp(() => ({ method: 'GET', path: `/api/search/suggestions?q=${q}` })),
      ),
    },
    {
      name: 'stock /api/stock',
      page: false,
      share: 0.04,
      // Not capped: 8 shoppers asking as fast as they are answered; under 500 ms each, that is 16/s or more.
      minRate: STOCK_MIN_RATE,
      p99Ms: 500,
      requests: [withIp(() => ({ method: 'GET', path: `/api/stock?price_id=${product().priceId}` }))],
    },
    {
      name: 'checkout /api/checkout',
      page: false,
      share: 0.04,
      rate: 20,
      p99Ms: 1_000,
      requests: [
        {
          ...withIp(() => ({
            path: '/api/checkout',
            body: JSON.stringify({ lines: [{ price_id: product().priceId, quantity: 1 }] }),
          })),
          onResponse: (status, body) => {
            if (status === 200)
              unpaid.push({ id: (JSON.parse(body) as { url: string }).url.split('/').pop()!, at: Date.now() })
          },
        },
      ],
    },
    {
      name: 'sign-up (GraphQL register)',
      page: false,
      share: 0.03,
      rate: 4,
      graphql: signUps,
      requests: [
        withIp(() => ({ path: '/graphql', body: JSON.stringify(registerBody(uniqueEmail('soak'))) }), signUps),
      ],
    },
    {
      name: 'login (GraphQL login)',
      page: false,
      share: 0.03,
      rate: 8,
      graphql: logins,
      // Wrong passwords for addresses nobody registered: the full cost of a refusal (argon2 against a stand-in hash).
      requests: [
        withIp(
          () => ({
            path: '/graphql',
            body: JSON.stringify({
              query: 'mutation L($i: LoginInput!) { login(loginInput: $i) { token } }',
              variables: { i: { email: uniqueEmail('soak-login'), password: 'Not-the-password-1' } },
            }),
          }),
          logins,
        ),
      ],
    },
    {
      name: 'contact /api/contact',
      page: false,
      share: 0.03,
      rate: 5,
      requests: [
        withIp(() => ({
          path: '/api/contact',
          body: JSON.stringify({
            fullName: 'Soak Run',
            email: uniqueEmail('soak-contact'),
            subject: 'A question about sizes',
            message: 'Does the abaya come in a longer length?',
          }),
        })),
      ],
    },
    {
      name: 'newsletter (GraphQL)',
      page: false,
      share: 0.03,
      rate: 5,
      graphql: subscriptions,
      requests: [
        withIp(
          () => ({
            path: '/graphql',
            body: JSON.stringify({
              query: 'mutation N($e: String!) { subscribeToNewsletter(email: $e) }',
              variables: { e: uniqueEmail('soak-news') },
            }),
          }),
          subscriptions,
        ),
      ],
    },
    {
      name: 'webhook /api/stripe/webhook',
      page: false,
      share: 0.02,
      rate: 10,
      p99Ms: 1_000,
      requests: [
        {
          setupRequest: (req) => webhook(req, webhookBodies[Math.floor(Math.random() * webhookBodies.length)]!()),
        },
      ],
    },
    {
      // The sessions checkout opened and nobody paid: Stripe expires them and says so, which frees their units
      // (docs/product.md §16.4). Without it every variant of the seed (0-15 units) is held within seconds, and
      // checkout measures "sold out". Until a session is old enough, a completed event is delivered again instead.
      name: 'expiry /api/stripe/webhook (unpaid sessions)',
      page: false,
      share: 0.02,
      rate: 20,
      p99Ms: 1_000,
      requests: [
        {
          setupRequest: (req) => {
            const oldest = unpaid[0]
            if (!oldest || Date.now() - oldest.at < UNPAID_SESSION_SECONDS * 1000)
              return webhook(req, webhookBodies[Math.floor(Math.random() * webhookBodies.length)]!())
            unpaid.shift()
            return webhook(req, world.stripe!.event('checkout.session.expired', oldest.id))
          },
        },
      ],
    },
    // One client past its limit: the limit must answer 429 at once, not time out.
    {
      name: 'rate-limited client (/api/checkout, one IP)',
      page: false,
      share: 0.02,
      expect: [400, 429],
      requests: [
        {
          method: 'POST',
          path: '/api/checkout',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.255.255.1' },
          body: JSON.stringify({ lines: [] }),
        },
      ],
    },
  ]
}

const rssMb = (pid: number | undefined) => {
  if (!pid) return NaN
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1])
  return Math.round(kb / 102.4) / 10
}

/** One sample for the leak check: RSS, and V8's committed and live heap from the shop's /metrics (loopback needs no token). */
async function memorySample(url: string, pid: number): Promise<MemorySample> {
  const metrics = (await request(`${url}/metrics`).catch(() => undefined))?.body ?? ''
  const mb = (name: string) => {
    const value = Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(metrics)?.[1])
    return value > 0 ? Math.round(value / 104857.6) / 10 : NaN
  }
  return { rssMb: rssMb(pid), heapTotalMb: mb('nodejs_heap_size_total_bytes'), heapLiveMb: mb('shop_heap_live_bytes') }
}

/** The allocator variables the shop's process actually started with (its environment, as the kernel keeps it). */
function allocatorSettings(pid: number): Record<string, string> {
  const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')
  return Object.fromEntries(
    environ.flatMap((entry) => {
      const at = entry.indexOf('=')
      const name = entry.slice(0, at)
      return name.startsWith('MALLOC_') || name === 'GLIBC_TUNABLES' ? [[name, entry.slice(at + 1)]] : []
    }),
  )
}

function proxiedUrl(url: string, proxy: FaultProxy): string {
  const u = new URL(url)
  u.host = proxy.address
  return u.toString()
}

interface RouteResult {
  route: Route
  result: Result
  /** The measured part's response times, sorted, and statuses. */
  times: number[]
  statuses: Map<number, number>
}

/** Paid sessions whose webhook events are delivered over and over (the first delivery of each makes the order). */
async function webhookEvents(world: World, products: CatalogueProduct[]) {
  // Signed when sent: Stripe's signatures are valid for 5 minutes, as long as the leak-check run.
  const bodies: Array<() => { body: string; signature: string }> = []
  for (let i = 0; i < 5; i++) {
    const res = await request(
      `${world.shop.url}/api/checkout`,
      json(
        { lines: [{ price_id: products[i % products.length]!.priceId, quantity: 1 }] },
        { 'x-forwarded-for': someIp() },
      ),
    )
    const sessionId = (JSON.parse(res.body) as { url: string }).url.split('/').pop()!
    world.stripe!.pay(sessionId, uniqueEmail('soak-order'))
    for (let j = 0; j < 4; j++)
      bodies.push(() => world.stripe!.event('checkout.session.completed', sessionId, `evt_soak_${i}_${j}`))
  }
  return bodies
}

/**
 * A sale hits a shop that has been serving: every page and price rendered once (the cold start is the faults run's
 * business, and a burst on a cold page renders it once: server/ssr.ts).
 */
async function warmUp(world: World, products: CatalogueProduct[]) {
  const started = Date.now()
  const warm = [
    '/',
    '/products',
    '/products?page=2',
    ...new Set(products.map((p) => `/category/${p.category}`)),
    ...products.map((p) => `/product/${p.slug}`),
    ...products.map((p) => `/api/stock?price_id=${p.priceId}`),
  ]
  for (const path of warm) await request(`${world.shop.url}${path}`, { headers: { 'x-forwarded-for': someIp() } })
  console.info(`[soak] warmed ${warm.length} pages and prices in ${Date.now() - started} ms`)
}

/** Every route's autocannon at once, for `warmup + duration` seconds; only answers while `measured.on` are kept. */
function runMix(plan: Route[], url: string, measured: { on: boolean }): Promise<RouteResult[]> {
  const total = plan.reduce((s, r) => s + r.share, 0)
  return Promise.all(
    plan.map((route) => {
      const instance = autocannon({
        url,
        connections: Math.max(1, Math.round((connections * route.share) / total)),
        duration: warmup + duration,
        timeout: 10,
        requests: route.requests,
        ...(route.rate ? { overallRate: route.rate } : {}),
      })
      const times: number[] = []
      const statuses = new Map<number, number>()
      instance.on('response', (_client, status, _bytes, ms) => {
        if (!measured.on) return
        times.push(ms)
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
      })
      return instance.then((result) => ({ route, result, times: times.sort((a, b) => a - b), statuses }))
    }),
  )
}

const perSecond = (r: RouteResult) => Math.round((r.times.length / duration) * 10) / 10

/** The route's table row. */
function row({ route, result, times, statuses }: RouteResult): string {
  const codes = route.graphql ? [...route.graphql.codes].map(([code, n]) => `${code}:${n}`).join(' ') || 'none' : '—'
  return [
    route.name,
    result.connections,
    perSecond({ route, result, times, statuses }),
    percentile(times, 50),
    percentile(times, 95),
    percentile(times, 99),
    Math.round(times.at(-1) ?? NaN),
    [...statuses].map(([s, n]) => `${s}:${n}`).join(' '),
    `${result.errors}+${result.timeouts}`,
    codes,
  ].join(' | ')
}

/** Every route's rate and p99 against its target: one line per miss, naming the route, the figure and the target. */
function routeMisses(results: RouteResult[]): string[] {
  const misses: string[] = []
  for (const r of results) {
    const minRate = r.route.minRate ?? (r.route.rate ? r.route.rate * RATE_TOLERANCE : undefined)
    if (minRate !== undefined && perSecond(r) < minRate)
      misses.push(
        `${r.route.name} answered ${perSecond(r)} req/s, below its target of ${r.route.rate ?? minRate} req/s (at least ${Math.round(minRate * 10) / 10})`,
      )
    const p99Ms = r.route.p99Ms ?? (r.route.page ? PAGE_P99_MS : undefined)
    const p99 = percentile(r.times, 99)
    if (p99Ms !== undefined && !(p99 < p99Ms))
      misses.push(`${r.route.name} p99 ${p99} ms, over its target of ${p99Ms} ms`)
  }
  return misses
}

/** GraphQL error codes a route did not expect (answers with HTTP 200, or 503, that still failed). */
function graphqlFailures(plan: Route[]): number {
  const unexpected = plan.flatMap((route) =>
    [...(route.graphql?.codes ?? [])]
      .filter(([code]) => !route.graphql!.expected.includes(code))
      .map(([code, n]) => ({ route: route.name, code, n, message: route.graphql!.messages.get(code) })),
  )
  for (const u of unexpected) console.info(`[soak] ${u.route}: ${u.n}× ${u.code} "${u.message}"`)
  return unexpected.reduce((n, u) => n + u.n, 0)
}

/** What the shop itself complained about (warn and above), most frequent first. */
function printComplaints(world: World): void {
  const complaints = new Map<string, number>()
  for (const line of world.shop.logLines().filter((l) => Number(l.level) >= 40)) {
    const err = line.err as { message?: string } | undefined
    const what = `${String(line.msg)}${err?.message ? `: ${err.message.slice(0, 100)}` : ''}`
    complaints.set(what, (complaints.get(what) ?? 0) + 1)
  }
  for (const [what, n] of [...complaints].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.info(`[soak] shop log ${n}× ${what}`)
}

/**
 * RSS and the leak check, each judged on a long enough run: the RSS floor's growth from the first measured minute to
 * the last (issue 41's target; V8's old space is bounded so that it settles within the warm-up, server/heap-growth.ts),
 * and what a leak raises, the live heap and the native memory's floor (harness/reliability/leak-check.ts;
 * docs/reliability.md, "The RSS floor: V8's old space"). V8's committed heap is printed beside them.
 */
function memoryReport(rss: { idle: number; start: number; end: number; samples: MemorySample[] }): string[] {
  const growth = Math.round((rss.end - rss.start) * 10) / 10
  const f = leakFigures(rss.samples, RSS_SAMPLE_MS)
  const column = (value: (s: MemorySample) => number) => rss.samples.map(value).join(' ')
  console.info(
    `[soak] RSS at rest ${rss.idle} MB; after the ${warmup} s warm-up ${rss.start} MB; end ${rss.end} MB (${growth} MB more); its floor (lowest sample of a minute) grew ${f.rssFloor} MB from the first measured minute to the last (target < ${LEAK_LIMIT_MB} MB), V8's committed heap's floor ${f.heapTotalFloor} MB`,
  )
  console.info(
    `[soak] leak check: live heap (after a full GC) grew ${f.heapLive} MB, native memory's floor (RSS less V8's heap) ${f.nativeFloor} MB: ${f.leak} MB together (target < ${LEAK_LIMIT_MB} MB on a run of ${LEAK_CHECK_SECONDS} s or more)`,
  )
  console.info(`[soak] samples every 5 s, RSS: ${column((s) => s.rssMb)}`)
  console.info(`[soak] V8 heap committed: ${column((s) => s.heapTotalMb)}`)
  console.info(`[soak] V8 heap live after the last full GC: ${column((s) => s.heapLiveMb)}`)
  if (duration < LEAK_CHECK_SECONDS) return []
  const misses: string[] = []
  if (!(f.rssFloor < LEAK_LIMIT_MB)) misses.push(`RSS floor grew ${f.rssFloor} MB (target < ${LEAK_LIMIT_MB} MB)`)
  if (!(f.leak < LEAK_LIMIT_MB))
    misses.push(
      `live heap and native memory grew ${f.leak} MB (live ${f.heapLive}, native floor ${f.nativeFloor}; target < ${LEAK_LIMIT_MB} MB)`,
    )
  return misses
}

/** The table, the totals and every miss; returns the misses (the run passes with none). */
function report(
  plan: Route[],
  results: RouteResult[],
  rss: { idle: number; start: number; end: number; samples: MemorySample[] },
) {
  const misses: string[] = []
  console.info(
    '\nroute | conns | req/s | p50 ms | p95 ms | p99 ms | max ms | statuses | errors+timeouts (whole run) | GraphQL error codes (whole run)',
  )
  for (const r of results) console.info(row(r))
  // Failures count over the whole run, warm-up included; latencies, rates and statuses are the measured part's.
  const errors = results.reduce((n, r) => n + r.result.errors + r.result.timeouts, 0)
  const fivexx = results.reduce(
    (n, r) =>
      n +
      Object.entries(r.result.statusCodeStats ?? {})
        .filter(([s]) => Number(s) >= 500)
        .reduce((m, [, v]) => m + v.count, 0),
    0,
  )
  const requests = results.reduce((n, r) => n + r.times.length, 0)
  const failedOperations = graphqlFailures(plan)
  console.info(
    `\n[soak] ${requests} requests in the measured ${duration} s (${Math.round(requests / duration)} req/s); over the whole run: errors+timeouts ${errors}, 5xx ${fivexx}, unexpected GraphQL errors ${failedOperations}`,
  )
  if (errors > 0) misses.push(`${errors} errors and time-outs (target 0)`)
  if (fivexx > 0) misses.push(`${fivexx} answers 5xx (target 0)`)
  if (failedOperations > 0) misses.push(`${failedOperations} failed GraphQL operations (target 0)`)
  const pages = results.filter((r) => r.route.page)
  console.info(
    `[soak] worst page p99 ${Math.max(...pages.map((r) => percentile(r.times, 99)))} ms (target < ${PAGE_P99_MS})`,
  )
  misses.push(...routeMisses(results))
  const limited = results.find((r) => r.route.expect)!
  console.info(
    `[soak] rate-limited client: ${JSON.stringify(Object.fromEntries(limited.statuses))}, p99 ${percentile(limited.times, 99)} ms`,
  )
  if (!limited.statuses.get(429)) misses.push('the client past its limit never got 429')
  misses.push(...memoryReport(rss))
  return misses
}

async function main() {
  const probe = probing ? startProbe() : undefined
  const world = await startWorld({
    production: true,
    // The mix asks for about 9 mails a second to unproven addresses (sign-ups, newsletter): a shop expecting a sale
    // sizes this hourly budget (default 300) to it, or every sign-up after the first minutes is refused.
    env: {
      TRUST_PROXY: 'loopback',
      ANONYMOUS_MAIL_PER_HOUR: '100000',
      ...probe?.env,
      ...(glibcMalloc ? Object.fromEntries(Object.keys(ALLOCATOR_ENV).map((name) => [name, undefined])) : {}),
    },
  })
  printNotes([
    `backends: ${JSON.stringify(world.backends)}`,
    `allocator: ${JSON.stringify(allocatorSettings(world.shop.pid))} (${glibcMalloc ? "glibc's defaults, --glibc-malloc" : "the shop's, server/allocator-env.mjs"})`,
    // PAGE_LANE_PER_TURN=0 in the soak's environment starts the shop without the money path's lane, to compare.
    `page lane (server/money-lane.ts): PAGE_LANE_PER_TURN=${process.env.PAGE_LANE_PER_TURN || 'unset (the default)'}`,
    `V8's old space: at most ${1 + HEAP_GROWING_PERCENT / 100}× the live objects (server/heap-growth.ts)`,
  ])
  const activity =
    probe && world.databaseUrl
      ? await sampleDatabaseActivity(world.databaseUrl, world.pgProxy && proxiedUrl(world.databaseUrl, world.pgProxy))
      : undefined
  const processes = probe ? watchProcesses(world.shop.pid) : undefined
  let stopped = false
  try {
    const products = await catalogue(world.shop.url)
    const plan = routes(world, products, await webhookEvents(world, products))
    await warmUp(world, products)
    const pid = world.shop.pid
    const rss = { idle: rssMb(pid), start: NaN, end: NaN, samples: [] as MemorySample[] }
    // One continuous run: `warmup` seconds, then `duration` measured. Under 200 connections V8 sizes its young
    // generation to the allocation rate within seconds (its old space takes minutes: harness/reliability/leak-check.ts),
    // so memory is sampled once the mix has run for a while.
    // (Two separate runs would leave the first one's last requests in the shop while the second one's start.)
    const measured = { on: false, startedAt: 0 }
    const sampler = setInterval(() => {
      if (measured.on) void memorySample(world.shop.url, pid).then((sample) => rss.samples.push(sample))
    }, RSS_SAMPLE_MS)
    const startMeasuring = () => {
      rss.start = rssMb(pid)
      measured.on = true
      measured.startedAt = Date.now()
      activity?.reset()
      processes?.start()
      console.info(
        `[soak] ${connections} connections for ${duration} s against ${world.shop.url} (NODE_ENV=production), pid ${pid}, RSS ${rss.start} MB; load average ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
      )
    }
    if (warmup > 0) console.info(`[soak] warm-up: the same mix for ${warmup} s (RSS at rest ${rss.idle} MB)`)
    const measuring = setTimeout(startMeasuring, warmup * 1000)
    const results = await runMix(plan, world.shop.url, measured)
    clearTimeout(measuring)
    clearInterval(sampler)
    rss.end = rssMb(pid)
    console.info(
      `[soak] load average at the end ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    )
    const health = await request(`${world.shop.url}/healthz`)
    const misses = report(plan, results, rss)
    if (health.status !== 200) misses.push(`/healthz answered ${health.status} after the run`)
    printComplaints(world)
    console.info(`[soak] after: /healthz ${health.status}; mails received by SMTP ${world.smtp.messages.length}`)
    if (activity) printActivity(await activity.stop())
    processes?.print()
    if (probe) {
      // The CPU profile is written when the shop exits.
      await world.close()
      stopped = true
      printProbe(probe.dir, measured.startedAt)
    }
    for (const miss of misses) console.info(`[soak] MISSED: ${miss}`)
    console.info(
      `[soak] ${misses.length === 0 ? 'targets met' : `TARGETS MISSED (${misses.length})`}${duration >= LEAK_CHECK_SECONDS ? '' : ` (RSS growth is judged on runs of ${LEAK_CHECK_SECONDS} s or more)`}`,
    )
    process.exitCode = misses.length === 0 ? 0 : 1
  } finally {
    await activity?.stop()
    if (!stopped) await world.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
