/**
 * `npm run bench:checkout` (docs/reliability.md, "Sale day"): does starting a checkout scale with the
 * shoppers doing it at once? The payments service as the shop wires it (its checkout lane, the built-in test payment
 * page as the provider, so no outside service is involved) on a scratch PostgreSQL database behind a fault proxy that
 * adds ROUND_TRIP_MS to every answer: a round trip as a busy shop sees one (the network and its event loop's turn).
 * 24 products of one variant each and stock enough for the whole run; each shopper starts checkout after checkout of
 * a random one. Measured alone and with SHOPPERS at once.
 *
 * Under a lock that every checkout takes for the whole reservation, the SHOPPERS together start no more checkouts than
 * one shopper alone: the gain is ~1. Locks per variant let shoppers of different variants through together. The
 * verdict is on that gain, a ratio of two runs on the same machine a few seconds apart, so a busy machine changes it
 * little. Exit code 1 below MIN_GAIN. Needs PostgreSQL (DATABASE_URL, or one on 127.0.0.1:5432).
 *
 * A benchmark, not a test (no timing is ever asserted in `npm test`), kept beside the tests because it builds the
 * payments service itself, as tests do: nothing in scripts/ may (tests/unit/server/composition-root.test.ts).
 */
import os from 'node:os'
import { DEFAULT_LOCALE } from '@/lib/i18n/locale'
import { loadConfig } from '@/server/config'
import { openDatabase } from '@/server/db/client'
import { createMailer } from '@/server/mail/index'
import { createOrdersService } from '@/server/orders/index'
import { createPaymentsService, type PriceCatalogue } from '@/server/payments/index'
import { createRateLimiters } from '@/server/rate-limit/index'
import { createScratchPostgresDatabase } from '@/harness/postgres'
import { startFaultProxy } from '@/harness/reliability/proxy'
import { outsideSystems } from '@/harness/reliability/world'
import { testLogger as logger } from '@/tests/helpers/db'

const ROUND_TRIP_MS = 5
const SECONDS = Number(process.env.BENCH_DURATION ?? 10)
const SHOPPERS = 8
/** What SHOPPERS at once must start, as a multiple of one shopper alone. */
const MIN_GAIN = 3

const PRODUCTS = Array.from({ length: 24 }, (_, i) => ({
  _id: `product-${i}`,
  title: `Bench abaya ${i}`,
  price: 100 + i,
  price_id: `price_bench_${i}`,
  slug: `bench-abaya-${i}`,
  _updatedAt: new Date(0).toISOString(),
  variants: [{ size: 'M', colour: null, price_id: `price_bench_${i}_m`, price: null, stock: 1_000_000 }],
}))

const catalogue: PriceCatalogue = {
  async productsByPriceIds(ids) {
    return PRODUCTS.filter((p) => ids.includes(p.price_id) || p.variants.some((v) => ids.includes(v.price_id)))
  },
}

function percentile(sorted: number[], q: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((q / 100) * sorted.length))] ?? NaN)
}

/** `shoppers` loops of checkouts for SECONDS; every shopper is its own client (address). */
async function run(createCheckout: (body: unknown, requester: string) => Promise<unknown>, shoppers: number) {
  const times: number[] = []
  let failures = 0
  let client = 0
  const deadline = Date.now() + SECONDS * 1000
  await Promise.all(
    Array.from({ length: shoppers }, async () => {
      while (Date.now() < deadline) {
        const variant = PRODUCTS[Math.floor(Math.random() * PRODUCTS.length)]!.variants[0]!.price_id
        const started = performance.now()
        try {
          await createCheckout(
            { lines: [{ price_id: variant, quantity: 1 }] },
            `10.41.${client >> 8}.${client++ & 255}`,
          )
          times.push(performance.now() - started)
        } catch (error) {
          if (failures++ === 0) console.info(`[bench] a checkout failed: ${String(error)}`)
        }
      }
    }),
  )
  times.sort((a, b) => a - b)
  const perSecond = Math.round((times.length / SECONDS) * 10) / 10
  console.info(
    `[bench] ${shoppers} shopper(s) at once: ${perSecond} checkouts/s, p50 ${percentile(times, 50)} ms, p99 ${percentile(times, 99)} ms, ${failures} failed`,
  )
  return perSecond
}

async function main() {
  const found = await outsideSystems()
  if (!found.databaseUrl) throw new Error('The checkout bench needs PostgreSQL: set DATABASE_URL')
  process.env.DATABASE_URL = found.databaseUrl
  const scratch = await createScratchPostgresDatabase('checkout_bench')
  const u = new URL(scratch.url)
  const proxy = await startFaultProxy({ host: u.hostname, port: Number(u.port || 5432) })
  u.host = proxy.address
  const database = await openDatabase({ dataDir: os.tmpdir(), databaseUrl: u.toString(), logger })
  const limiters = await createRateLimiters({ logger })
  try {
    proxy.delay(ROUND_TRIP_MS)
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir(), PUBLIC_URL: 'http://127.0.0.1:3500' })
    const mailer = createMailer({
      db: database.db,
      from: config.mailFrom,
      logger,
      publicUrl: config.publicUrl,
    })
    // As server/services.ts builds them: the orders hold the stock, on the checkout lane.
    const orders = createOrdersService({
      db: database.lanes.payments,
      checkoutDb: database.lanes.checkout,
      mailer,
      publicUrl: config.publicUrl,
      logger,
      holdLimits: config.stockHolds,
    })
    const payments = createPaymentsService(
      { config, logger, db: database.lanes.payments, limiters },
      { catalogue, orders },
    )
    const createCheckout = (body: unknown, requester: string) =>
      payments.createCheckout(body, requester, undefined, DEFAULT_LOCALE)
    console.info(
      `[bench] starting checkouts for ${SECONDS} s each, every PostgreSQL answer ${ROUND_TRIP_MS} ms late; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    )
    const alone = await run(createCheckout, 1)
    const together = await run(createCheckout, SHOPPERS)
    const gain = Math.round((together / Math.max(alone, 0.1)) * 10) / 10
    const pass = gain >= MIN_GAIN
    console.info(
      `[bench] ${SHOPPERS} shoppers at once start ${gain}× the checkouts of one (target at least ${MIN_GAIN}×): ${pass ? 'checkout scales' : 'CHECKOUT IS SERIALISED'}`,
    )
    process.exitCode = pass ? 0 : 1
  } finally {
    await limiters.close()
    await database.close()
    await proxy.close()
    await scratch.drop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
