/**
 * The shop as the reliability runs meet it: the built shop started through its real entry (harness/shop.ts),
 * with every outside system it uses behind a fault proxy: PostgreSQL and Redis when reachable (a scratch database of
 * each, dropped after the run; else the embedded defaults, printed), a real SMTP server on loopback, and the Stripe
 * fake (the one service that cannot be reached from here) holding the Checkout Sessions the shop creates.
 */
import { randomBytes } from 'node:crypto'
import { createScratchPostgresDatabase } from '../postgres'
import { listening } from '../listening'
import { createScratchRedisDatabase } from '../redis'
import { startShop, type ShopProcess } from '../shop'
import { startSmtpServer, type TestSmtpServer } from '../smtp'
import { startStripeFake, type RecordedRequest } from '../stripe-fake'
import { startFaultProxy, type FaultProxy } from './proxy'
import { createStripeSessions, type StripeSessions } from './stripe-sessions'

export const WEBHOOK_SECRET = 'whsec_reliability_runs_secret'

export interface WorldOptions {
  /** NODE_ENV=production with its strict checks (the soak); default a local run of the built shop. */
  production?: boolean
  /** Use PostgreSQL / Redis when reachable (default true). */
  postgres?: boolean
  redis?: boolean
  /** Stripe (through the fake) instead of the built-in test payment page (default true). */
  stripe?: boolean
  env?: Record<string, string | undefined>
  /** Where the shop listens; default a free port. */
  port?: number
  /** Look for PostgreSQL and Redis on their default ports when DATABASE_URL / REDIS_URL are unset (default true). */
  discover?: boolean
}

export interface World {
  shop: ShopProcess
  smtp: TestSmtpServer
  /** Between the shop and SMTP. */
  smtpProxy: FaultProxy
  /** Between the shop and PostgreSQL; undefined on PGlite. */
  pgProxy: FaultProxy | undefined
  /** The scratch database's URL (direct, not through the proxy), for checks after a fault. */
  databaseUrl: string | undefined
  redisProxy: FaultProxy | undefined
  /** The scratch Redis database's URL (direct, not through the proxy), for checks after a fault. */
  redisUrl: string | undefined
  stripe: StripeSessions | undefined
  /** What ran, for the report. */
  backends: { database: string; rateLimits: string; mail: string; payments: string }
  close(): Promise<void>
}

/** DATABASE_URL / REDIS_URL when set, else the machine's default ports when something answers there. */
export async function outsideSystems(
  discover = true,
): Promise<{ databaseUrl?: string; redisUrl?: string; notes: string[] }> {
  const notes: string[] = []
  let databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl && discover && (await listening('127.0.0.1', 5432)))
    databaseUrl = 'postgres://postgres@127.0.0.1:5432/test'
  let redisUrl = process.env.REDIS_URL
  if (!redisUrl && discover && (await listening('127.0.0.1', 6379))) redisUrl = 'redis://127.0.0.1:6379'
  if (!databaseUrl) notes.push('PostgreSQL not reachable: the embedded PGlite database is used')
  if (!redisUrl) notes.push('Redis not reachable: rate limits are counted in memory')
  return { databaseUrl, redisUrl, notes }
}

function viaProxy(url: string, proxy: FaultProxy): string {
  const u = new URL(url)
  u.host = proxy.address
  return u.toString()
}

export async function startWorld(options: WorldOptions = {}): Promise<World> {
  const found = await outsideSystems(options.discover)
  const cleanups: Array<() => Promise<unknown>> = []
  const smtp = await startSmtpServer()
  cleanups.push(() => smtp.stop())
  const smtpProxy = await startFaultProxy({ host: '127.0.0.1', port: smtp.port })
  cleanups.push(() => smtpProxy.close())

  let pgProxy: FaultProxy | undefined
  let databaseUrl: string | undefined
  let shopDatabaseUrl: string | undefined
  if (options.postgres !== false && found.databaseUrl) {
    process.env.DATABASE_URL = found.databaseUrl
    const scratch = await createScratchPostgresDatabase('storefront_reliability')
    cleanups.push(() => scratch.drop())
    const u = new URL(scratch.url)
    pgProxy = await startFaultProxy({ host: u.hostname, port: Number(u.port || 5432) })
    cleanups.push(() => pgProxy!.close())
    databaseUrl = scratch.url
    shopDatabaseUrl = viaProxy(scratch.url, pgProxy)
  }

  let redisProxy: FaultProxy | undefined
  let redisUrl: string | undefined
  let scratchRedisUrl: string | undefined
  if (options.redis !== false && found.redisUrl) {
    const scratch = await createScratchRedisDatabase(found.redisUrl)
    cleanups.push(() => scratch.drop())
    const u = new URL(scratch.url)
    redisProxy = await startFaultProxy({ host: u.hostname, port: Number(u.port || 6379) })
    cleanups.push(() => redisProxy!.close())
    redisUrl = viaProxy(scratch.url, redisProxy)
    scratchRedisUrl = scratch.url
  }

  let stripe: StripeSessions | undefined
  let stripeEnv: Record<string, string> = {}
  if (options.stripe !== false) {
    stripe = createStripeSessions()
    const fake = await startStripeFake((req: RecordedRequest) => stripe!.respond(req))
    cleanups.push(() => fake.close())
    stripeEnv = {
      STRIPE_SECRET_KEY: 'sk_test_reliability',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_reliability',
      STRIPE_API_URL: fake.url,
    }
  }

  let shop: ShopProcess
  try {
    shop = await startShop({
      env: {
        ...(options.production
          ? {
              NODE_ENV: 'production',
              JWT_SECRET: randomBytes(32).toString('base64url'),
              STAFF_FACTOR_KEY: randomBytes(32).toString('base64url'),
              SHOP_ABN: '51 824 753 556',
              RETURNS_ADDRESS: 'Noor & Thread Returns, 1 Test Lane, Brunswick VIC 3056',
            }
          : {}),
        ...(options.port ? { PORT: String(options.port) } : {}),
        SMTP_URL: `smtp://${smtpProxy.address}`,
        DATABASE_URL: shopDatabaseUrl,
        REDIS_URL: redisUrl,
        LOG_LEVEL: 'warn',
        ...stripeEnv,
        ...options.env,
      },
    })
  } catch (error) {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined)
    throw error
  }
  stripe?.setStorefront(shop.url)

  return {
    shop,
    smtp,
    smtpProxy,
    pgProxy,
    databaseUrl,
    redisProxy,
    redisUrl: scratchRedisUrl,
    stripe,
    backends: {
      database: pgProxy ? 'PostgreSQL (through a fault proxy)' : 'PGlite (embedded)',
      rateLimits: redisProxy ? 'Redis (through a fault proxy)' : 'memory',
      mail: 'SMTP on loopback (through a fault proxy)',
      payments: stripe ? 'Stripe (loopback fake of its API)' : 'built-in test payment page',
    },
    async close() {
      await shop.stop()
      for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined)
    },
  }
}

export function printNotes(notes: string[]): void {
  for (const note of notes) console.info(`[reliability] ${note}`)
}
