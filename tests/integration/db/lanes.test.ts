/**
 * The database lanes (server/db/client.ts, docs/reliability.md): under the sale-day mix the Stripe webhook and the
 * stock answer waited seconds for one of 10 shared connections, behind mail deliveries, sign-ups and checkouts
 * queued for the stock lock. Now no lane waits for another's connections. Shown by order, not by time: every
 * connection of the other lanes (and more queries queued behind them) is stuck on an advisory lock this test holds,
 * and a query on the lane under test is still answered before the lock is let go.
 */
import os from 'node:os'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANE_CONNECTIONS, openDatabase, type Lane, type OpenedDatabase } from '@/server/db/client'
import { createScratchPostgresDatabase } from '@/harness/postgres'
import { databaseBackends, testLogger } from '@/tests/helpers/db'

const postgres = databaseBackends.find((b) => b.name === 'postgres')!
const LOCK = 41_041
const LANES = Object.keys(LANE_CONNECTIONS) as Lane[]

// PGlite is one connection inside the process: there every lane is the same database, and nothing to show.
describe.skipIf(postgres.skipReason)('database lanes on PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgresDatabase>>
  let opened: OpenedDatabase
  let holder: pg.Client

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase('lanes')
    opened = await openDatabase({ dataDir: os.tmpdir(), databaseUrl: scratch.url, logger: testLogger })
    holder = new pg.Client({ connectionString: scratch.url })
    await holder.connect()
  })
  afterAll(async () => {
    await holder?.end()
    await opened?.close()
    await scratch?.drop()
  })

  it.each(LANES)('a query on the %s lane is answered while every other lane is full and queued', async (lane) => {
    const finished: string[] = []
    await holder.query('select pg_advisory_lock($1)', [LOCK])
    // Every connection of every other lane waits for the lock, and two more queries queue behind each lane.
    const stuck = LANES.filter((other) => other !== lane).flatMap((other) =>
      Array.from({ length: LANE_CONNECTIONS[other] + 2 }, () =>
        opened.lanes[other].execute(sql`select pg_advisory_xact_lock(${LOCK})`).then(() => void finished.push(other)),
      ),
    )
    try {
      await opened.lanes[lane].execute(sql`select 1`)
      finished.push(lane)
      // Answered while all of the others were still waiting: nothing of theirs was in its way.
      expect(finished).toEqual([lane])
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [LOCK])
      await Promise.all(stuck)
    }
    expect(finished).toHaveLength(1 + stuck.length)
  })
})
