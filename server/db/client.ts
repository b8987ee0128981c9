/**
 * Opens the accounts database: PGlite (Postgres in WASM) under `<dataDir>/pglite` by default, PostgreSQL when
 * DATABASE_URL is set. Both run the same drizzle schema and the same committed migrations, applied at start.
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import type { Pool, PoolClient } from 'pg'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { Logger } from '../logger'
import { migrationsFolder } from '../paths'
import * as schema from './schema/index'

export type Schema = typeof schema
/** The common supertype of the PGlite and node-postgres drizzle instances: all queries are written against it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>

export interface OpenDatabaseOptions {
  dataDir: string
  databaseUrl?: string
  logger: Logger
}

export { migrationsFolder } from '../paths'

/**
 * PostgreSQL connections per kind of work (docs/reliability.md, "Where the time goes"), each kind a pool of its own, so
 * a burst of one kind queues for its own connections and never for another's: under the sale-day mix one shared pool
 * of 10 made the Stripe webhook and the stock answer wait seconds behind mail deliveries and sign-ups, and behind
 * checkouts queued for the stock lock while holding a connection each.
 * - `requests`: what a request needs that is not money (accounts, newsletter, contact, staff, health);
 * - `checkout`: starting a checkout (the stock reservation, docs/product.md §16.4): as many as checkouts the shop
 *   starts at once (npm run bench:checkout), and however many wait for the stock lock, they hold no other lane's;
 * - `payments`: the rest of the money path (live stock, Stripe's webhook and fulfilment, the success page);
 * - `background`: work no one waits for (mail delivery, back-in-stock alerts).
 * PGlite is one connection inside the process: there every lane is the same database.
 */
export const LANE_CONNECTIONS = { requests: 10, checkout: 8, payments: 6, background: 2 } as const
export type Lane = keyof typeof LANE_CONNECTIONS
export type Lanes = Record<Lane, Database>

function perLane<T>(make: (lane: Lane) => T): Record<Lane, T> {
  const lanes = Object.keys(LANE_CONNECTIONS) as Lane[]
  return Object.fromEntries(lanes.map((lane) => [lane, make(lane)])) as Record<Lane, T>
}

export interface OpenedDatabase {
  /** The `requests` lane: what features use unless they are given another lane. */
  db: Database
  lanes: Lanes
  close: () => Promise<void>
}

/** The key of the advisory lock around migrations: any constant every instance of the shop shares. */
const MIGRATION_LOCK_KEY = 7_294_513_001
const MIGRATION_LOCK_WAIT_MS = 5 * 60_000

/**
 * Instances started together would otherwise run the same migrations at once, and the second fails on a catalogue
 * constraint (`pg_type_typname_nsp_index`) while creating the first table. A session-level advisory lock is held on one
 * connection for the whole run; whoever waits for it then finds the migrations applied and has nothing to do. The wait
 * polls `pg_try_advisory_lock`, so no single statement outlives the pool's query time-out.
 */
async function migrateUnderLock(pool: Pool, run: (client: PoolClient) => Promise<void>, log: Logger): Promise<void> {
  const client = await pool.connect()
  try {
    const deadline = Date.now() + MIGRATION_LOCK_WAIT_MS
    let announced = false
    for (;;) {
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
        MIGRATION_LOCK_KEY,
      ])
      if (rows[0]?.locked) break
      if (Date.now() > deadline) throw new Error('Another instance has held the migration lock for 5 minutes')
      if (!announced) log.info('another instance is migrating the database; waiting for it')
      announced = true
      await delay(250)
    }
    try {
      await run(client)
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
    }
  } finally {
    client.release()
  }
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<OpenedDatabase> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.logger) : openPglite(opts)
}

async function openPostgres(databaseUrl: string, logger: Logger): Promise<OpenedDatabase> {
  const log = logger.child({ module: 'db' })
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ])
  // Connections are made when first needed: a lane that is never used costs nothing.
  const pools = perLane((lane) => {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: LANE_CONNECTIONS[lane],
      // A database that does not answer must fail the request (503) in seconds, never hold it open. The wait for a
      // free connection counts too: under a burst on a busy machine 3 s turned queueing into 503s (docs/reliability.md).
      connectionTimeoutMillis: 10_000,
      query_timeout: 10_000,
    })
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', (err) => log.error({ err, lane }, 'postgres pool error'))
    return pool
  })
  const close = async () => void (await Promise.all(Object.values(pools).map((pool) => pool.end())))
  try {
    await migrateUnderLock(pools.requests, (client) => migrate(drizzle(client, { schema }), { migrationsFolder }), log)
  } catch (err) {
    await close()
    throw err
  }
  log.info('postgres ready, migrations applied')
  const lanes = perLane((lane) => drizzle(pools[lane], { schema }))
  return { db: lanes.requests, lanes, close }
}

async function openPglite(opts: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const log = opts.logger.child({ module: 'db' })
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ])
  const dir = path.join(opts.dataDir, 'pglite')
  await mkdir(dir, { recursive: true })
  const client = await PGlite.create(dir)
  const db = drizzle(client, { schema })
  try {
    await migrate(db, { migrationsFolder })
  } catch (err) {
    await client.close()
    throw err
  }
  log.info({ dir }, 'pglite ready, migrations applied')
  return { db, lanes: perLane(() => db), close: () => client.close() }
}
