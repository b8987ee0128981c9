/**
 * Refunds never exceed what was paid (docs/architecture.md §12), on PGlite and on PostgreSQL (with DATABASE_URL),
 * where commands run in truly parallel transactions from the pool.
 *
 * Security review I-5, replayed: a refund row was marked succeeded in a statement of its own and the order's
 * refunded total updated in a later transaction, so a claim in between saw neither the pending row nor the new total
 * and approved the same money again. The replay puts the order in that in-between state (a succeeded refund not yet
 * in the total) and asks for a refund; then many refunds race for one order.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderEvents, orderRefunds, orders } from '@/server/db/schema/index'
import type { OrdersService } from '@/server/orders/index'
import { databaseBackends, openTestDatabase, type TestDatabase } from '@/tests/helpers/db'
import { testOrdersService } from '@/tests/helpers/orders-service'
import { startedForTests } from '@/tests/helpers/started-for-tests'

const TOTAL = 10_000
const staff = { actor: 'staff' as const, name: 'Sara Staff' }

interface World {
  db: TestDatabase
  orders: OrdersService
}

async function open(backend: 'pglite' | 'postgres'): Promise<World> {
  const db = await openTestDatabase(backend)
  const ordersService = testOrdersService(db)
  return { db, orders: ordersService }
}

async function testOrder(world: World) {
  const placed = await world.orders.place({
    provider: 'local',
    sessionId: `cs_test_local_${randomUUID().replace(/-/g, '')}`,
    payment: 'test',
    email: 'amina@example.com',
    customerName: 'Amina',
    billingAddress: null,
    lines: [{ priceId: 'price_a', productId: 'p', name: 'Abaya', slug: 'abaya', quantity: 1, unitAmount: TOTAL }],
    amountTotal: TOTAL,
    currency: 'AUD',
  })
  return placed.order
}

const settled = async (world: World, orderId: string) => {
  const [order] = await world.db.db.select().from(orders).where(eq(orders.id, orderId))
  const rows = await world.db.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId))
  const events = await world.db.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))
  return {
    refunded: order!.refundedAmount,
    succeeded: rows.filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + r.amount, 0),
    refundEvents: events.filter((e) => e.type === 'refunded').length,
    succeededRows: rows.filter((r) => r.status === 'succeeded').length,
  }
}

describe.each(databaseBackends)('refunds against the paid total ($name)', (backend) => {
  const world = startedForTests(
    `orders over ${backend.name}`,
    async () => (backend.skipReason ? undefined : open(backend.name)),
    (w) => w.db.close(),
  )

  it.skipIf(backend.skipReason)(
    'I-5: a refund that succeeded but is not in the total yet is not refunded again',
    async () => {
      const order = await testOrder(world)
      // The state the old settle window left: Stripe made the refund, the order's total does not count it yet.
      await world.db.db.insert(orderRefunds).values({
        orderId: order.id,
        idempotencyKey: `stripe:re_window_${order.id}`,
        amount: 6_000,
        status: 'succeeded',
        actor: 'stripe',
      })
      const second = world.orders.refund({ orderId: order.id, amount: 6_000, reason: 'Damaged', by: staff })
      await expect(second).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message: 'At most $40.00 can be refunded.' })
    },
  )

  it.skipIf(backend.skipReason)('many refunds at once: never more than was paid, each counted once', async () => {
    const order = await testOrder(world)
    const attempts = await Promise.allSettled(
      Array.from({ length: 16 }, (_, i) =>
        world.orders.refund({ orderId: order.id, amount: 1_000, reason: 'Part', by: staff, key: `part-${i}` }),
      ),
    )
    const refused = attempts.filter((a) => a.status === 'rejected').map((a) => (a.reason as { code?: string }).code)
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(10)
    expect(refused.every((c) => c === 'BAD_USER_INPUT' || c === 'ORDER_STATE_CONFLICT')).toBe(true)
    expect(await settled(world, order.id)).toEqual({
      refunded: TOTAL,
      succeeded: TOTAL,
      refundEvents: 10,
      succeededRows: 10,
    })
  })

  it.skipIf(backend.skipReason)('identical refunds without a key at once refund once', async () => {
    const order = await testOrder(world)
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => world.orders.refund({ orderId: order.id, amount: 700, reason: 'Late', by: staff })),
    )
    expect(answers.every((a) => a.id === order.id)).toBe(true)
    expect(await settled(world, order.id)).toMatchObject({ refunded: 700, succeededRows: 1, refundEvents: 1 })
  })
})
