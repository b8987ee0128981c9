/**
 * The money path's round trips (docs/reliability.md, "Sale day", cause 5): under the sale-day mix each statement the
 * shop sends PostgreSQL costs it ~100 ms, so a stock hold is sent as two round trips (begin + locks + read, then
 * write + commit) and Stripe's expiry of an unpaid session as one. Counted on PostgreSQL where each statement is a
 * trip; the holds' guarantees (the last units go to one checkout, the asker's limits, a retry keeps its hold) are
 * checked on both backends, since PGlite keeps the step-by-step transaction.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Pool } from 'pg'
import { describe, expect, it } from 'vitest'
import { paymentEvents, stockReservations } from '@/server/db/schema/index'
import type { OrdersService } from '@/server/orders/index'
import { HoldRefusedError } from '@/server/orders/reservations'
import { priceLines } from '@/server/payments/catalogue'
import { databaseBackends, openTestDatabase, type TestDatabase } from '@/tests/helpers/db'
import { testOrdersService } from '@/tests/helpers/orders-service'
import { startedForTests } from '@/tests/helpers/started-for-tests'
import { blackAbaya, catalogueOf } from '@/tests/fixtures/priceCatalogue'

const catalogue = catalogueOf(blackAbaya({ '54': 10, '56': 40 }))

interface World {
  db: TestDatabase
  orders: OrdersService
}

async function open(backend: 'pglite' | 'postgres'): Promise<World> {
  const db = await openTestDatabase(backend)
  const orders = testOrdersService(db)
  return { db, orders }
}

/** A checkout's hold of `quantity` of a variant, as start-checkout.ts asks for it. */
const hold = (world: World, quantity: number, opts: { key?: string; client?: string; priceId?: string } = {}) =>
  world.orders.holdStock({
    key: opts.key ?? `checkout-${randomUUID()}`,
    clientKey: opts.client ?? `10.0.0.${Math.floor(Math.random() * 250)}`,
    userId: null,
    ttlMs: 31 * 60_000,
    price: (committed) =>
      priceLines(catalogue, [{ price_id: opts.priceId ?? 'price_abaya_54_black', quantity }], 10, committed),
  })

/** Statements sent to PostgreSQL through the database's pool while `work` runs (one statement string, one trip). */
async function roundTrips(world: World, work: () => Promise<unknown>): Promise<number> {
  const pool = (world.db.db as unknown as { $client: Pool }).$client
  let trips = 0
  const query = pool.query.bind(pool)
  const connect = pool.connect.bind(pool)
  const countedPool = pool as unknown as { query: unknown; connect: unknown }
  countedPool.query = (...args: Parameters<Pool['query']>) => {
    trips++
    return query(...args)
  }
  countedPool.connect = async (...args: unknown[]) => {
    // pg-pool's own query() connects with a callback: that trip is already counted above.
    if (typeof args[0] === 'function') return (connect as (...a: unknown[]) => unknown)(...args)
    const client = await connect()
    const clientQuery = client.query.bind(client)
    const counted = client as unknown as { query: unknown }
    counted.query = (...args: Parameters<typeof client.query>) => {
      trips++
      return clientQuery(...args)
    }
    const release = client.release.bind(client)
    client.release = (err?: Error | boolean) => {
      counted.query = clientQuery
      client.release = release
      return release(err)
    }
    return client
  }
  try {
    await work()
  } finally {
    countedPool.query = query
    countedPool.connect = connect
  }
  return trips
}

describe.each(databaseBackends)('stock holds and expiries ($name)', (backend) => {
  const world = startedForTests(
    `orders over ${backend.name}`,
    async () => (backend.skipReason ? undefined : open(backend.name)),
    (w) => w.db.close(),
  )

  it.skipIf(backend.skipReason)('of three holds for the last 10 units at once, exactly one is accepted', async () => {
    await world.db.db.delete(stockReservations)
    const answers = await Promise.allSettled([hold(world, 10), hold(world, 10), hold(world, 10)])
    expect(answers.map((a) => a.status).sort()).toEqual(['fulfilled', 'rejected', 'rejected'])
    const refusal = answers.find((a) => a.status === 'rejected') as PromiseRejectedResult
    expect((refusal.reason as Error).message).toBe('Classic Nidha Abaya (Size 54 · Black) is sold out')
  })

  it.skipIf(backend.skipReason)(
    'a retry keeps its hold and first expiry; a client past 10 of a variant is refused; odd characters are kept',
    async () => {
      await world.db.db.delete(stockReservations)
      // A client key as an attacker might shape one: quotes, a backslash and a comment start are stored as given.
      const client = `10.1.1.1'\\--"x`
      const key = `checkout-${randomUUID()}`
      const first = await hold(world, 4, { key, client, priceId: 'price_abaya_56_black' })
      const retry = await hold(world, 6, { key, client, priceId: 'price_abaya_56_black' })
      expect(retry.expiresAt.getTime()).toBe(first.expiresAt.getTime())
      const [row] = await world.db.db.select().from(stockReservations).where(eq(stockReservations.id, key))
      expect(row).toMatchObject({ clientKey: client, lines: [{ priceId: 'price_abaya_56_black', quantity: 6 }] })
      await expect(hold(world, 5, { client, priceId: 'price_abaya_56_black' })).rejects.toBeInstanceOf(HoldRefusedError)
      // Nothing of the refused hold is left, and the connection it used serves the next checkout.
      expect(await world.db.db.select().from(stockReservations)).toHaveLength(1)
      await expect(hold(world, 4, { client, priceId: 'price_abaya_56_black' })).resolves.toMatchObject({ lines: [{}] })
    },
  )

  it.skipIf(backend.skipReason)(
    "Stripe's expiry of an unpaid session releases its hold once; a redelivery changes nothing",
    async () => {
      await world.db.db.delete(stockReservations)
      const key = `checkout-${randomUUID()}`
      await hold(world, 10, { key })
      await world.orders.attachSession(key, 'cs_test_expiring_0001')
      await expect(hold(world, 1)).rejects.toThrow('sold out')
      const event = { id: `evt_${randomUUID()}`, type: 'checkout.session.expired', sessionId: 'cs_test_expiring_0001' }
      expect(await world.orders.releaseExpiredSession(event)).toBe('handled')
      expect(await world.orders.releaseExpiredSession(event)).toBe('duplicate')
      expect(await world.db.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toHaveLength(1)
      // The units are back on the shelf.
      await expect(hold(world, 10)).resolves.toMatchObject({ lines: [{ quantity: 10 }] })
    },
  )

  // Round trips are a network's: PGlite runs in the process, so this one is PostgreSQL's alone.
  if (backend.name === 'postgres')
    it.skipIf(backend.skipReason)(
      'a hold costs two round trips to PostgreSQL (it took five), an expiry one (it took two)',
      async () => {
        await world.db.db.delete(stockReservations)
        const key = `checkout-${randomUUID()}`
        expect(await roundTrips(world, () => hold(world, 1, { key, priceId: 'price_abaya_56_black' }))).toBe(2)
        await world.orders.attachSession(key, 'cs_test_round_trips_0001')
        const event = {
          id: `evt_${randomUUID()}`,
          type: 'checkout.session.expired',
          sessionId: 'cs_test_round_trips_0001',
        }
        expect(await roundTrips(world, () => world.orders.releaseExpiredSession(event))).toBe(1)
        // A hold the asker's limits refuse: the read, then its rollback.
        await hold(world, 10, { client: '10.9.9.9', priceId: 'price_abaya_56_black' })
        let refusal: unknown
        const refused = () => hold(world, 1, { client: '10.9.9.9', priceId: 'price_abaya_56_black' })
        expect(await roundTrips(world, () => refused().catch((err: unknown) => (refusal = err)))).toBe(2)
        expect(refusal).toBeInstanceOf(HoldRefusedError)
      },
    )
})
