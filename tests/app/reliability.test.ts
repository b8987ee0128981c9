/**
 * The reduced reliability runs (docs/reliability.md): each scripted fault once and a few hundred fuzz cases,
 * against the built shop. The full runs are `npm run faults` / `npm run fuzz` / `npm run soak`.
 * PostgreSQL and Redis faults run when DATABASE_URL / REDIS_URL are set (.ci/run sets them when reachable).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  contentOutage,
  faultWorld,
  postgresOutage,
  redisOutage,
  sigtermDuringLoad,
  smtpOutage,
  webhookDisorder,
  type FaultReport,
} from '@/harness/reliability/faults'
import { runFuzz } from '@/harness/reliability/fuzz'
import { catalogue, request } from '@/harness/reliability/shop-client'
import { startWorld } from '@/harness/reliability/world'

/** The checks that did not hold (empty when the fault was handled as docs/reliability.md says). */
function failing(report: FaultReport) {
  if (report.skipped) console.info(`[tests] skipping "${report.name}": ${report.skipped}`)
  return report.checks.filter((c) => !c.ok)
}

describe('faults, each once', () => {
  let ctx: Awaited<ReturnType<typeof faultWorld>>
  beforeAll(async () => {
    // Only the systems CI names: a developer's machine without them runs the rest.
    ctx = await faultWorld(false)
  })
  afterAll(async () => {
    await ctx?.world.close()
  })

  it('PostgreSQL stopped and hung: 503 for sign-ups and orders, nothing half-written, recovery without restart', async () => {
    expect(failing(await postgresOutage(ctx))).toEqual([])
  })

  it('Redis stopped and hung: rate limits still answer 429 from memory, then Redis again', async () => {
    expect(failing(await redisOutage(ctx))).toEqual([])
  })

  it('SMTP down: every queued mail is delivered once SMTP is back, none twice', async () => {
    expect(failing(await smtpOutage(ctx))).toEqual([])
  })

  it('the payment webhook twice, out of order and late: one order and one mail per payment', async () => {
    expect(failing(await webhookDisorder(ctx))).toEqual([])
  })
})

it('the content source down, hung and slow: pages seen before stay up, the cache refills when it is back', async () => {
  expect(failing(await contentOutage())).toEqual([])
})

it('SIGTERM under load: requests in flight are answered, none reset, exit 0 within 10 s', async () => {
  expect(failing(await sigtermDuringLoad())).toEqual([])
})

it('300 generated malformed requests: no 5xx, every 4xx with a message, no stack trace, healthy after', async () => {
  const world = await startWorld({
    production: true,
    stripe: false,
    discover: false,
    env: { TRUST_PROXY: 'loopback', ALLOW_TEST_PAYMENTS: '1' },
  })
  try {
    const seed = Number(process.env.FUZZ_SEED) || 20261122
    const result = await runFuzz(world.shop.url, await catalogue(world.shop.url), { cases: 300, seed })
    const failures = result.failures.map((f) => `${f.why} ← ${f.case.method} ${f.case.path.slice(0, 120)}`)
    expect(failures, `seed ${seed}`).toEqual([])
    expect((await request(`${world.shop.url}/healthz`)).status).toBe(200)
  } finally {
    await world.close()
  }
})
