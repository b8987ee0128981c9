/**
 * npm run soak: the built shop in production mode under a sale-day mix at 200 connections (autocannon, one
 * instance per route so each has its own percentiles), then throughput, p50/p95/p99, errors, 5xx and the shop's
 * RSS. `--duration S` (default 60; 300 for the leak check), `--connections N` (default 200), `--warmup S` (default
 * 60): the same mix before the measured run, after which the RSS baseline of the leak check is read.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { catalogue, json, registerBody, request, uniqueEmail } from '@/tests/harness/reliability/shop-client'
import { printNotes, startWorld, type World } from '@/tests/harness/reliability/world'

const arg = (name: string) => {
  const i = process.argv.indexOf(name)
  return i > 0 ? process.argv[i + 1] : undefined
}
const duration = Number(arg('--duration')) || 60
const connections = Number(arg('--connections')) || 200
const warmup = Number(arg('--warmup') ?? 60)
/** Only a run this long judges RSS growth (a shorter one cannot tell a leak from noise). */
const LEAK_CHECK_SECONDS = 300
const LEAK_LIMIT_MB = 50

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
  products: Awaited<ReturnType<typeof catalogue>>,
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
      requests: [withIp(() => ({ method: 'GET', path: `/api/stock?price_id=${product().priceId}` }))],
    },
    {
      name: 'checkout /api/checkout',
      page: false,
      share: 0.04,
      rate: 20,
      requests: [
        withIp(() => ({
          path: '/api/checkout',
          body: JSON.stringify({ lines: [{ price_id: product().priceId, quantity: 1 }] }),
        })),
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
      requests: [
        {
          setupRequest: (req) => {
            const w = webhookBodies[Math.floor(Math.random() * webhookBodies.length)]!()
            return {
              ...req,
              method: 'POST',
              path: '/api/stripe/webhook',
              body: w.body,
              headers: { 'content-type': 'application/json', 'stripe-signature': w.signature },
            }
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

/** The shop's process id, found by its listening port (startShop does not hand it out). */
function shopPid(port: number): number | undefined {
  try {
    const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' })
    return Number(/pid=(\d+)/.exec(out)?.[1]) || undefined
  } catch {
    return undefined
  }
}
const rssMb = (pid: number | undefined) => {
  if (!pid) return NaN
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1])
  return Math.round(kb / 102.4) / 10
}

async function main() {
  const world = await startWorld({
    production: true,
    // The mix asks for about 9 mails a second to unproven addresses (sign-ups, newsletter): a shop expecting a sale
    // sizes this hourly budget (default 300) to it, or every sign-up after the first minutes is refused.
    env: { TRUST_PROXY: 'loopback', ANONYMOUS_MAIL_PER_HOUR: '100000' },
  })
  printNotes([`backends: ${JSON.stringify(world.backends)}`])
  try {
    const products = await catalogue(world.shop.url)
    // A handful of paid sessions whose webhook events are delivered over and over (the first delivery makes the order).
    // Signed when sent: Stripe's signatures are valid for 5 minutes, as long as the leak-check run.
    const webhookBodies: Array<() => { body: string; signature: string }> = []
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
        webhookBodies.push(() => world.stripe!.event('checkout.session.completed', sessionId, `evt_soak_${i}_${j}`))
    }
    // A sale hits a shop that has been serving: every page and price rendered once (the cold start is the
    // faults run's business, and a burst on a cold page renders it once: server/ssr.ts).
    const warmStarted = Date.now()
    const warm = [
      '/',
      '/products',
      '/products?page=2',
      ...new Set(products.map((p) => `/category/${p.category}`)),
      ...products.map((p) => `/product/${p.slug}`),
      ...products.map((p) => `/api/stock?price_id=${p.priceId}`),
    ]
    for (const path of warm) await request(`${world.shop.url}${path}`, { headers: { 'x-forwarded-for': someIp() } })
    console.info(`[soak] warmed ${warm.length} pages and prices in ${Date.now() - warmStarted} ms`)
    const pid = shopPid(world.shop.port)
    const rssIdle = rssMb(pid)
    const plan = routes(world, products, webhookBodies)
    const total = plan.reduce((s, r) => s + r.share, 0)
    // One continuous run: `warmup` seconds, then `duration` measured. Under 200 connections V8 sizes the heap to the
    // allocation rate within seconds, so the leak check's RSS baseline is read once the mix has run for a while.
    // (Two separate runs would leave the first one's last requests in the shop while the second one's start.)
    const measured = { on: false, startedAt: 0 }
    let rssStart = rssIdle
    const rssSamples: number[] = []
    const sampler = setInterval(() => {
      if (measured.on) rssSamples.push(rssMb(pid))
    }, 5_000)
    const startMeasuring = () => {
      rssStart = rssMb(pid)
      measured.on = true
      measured.startedAt = Date.now()
      console.info(
        `[soak] ${connections} connections for ${duration} s against ${world.shop.url} (NODE_ENV=production), pid ${pid}, RSS ${rssStart} MB`,
      )
    }
    if (warmup > 0) console.info(`[soak] warm-up: the same mix for ${warmup} s (RSS at rest ${rssIdle} MB)`)
    const measuring = setTimeout(startMeasuring, warmup * 1000)
    const results = await Promise.all(
      plan.map((route) => {
        const instance = autocannon({
          url: world.shop.url,
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
    clearTimeout(measuring)
    clearInterval(sampler)
    const rssEnd = rssMb(pid)
    const health = await request(`${world.shop.url}/healthz`)

    /** GraphQL error codes a route did not expect (answers with HTTP 200, or 503, that still failed). */
    const unexpected = plan.flatMap((route) =>
      [...(route.graphql?.codes ?? [])]
        .filter(([code]) => !route.graphql!.expected.includes(code))
        .map(([code, n]) => ({ route: route.name, code, n, message: route.graphql!.messages.get(code) })),
    )
    const graphqlFailures = unexpected.reduce((n, u) => n + u.n, 0)
    for (const u of unexpected) console.info(`[soak] ${u.route}: ${u.n}× ${u.code} "${u.message}"`)
    // Failures count over the whole run, warm-up included; latencies, rates and statuses are the measured part's.
    let errors = 0
    let fivexx = 0
    let requests = 0
    console.info(
      '\nroute | conns | req/s | p50 ms | p95 ms | p99 ms | max ms | statuses | errors+timeouts (whole run) | GraphQL error codes (whole run)',
    )
    for (const { route, result, times, statuses } of results) {
      errors += result.errors + result.timeouts
      fivexx += Object.entries(result.statusCodeStats ?? {})
        .filter(([s]) => Number(s) >= 500)
        .reduce((n, [, v]) => n + v.count, 0)
      requests += times.length
      console.info(
        `${route.name} | ${result.connections} | ${Math.round((times.length / duration) * 10) / 10} | ${percentile(times, 50)} | ${percentile(times, 95)} | ${percentile(times, 99)} | ${Math.round(times.at(-1) ?? NaN)} | ${[
          ...statuses,
        ]
          .map(([s, n]) => `${s}:${n}`)
          .join(' ')} | ${result.errors}+${result.timeouts} | ${
          route.graphql ? [...route.graphql.codes].map(([code, n]) => `${code}:${n}`).join(' ') || 'none' : '—'
        }`,
      )
    }
    const pages = results.filter((r) => r.route.page)
    const worstPageP99 = Math.max(...pages.map((r) => percentile(r.times, 99)))
    const limited = results.find((r) => r.route.expect)!
    console.info(
      `\n[soak] ${requests} requests in the measured ${duration} s (${Math.round(requests / duration)} req/s); over the whole run: errors+timeouts ${errors}, 5xx ${fivexx}, unexpected GraphQL errors ${graphqlFailures}`,
    )
    console.info(`[soak] worst page p99 ${worstPageP99} ms (target < 500)`)
    console.info(
      `[soak] rate-limited client: ${JSON.stringify(Object.fromEntries(limited.statuses))}, p99 ${percentile(limited.times, 99)} ms`,
    )
    const growth = Math.round((rssEnd - rssStart) * 10) / 10
    console.info(
      `[soak] RSS at rest ${rssIdle} MB; after the ${warmup} s warm-up ${rssStart} MB; end ${rssEnd} MB: growth over the run ${growth} MB (target < ${LEAK_LIMIT_MB} MB on a run of ${LEAK_CHECK_SECONDS} s or more); samples every 5 s: ${rssSamples.join(' ')}`,
    )
    // What the shop itself complained about (warn and above), most frequent first.
    const complaints = new Map<string, number>()
    for (const line of world.shop.logLines().filter((l) => Number(l.level) >= 40)) {
      const err = line.err as { message?: string } | undefined
      const what = `${String(line.msg)}${err?.message ? `: ${err.message.slice(0, 100)}` : ''}`
      complaints.set(what, (complaints.get(what) ?? 0) + 1)
    }
    for (const [what, n] of [...complaints].sort((a, b) => b[1] - a[1]).slice(0, 8))
      console.info(`[soak] shop log ${n}× ${what}`)
    console.info(`[soak] after: /healthz ${health.status}; mails received by SMTP ${world.smtp.messages.length}`)
    const leakChecked = duration >= LEAK_CHECK_SECONDS
    const pass =
      errors === 0 &&
      fivexx === 0 &&
      graphqlFailures === 0 &&
      worstPageP99 < 500 &&
      (limited.statuses.get(429) ?? 0) > 0 &&
      health.status === 200 &&
      (!leakChecked || growth < LEAK_LIMIT_MB)
    console.info(
      `[soak] ${pass ? 'targets met' : 'TARGETS MISSED'}${leakChecked ? '' : ` (RSS growth is judged on runs of ${LEAK_CHECK_SECONDS} s or more)`}`,
    )
    process.exitCode = pass ? 0 : 1
  } finally {
    await world.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
