/**
 * Scripted faults against the running shop, each with what must hold after it (docs/reliability.md). Every fault
 * is real: a proxy between the shop and the outside system is cut, hung or slowed, or the shop gets SIGTERM.
 */
import { Redis } from 'ioredis'
import pg from 'pg'
import { startShop, type ShopProcess } from '../shop'
import { startFaultProxy } from './proxy'
import { catalogue, json, registerBody, request, uniqueEmail, waitFor, type Answer } from './shop-client'
import { startWorld, type World } from './world'

export interface FaultReport {
  name: string
  /** Why it did not run (printed), when it did not. */
  skipped?: string
  /** What must hold, and whether it did. */
  checks: Array<{ what: string; ok: boolean; detail?: string }>
  figures: Record<string, string | number>
}

export const ok = (report: FaultReport) => report.checks.every((c) => c.ok)

function reporter(name: string) {
  const report: FaultReport = { name, checks: [], figures: {} }
  return {
    report,
    check: (what: string, passed: boolean, detail?: string) => {
      report.checks.push({ what, ok: passed, ...(detail ? { detail } : {}) })
    },
  }
}

/** Every per-IP limit keys on req.ip: each scenario speaks from its own address (the shop trusts loopback's X-Forwarded-For). */
let ipCounter = 1
export const newIp = () => `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`
const from = (ip: string) => ({ 'x-forwarded-for': ip })

const statuses = (answers: Answer[]) => answers.map((a) => a.status).join(',')
const slowest = (answers: Answer[]) => Math.round(Math.max(0, ...answers.map((a) => a.ms)))

/** The shared world of the faults: Stripe through the fake, PostgreSQL and Redis when reachable, loopback trusted. */
export const faultWorld = (discover = true) =>
  startWorld({ discover, env: { TRUST_PROXY: 'loopback' } }).then(async (world) => ({
    world,
    products: await catalogue(world.shop.url),
  }))

type Ctx = Awaited<ReturnType<typeof faultWorld>>

async function checkout(world: World, priceId: string, ip = newIp()): Promise<Answer & { sessionId?: string }> {
  const answer = await request(
    `${world.shop.url}/api/checkout`,
    json({ lines: [{ price_id: priceId, quantity: 1 }] }, from(ip)),
  )
  const url = answer.status === 200 ? (JSON.parse(answer.body) as { url: string }).url : undefined
  return { ...answer, sessionId: url?.split('/').pop() }
}

const signUp = (world: World, ip = newIp()) =>
  request(`${world.shop.url}/graphql`, json(registerBody(uniqueEmail('signup')), from(ip)))

const contact = (world: World, marker: string, ip = newIp()) =>
  request(
    `${world.shop.url}/api/contact`,
    json(
      {
        fullName: 'Reliability Run',
        email: uniqueEmail('contact'),
        subject: `Fault ${marker}`,
        message: `Marker ${marker}`,
      },
      from(ip),
    ),
  )

function webhook(world: World, type: string, sessionId: string, eventId?: string) {
  const { body, signature } = world.stripe!.event(type, sessionId, eventId)
  return request(`${world.shop.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  })
}

const healthy = (world: World) => request(`${world.shop.url}/healthz`, {}, 5_000).then((a) => a.status === 200)

async function dbQuery<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}

/** PostgreSQL stopped (connections reset) and then hung (accepted, never answered), then back. */
export async function postgresOutage({ world, products }: Ctx): Promise<FaultReport> {
  const { report, check } = reporter('PostgreSQL stopped, then hung, then back')
  if (!world.pgProxy || !world.databaseUrl)
    return {
      ...report,
      skipped: 'PostgreSQL is not reachable; PGlite runs inside the shop process (no server to stop)',
    }
  const priceId = products[0]!.priceId
  const before = await Promise.all([signUp(world), checkout(world, priceId)])
  check(
    'before the outage: sign-up and checkout answer 200',
    before.every((a) => a.status === 200),
    statuses(before),
  )

  // A paid session whose webhook arrives during the outage: Stripe must be told to redeliver, nothing half-written.
  const paid = await checkout(world, priceId)
  world.stripe!.pay(paid.sessionId!, uniqueEmail('outage-order'))
  const eventId = `evt_outage_${Date.now()}`

  for (const mode of ['cut', 'hang'] as const) {
    world.pgProxy[mode]()
    const started = Date.now()
    const during = await Promise.all([
      ...Array.from({ length: 4 }, () => signUp(world)),
      ...Array.from({ length: 3 }, () => checkout(world, priceId)),
      contact(world, `pg-${mode}`),
      webhook(world, 'checkout.session.completed', paid.sessionId!, eventId),
    ])
    report.figures[`${mode}: answers`] = statuses(during)
    report.figures[`${mode}: slowest answer (ms)`] = slowest(during)
    check(
      `PostgreSQL ${mode === 'cut' ? 'stopped' : 'hung'}: sign-ups, checkouts, contact and the webhook answer 503 (no 500, no hang)`,
      during.every((a) => a.status === 503),
      statuses(during),
    )
    check(
      `PostgreSQL ${mode === 'cut' ? 'stopped' : 'hung'}: every answer within 15 s`,
      during.every((a) => a.status !== 0 && a.ms < 15_000),
    )
    const register = during[0]
    check(
      'the GraphQL answer says SERVICE_UNAVAILABLE with Retry-After',
      register.body.includes('SERVICE_UNAVAILABLE') && register.headers.has('retry-after'),
      register.body.slice(0, 200),
    )
    const home = await request(`${world.shop.url}/`)
    check(`PostgreSQL ${mode}: pages that need no database still answer 200`, home.status === 200, String(home.status))
    world.pgProxy.restore()
    const recoveredAfter = Date.now()
    await waitFor('the shop to be healthy again', () => healthy(world), 30_000)
    report.figures[`${mode}: outage (ms)`] = recoveredAfter - started
    report.figures[`${mode}: recovered after restore (ms)`] = Date.now() - recoveredAfter
  }

  const halfWritten = await dbQuery<{ n: string }>(
    world.databaseUrl,
    `select count(*) as n from payment_events e left join orders o on o.session_id = e.session_id where o.id is null`,
  )
  check('no payment event recorded without its order (nothing half-written)', halfWritten[0]!.n === '0')
  const redelivered = await webhook(world, 'checkout.session.completed', paid.sessionId!, eventId)
  check('Stripe redelivering the event after the outage makes the order', redelivered.status === 200)
  const orders = await dbQuery<{ n: string }>(
    world.databaseUrl,
    'select count(*) as n from orders where session_id = $1',
    [paid.sessionId],
  )
  check('exactly one order for the payment made during the outage', orders[0]!.n === '1', `orders: ${orders[0]!.n}`)
  const after = await Promise.all([signUp(world), checkout(world, priceId)])
  check(
    'after it, without a restart: sign-up and checkout answer 200',
    after.every((a) => a.status === 200),
    statuses(after),
  )
  return report
}

/** Redis stopped, then hung: rate limits fall back to each process's memory (still limiting), then Redis again. */
export async function redisOutage({ world }: Ctx): Promise<FaultReport> {
  const { report, check } = reporter('Redis stopped, then hung, then back')
  if (!world.redisProxy) return { ...report, skipped: 'Redis is not reachable; rate limits are counted in memory' }
  // 20 checkout attempts per IP per minute: attempts 21..25 must be refused whatever stores the count.
  const burst = async (ip: string) => {
    const answers: Answer[] = []
    for (let i = 0; i < 25; i++)
      answers.push(await request(`${world.shop.url}/api/checkout`, json({ lines: [] }, from(ip))))
    return answers
  }
  const limited = (answers: Answer[]) =>
    answers.slice(0, 20).every((a) => a.status === 400) && answers.slice(20).every((a) => a.status === 429)

  for (const mode of ['cut', 'hang'] as const) {
    world.redisProxy[mode]()
    const answers = await burst(newIp())
    report.figures[`${mode}: slowest answer (ms)`] = slowest(answers)
    check(
      `Redis ${mode === 'cut' ? 'stopped' : 'hung'}: the limit still holds (20 answered, then 429), no 5xx`,
      limited(answers),
      statuses(answers),
    )
    check(
      `Redis ${mode}: every answer within 3 s`,
      answers.every((a) => a.status !== 0 && a.ms < 3_000),
    )
    world.redisProxy.restore()
  }

  // Back: the count is in Redis again (shared by every instance).
  const redis = new Redis(world.redisUrl!, { lazyConnect: true, maxRetriesPerRequest: 1 })
  try {
    await redis.connect()
    const ip = newIp()
    const recovered = await waitFor(
      'rate limits to be stored in Redis again',
      async () => {
        await request(`${world.shop.url}/api/checkout`, json({ lines: [] }, from(ip)))
        return (await redis.exists(`rl:checkout:ip:${ip}`)) === 1
      },
      30_000,
      500,
    ).catch(() => false)
    check('after Redis is back the counts are stored in Redis again (no restart)', recovered === true)
  } finally {
    redis.disconnect()
  }
  return report
}

/** SMTP refusing connections while mail is queued: everything is sent once SMTP is back, nothing twice. */
export async function smtpOutage({ world }: Ctx): Promise<FaultReport> {
  const { report, check } = reporter('SMTP down, then back')
  world.smtpProxy.cut()
  const markers = Array.from({ length: 5 }, (_, i) => `smtp-${Date.now().toString(36)}-${i}`)
  const answers = await Promise.all(markers.map((m) => contact(world, m)))
  check(
    'while SMTP is down, contact messages are accepted (200): mail is queued, not sent',
    answers.every((a) => a.status === 200),
    statuses(answers),
  )
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  const early = world.smtp.messages.filter((m) => markers.some((k) => m.text.includes(k))).length
  check('nothing reached SMTP during the outage', early === 0, `${early}`)
  world.smtpProxy.restore()
  const restoredAt = Date.now()
  // The outbox retries after 30 s, then 60 s…; its loop looks every 15 s.
  await waitFor(
    'every queued mail to be delivered',
    async () => markers.every((k) => world.smtp.messages.some((m) => m.text.includes(k))),
    120_000,
    500,
  ).catch(() => undefined)
  report.figures['delivered after restore (ms)'] = Date.now() - restoredAt
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  const counts = markers.map((k) => world.smtp.messages.filter((m) => m.text.includes(k)).length)
  report.figures['copies per mail'] = counts.join(',')
  check(
    '0 mails lost',
    counts.every((n) => n >= 1),
    counts.join(','),
  )
  check(
    '0 mails sent twice',
    counts.every((n) => n <= 1),
    counts.join(','),
  )
  return report
}

/** The webhook twice, out of order, and late (after the success page): one order and one mail per payment. */
export async function webhookDisorder({ world, products }: Ctx): Promise<FaultReport> {
  const { report, check } = reporter('Payment webhook twice, out of order, late')
  const priceId = products[0]!.priceId
  const sessions = await Promise.all([0, 1, 2].map(() => checkout(world, priceId)))
  check(
    'three checkouts answer 200',
    sessions.every((s) => s.status === 200 && s.sessionId),
    statuses(sessions),
  )
  const [twice, disorder, late] = sessions.map((s) => s.sessionId!)
  const emails = [uniqueEmail('twice'), uniqueEmail('disorder'), uniqueEmail('late')]
  sessions.forEach((s, i) => world.stripe!.pay(s.sessionId!, emails[i]!))

  const id = `evt_twice_${Date.now()}`
  const doubled = await Promise.all([
    webhook(world, 'checkout.session.completed', twice!, id),
    webhook(world, 'checkout.session.completed', twice!, id),
  ])
  doubled.push(await webhook(world, 'checkout.session.completed', twice!, id))
  check(
    'the same event three times (two at once): each acknowledged 200',
    doubled.every((a) => a.status === 200),
    statuses(doubled),
  )

  const reordered = [
    await webhook(world, 'checkout.session.async_payment_succeeded', disorder!),
    await webhook(world, 'checkout.session.completed', disorder!),
  ]
  check(
    'async_payment_succeeded before completed: both 200',
    reordered.every((a) => a.status === 200),
    statuses(reordered),
  )

  const successPage = await request(`${world.shop.url}/stripe/success?session_id=${late}`)
  check('the success page is shown before any webhook (200)', successPage.status === 200, String(successPage.status))
  const lateHook = await webhook(world, 'checkout.session.completed', late!)
  check('the late webhook after the success page: 200', lateHook.status === 200, String(lateHook.status))

  await waitFor(
    'one confirmation per payment',
    async () => emails.every((e) => world.smtp.messages.some((m) => m.to.includes(e))),
    30_000,
  ).catch(() => undefined)
  await new Promise((resolve) => setTimeout(resolve, 1_500))
  const mails = emails.map((e) => world.smtp.messages.filter((m) => m.to.includes(e)).length)
  report.figures['confirmation mails per payment'] = mails.join(',')
  check(
    'exactly one confirmation mail per payment (none lost, none doubled)',
    mails.every((n) => n === 1),
    mails.join(','),
  )
  if (world.databaseUrl) {
    const rows = await dbQuery<{ session_id: string; status: string }>(
      world.databaseUrl,
      'select session_id, status from orders where session_id = any($1)',
      [[twice, disorder, late]],
    )
    report.figures['orders per payment'] = [twice, disorder, late]
      .map((s) => rows.filter((r) => r.session_id === s).length)
      .join(',')
    check(
      'exactly one paid order per payment (PostgreSQL rows)',
      rows.length === 3 && rows.every((r) => r.status === 'paid'),
      JSON.stringify(rows),
    )
  }
  return report
}

/** Hosted content down, then slow: pages serve the last good content quietly; the cache refills when it is back. */
export async function contentOutage(): Promise<FaultReport> {
  const { report, check } = reporter('Content source down, then slow, then back')
  const upstream = await startShop()
  const proxy = await startFaultProxy({ host: '127.0.0.1', port: upstream.port })
  let shop: ShopProcess | undefined
  try {
    shop = await startShop({
      env: {
        SANITY_PROJECT_ID: 'local',
        SANITY_DATASET: 'production',
        SANITY_API_HOST: `http://${proxy.address}/content`,
        LOG_LEVEL: 'warn',
      },
    })
    const products = await catalogue(upstream.url)
    const warm = ['/', '/products', `/category/${products[0]!.category}`, `/product/${products[0]!.slug}`]
    const cold = `/product/${products[products.length - 1]!.slug}`
    const first = await Promise.all(warm.map((p) => request(shop!.url + p)))
    check(
      'with the content source up, the pages answer 200',
      first.every((a) => a.status === 200),
      statuses(first),
    )

    const alarming = /something went wrong|unavailable|taking a break|error/i
    for (const mode of ['cut', 'hang'] as const) {
      proxy[mode]()
      const during = await Promise.all(warm.map((p) => request(shop!.url + p)))
      report.figures[`${mode}: slowest cached page (ms)`] = slowest(during)
      check(
        `content ${mode === 'cut' ? 'down' : 'hung'}: pages seen before answer 200 with the same content`,
        during.every((a, i) => a.status === 200 && a.body.length > 0.9 * first[i]!.body.length),
        statuses(during),
      )
      check(
        `content ${mode}: nothing alarming on those pages`,
        during.every((a) => !alarming.test(textOf(a.body))),
      )
      const unseen = await request(shop.url + cold)
      report.figures[`${mode}: page never seen (status, ms)`] = `${unseen.status}, ${Math.round(unseen.ms)}`
      check(
        `content ${mode}: a page never seen answers 503 (not 500, not a hang)`,
        unseen.status === 503 && unseen.ms < 12_000,
      )
      proxy.restore()
    }
    proxy.delay(2_000)
    const slow = await Promise.all(warm.map((p) => request(shop!.url + p)))
    report.figures['slow (2 s per chunk): slowest cached page (ms)'] = slowest(slow)
    check(
      'content slow: cached pages still answer 200 at once (< 1 s)',
      slow.every((a) => a.status === 200 && a.ms < 1_000),
    )
    proxy.restore()
    const backAt = Date.now()
    const refilled = await waitFor(
      'the page never seen to render once content is back',
      async () => (await request(shop!.url + cold)).status === 200,
      30_000,
      500,
    ).catch(() => false)
    report.figures['refilled after restore (ms)'] = Date.now() - backAt
    check('content back: the cache refills and the page never seen renders (200)', refilled === true)
  } finally {
    await shop?.stop()
    await proxy.close()
    await upstream.stop()
  }
  return report
}

/** The visible text of a page, without scripts (the serialised state may name error fields). */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, '')
    .replace(/<style[\s\S]*?<\/style>/gi, '')
    .replace(/<[^>]+>/g, ' ')
}

/** SIGTERM while requests are in flight: they finish, none is reset, the process exits within 10 s. */
export async function sigtermDuringLoad(): Promise<FaultReport> {
  const { report, check } = reporter('SIGTERM during load')
  const shop = await startShop({ env: { TRUST_PROXY: 'loopback', LOG_LEVEL: 'warn' } })
  const products = await catalogue(shop.url)
  const paths = ['/', '/products', `/product/${products[0]!.slug}`, '/our-story', '/healthz']
  let stopAt = Infinity
  const results: Array<{ startedBeforeStop: boolean; status: number; error: string }> = []
  const loops = Array.from({ length: 32 }, async (_, i) => {
    for (let n = 0; ; n++) {
      const startedAt = Date.now()
      if (startedAt > stopAt + 2_000) return
      const answer = await request(shop.url + paths[(i + n) % paths.length], {}, 15_000)
      results.push({
        startedBeforeStop: startedAt < stopAt,
        status: answer.status,
        error: answer.status ? '' : answer.body,
      })
      if (answer.status === 0 && startedAt >= stopAt) return
    }
  })
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  stopAt = Date.now()
  const code = await shop.stop()
  const exitMs = Date.now() - stopAt
  await Promise.all(loops)
  // A connection still in the listener's backlog when it closes is reset by the kernel before any byte of the request
  // reached the shop ("connect ECONNRESET"), like a refused one: never in flight, and safe to retry.
  const neverArrived = (r: (typeof results)[number]) => /connect (ECONNREFUSED|ECONNRESET)/.test(r.error)
  const before = results.filter((r) => r.startedBeforeStop && !neverArrived(r))
  const failedBefore = before.filter((r) => r.status !== 200)
  const resets = results.filter(
    (r) => !neverArrived(r) && /ECONNRESET|other side closed|socket hang up|UND_ERR_SOCKET/i.test(r.error),
  )
  const refused = results.filter(neverArrived)
  report.figures['requests in flight or answered before SIGTERM'] = before.length
  report.figures['of them not answered 200'] = failedBefore.length
  report.figures['resets'] = resets.length
  report.figures['connections refused or reset at connect (never reached the shop)'] = refused.length
  report.figures['exit after SIGTERM (ms)'] = exitMs
  report.figures['exit code'] = String(code)
  check(
    'every request in flight at SIGTERM is answered 200',
    failedBefore.length === 0,
    failedBefore
      .slice(0, 3)
      .map((r) => r.error || r.status)
      .join(' | '),
  )
  check(
    'no request gets a connection reset',
    resets.length === 0,
    resets
      .slice(0, 3)
      .map((r) => r.error)
      .join(' | '),
  )
  check('the process exits 0 within 10 s', code === 0 && exitMs < 10_000, `code ${code} after ${exitMs} ms`)
  return report
}

/** Every scripted fault, in the order `npm run faults` runs them: those that share one faultWorld, one after another… */
export const FAULTS_IN_SHARED_WORLD = [postgresOutage, redisOutage, smtpOutage, webhookDisorder]
/** …and those that start their own shop. */
export const FAULTS_WITH_OWN_SHOP = [contentOutage, sigtermDuringLoad]

export function printReport(report: FaultReport): void {
  if (report.skipped) {
    console.info(`\n— ${report.name}: SKIPPED (${report.skipped})`)
    return
  }
  console.info(`\n— ${report.name}: ${ok(report) ? 'HOLDS' : 'FAILS'}`)
  for (const c of report.checks)
    console.info(`  ${c.ok ? '✓' : '✗'} ${c.what}${c.ok || !c.detail ? '' : ` — ${c.detail}`}`)
  for (const [k, v] of Object.entries(report.figures)) console.info(`    ${k}: ${v}`)
}
