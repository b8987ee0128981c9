/**
 * Returns and exchanges (docs/product.md §17.5) through the orders' own commands: a shopper's request is checked
 * whole and refused with one clear error or recorded whole; staff approve, reject, receive (the units go back on the
 * shelf, the refund lines are refunded once however often it is received) and ship an exchange, whose unit is held
 * from the request until the return is rejected. On PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto'
import { asc, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mailOutbox, orderEvents, orderRefunds, orderReturns } from '@/server/db/schema/index'
import { OrderError } from '@/server/orders/index'
import type { ExchangeVariant } from '@/server/orders/return-request'
import { databaseBackends, openTestDatabase, type TestDatabase } from '@/tests/helpers/db'
import { testOrdersService } from '@/tests/helpers/orders-service'
import { startedForTests } from '@/tests/helpers/started-for-tests'

const UNIT = 12_900
const DAY = 86_400_000

/** A world of its own per test: a product in sizes 54 and 56 (and 58, sold out), a clock the test moves. */
function world(db: TestDatabase) {
  const id = randomUUID().slice(0, 8)
  const price = (size: string) => `price_ret_${id}_${size}`
  const stock: Record<string, number> = { '54': 2, '56': 5, '58': 0 }
  let clock = new Date()
  const variantsOf = async (priceId: string): Promise<ExchangeVariant[]> =>
    Object.keys(stock).some((size) => price(size) === priceId)
      ? Object.entries(stock).map(([size, units]) => ({
          priceId: price(size),
          size,
          colour: 'Black',
          stock: units,
          since: new Date(0),
        }))
      : []
  const orders = testOrdersService(db, {
    // Stripe's refunds API as a refund-counting answer (the Stripe-mode GraphQL test uses the loopback fake).
    gateway: { refund: async (input) => ({ id: `re_${input.idempotencyKey}`, status: 'succeeded' }) },
    returns: { windowDays: 30, variantsOf },
    now: () => clock,
  })
  const email = `returns-${id}@example.com`
  const staff = { actor: 'staff' as const, name: 'Sara Staff' }
  const shopper = { actor: 'shopper' as const }

  async function shippedOrder(shipped = true) {
    const quantity = 2
    const session = randomUUID().slice(0, 6)
    const placed = await orders.place({
      provider: 'stripe',
      sessionId: `cs_test_ret_${id}_${session}`,
      payment: 'paid',
      email,
      customerName: 'Amina',
      billingAddress: null,
      shippingAddress: { line1: '12 Lygon St', city: 'Carlton', state: 'VIC', postalCode: '3053', country: 'AU' },
      paymentIntentId: `pi_ret_${id}_${session}`,
      lines: [
        {
          priceId: price('56'),
          productId: 'p',
          name: 'Nidha Abaya',
          slug: 'nidha',
          quantity,
          unitAmount: UNIT,
          size: '56',
        },
        { priceId: `price_ret_${id}_pins`, productId: 'q', name: 'Pins', slug: null, quantity: 1, unitAmount: 900 },
      ],
      amountTotal: quantity * UNIT + 900 + 995,
      currency: 'AUD',
    })
    if (shipped)
      await orders.ship({ orderId: placed.order.id, carrier: 'auspost', trackingNumber: 'AP1234', by: staff })
    return placed.order.id
  }

  return {
    orders,
    price,
    staff,
    shopper,
    shippedOrder,
    later: (days: number) => (clock = new Date(clock.getTime() + days * DAY)),
    sold: async (size: string) =>
      (await orders.soldUnits([{ priceIds: [price(size)], since: new Date(0) }])).get(price(size)) ?? 0,
    returns: (orderId: string) => db.db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId)),
    refunds: (orderId: string) => db.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)),
    events: async (orderId: string) =>
      (
        await db.db
          .select({ type: orderEvents.type })
          .from(orderEvents)
          .where(eq(orderEvents.orderId, orderId))
          .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id))
      ).map((e) => e.type),
    mails: async () =>
      (
        await db.db
          .select()
          .from(mailOutbox)
          .where(inArray(mailOutbox.to, [email]))
      ).map((m) => m.subject),
  }
}

/** The error a refused command gives, or null when it went through. */
async function refusal(p: Promise<unknown>) {
  try {
    await p
    return null
  } catch (err) {
    if (!(err instanceof OrderError)) throw err
    return { code: err.code, message: err.message, field: err.field }
  }
}

describe.each(databaseBackends)('returns ($name)', (backend) => {
  const db = startedForTests(
    `the ${backend.name} database`,
    async () => (backend.skipReason ? undefined : openTestDatabase(backend.name)),
    (opened) => opened.close(),
  )
  const test = it.skipIf(backend.skipReason)

  test('a return for a refund: requested, approved, received once, refunded once, its units back on the shelf', async () => {
    const w = world(db)
    const orderId = await w.shippedOrder()
    expect(await w.sold('56')).toBe(2)
    const { ret } = await w.orders.requestReturn({
      orderId,
      lines: [{ lineId: '0', quantity: 1, reason: 'too_long' }],
      by: w.shopper,
    })
    expect(ret.status).toBe('requested')
    await w.orders.approveReturn(ret.id, w.staff)
    await w.orders.approveReturn(ret.id, w.staff)
    const received = await w.orders.receiveReturn(ret.id, w.staff)
    const again = await w.orders.receiveReturn(ret.id, w.staff)

    expect(received.ret).toMatchObject({ status: 'refunded', refundedAmount: UNIT })
    expect(again.ret.status).toBe('refunded')
    expect(await w.refunds(orderId)).toEqual([expect.objectContaining({ amount: UNIT, status: 'succeeded' })])
    expect(again.order).toMatchObject({ refundedAmount: UNIT, paymentStatus: 'partly_refunded' })
    expect(await w.sold('56')).toBe(1)
    expect(await w.events(orderId)).toEqual([
      'placed',
      'shipped',
      'return_requested',
      'return_approved',
      'return_received',
      'refunded',
    ])
    const mails = await w.mails()
    expect(mails.filter((s) => s.includes('return'))).toHaveLength(3)
    expect(mails.filter((s) => s.startsWith('Refund'))).toHaveLength(1)
  })

  test('bad requests are refused whole with a clear message, and nothing is recorded', async () => {
    const w = world(db)
    const orderId = await w.shippedOrder()
    const ask = (lines: Parameters<typeof w.orders.requestReturn>[0]['lines']) =>
      refusal(w.orders.requestReturn({ orderId, lines, by: w.shopper }))

    expect(await ask([])).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Choose at least one item to return.' })
    expect(await ask([{ lineId: '7', quantity: 1, reason: 'too_big' }])).toMatchObject({
      field: 'lineId',
      message: 'One of the items is not in this order.',
    })
    expect(
      await ask([
        { lineId: '1', quantity: 1, reason: 'damaged' },
        { lineId: '0', quantity: 3, reason: 'too_big' },
      ]),
    ).toMatchObject({ field: 'quantity', message: 'You can return at most 2 of this item.' })
    expect(await ask([{ lineId: '0', quantity: 1, reason: 'bored' }])).toMatchObject({ field: 'reason' })
    expect(await ask([{ lineId: '0', quantity: 1, reason: 'too_big', exchangeFor: w.price('58') }])).toMatchObject({
      field: 'exchangeFor',
      message: 'That size or colour is sold out: choose another, or a refund.',
    })
    expect(await ask([{ lineId: '1', quantity: 1, reason: 'too_big', exchangeFor: w.price('54') }])).toMatchObject({
      message: 'That size or colour is not an exchange for this item.',
    })
    expect(await w.returns(orderId)).toEqual([])

    await w.orders.requestReturn({ orderId, lines: [{ lineId: '0', quantity: 2, reason: 'too_big' }], by: w.shopper })
    expect(await ask([{ lineId: '0', quantity: 1, reason: 'too_big' }])).toMatchObject({
      message: 'This item has already been returned.',
    })
    w.later(31)
    expect(await ask([{ lineId: '1', quantity: 1, reason: 'damaged' }])).toMatchObject({
      code: 'ORDER_STATE_CONFLICT',
      message: 'The 30-day return window for this order has closed.',
    })
    expect(await w.returns(orderId)).toHaveLength(1)
  })

  test('a return cannot be asked for before the order ships, and a double click records one return', async () => {
    const w = world(db)
    const unshipped = await w.shippedOrder(false)
    const lines = [{ lineId: '1', quantity: 1, reason: 'damaged' }]
    expect(await refusal(w.orders.requestReturn({ orderId: unshipped, lines, by: w.shopper }))).toEqual({
      code: 'ORDER_STATE_CONFLICT',
      message: 'Items can be returned once the order has shipped.',
      field: undefined,
    })
    const orderId = await w.shippedOrder()
    const first = await w.orders.requestReturn({ orderId, lines, by: w.shopper })
    const second = await w.orders.requestReturn({ orderId, lines, by: w.shopper })
    expect(second.ret.id).toBe(first.ret.id)
    expect(await w.returns(orderId)).toHaveLength(1)
  })

  test('an exchange holds its unit until rejected, and ships with its tracking once received', async () => {
    const w = world(db)
    const orderId = await w.shippedOrder()
    const exchange = [{ lineId: '0', quantity: 1, reason: 'too_long', exchangeFor: w.price('54') }]
    const { ret } = await w.orders.requestReturn({ orderId, lines: exchange, by: w.shopper })
    expect(await w.sold('54')).toBe(1)
    expect(await w.orders.exchangeOptions(w.price('56'))).toEqual([
      { priceId: w.price('54'), size: '54', colour: 'Black', available: true },
      { priceId: w.price('58'), size: '58', colour: 'Black', available: false },
    ])
    await w.orders.rejectReturn(ret.id, 'Worn', w.staff)
    expect(await w.sold('54')).toBe(0)
    expect(await refusal(w.orders.receiveReturn(ret.id, w.staff))).toMatchObject({ code: 'ORDER_STATE_CONFLICT' })

    const { ret: second } = await w.orders.requestReturn({ orderId, lines: exchange, by: w.shopper })
    await w.orders.approveReturn(second.id, w.staff)
    const received = await w.orders.receiveReturn(second.id, w.staff)
    expect(received.ret.status).toBe('received')
    expect(await w.refunds(orderId)).toEqual([])
    expect(await w.sold('56')).toBe(1)
    const shipped = await w.orders.shipExchange({
      returnId: second.id,
      carrier: 'auspost',
      trackingNumber: 'EX5678',
      by: w.staff,
    })
    expect(shipped.ret).toMatchObject({ status: 'exchange_shipped', exchangeTrackingNumber: 'EX5678' })
    expect(await w.sold('54')).toBe(1)
    expect(await w.events(orderId)).toContain('exchange_shipped')
  })
})
