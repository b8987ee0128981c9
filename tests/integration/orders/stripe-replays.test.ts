/**
 * The third security review's order findings (docs/security.md §3), replayed in Stripe mode against the loopback
 * fake through the Orders tool's GraphQL mutations. Each failed against the shop before server/orders/ owned the
 * order (docs/architecture.md §12).
 *
 * T4-3: a cancel whose refund is still with Stripe, or was refused by it, let a ship through; a retried cancel then
 * refunded the shipped order in full and the shopper was told both "on its way" and "cancelled".
 * I-1: a refund retried without a key (its answer lost) refunded again.
 */
import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderEvents } from '@/server/db/schema/index'
import { stripeError } from '@/harness/stripe-fake'
import { stripeOrdersForTests, TOTAL } from './harness'

const world = stripeOrdersForTests()

const ORDER = 'status paymentStatus fulfilmentStatus refunded shippedAt canShip canCancel canRefund'
const CANCEL = `mutation($id: ID!) { cancelOrder(id: $id, reason: "Customer asked to cancel") { ${ORDER} } }`
const SHIP = `mutation($id: ID!) { shipOrder(id: $id, carrier: "auspost", trackingNumber: "AP0SEC4RACE") { ${ORDER} } }`
const REFUND = `mutation($id: ID!, $amount: Int) { refundOrder(id: $id, amount: $amount, reason: "Damaged") { ${ORDER} } }`
const STAFF_ORDER = `query($id: ID!) { staffOrder(id: $id) { ${ORDER} } }`

type View = {
  status: string
  paymentStatus: string
  fulfilmentStatus: string
  refunded: number
  shippedAt: string | null
  canShip: boolean
  canCancel: boolean
  canRefund: boolean
}
type Answer = {
  body: { data?: Record<string, View> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> }
}

const code = (answer: Answer) => answer.body.errors?.[0]?.extensions?.code
const timeline = async (orderId: string) =>
  (
    await world.payments.db.db
      .select({ type: orderEvents.type })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.createdAt))
  ).map((e) => e.type)

describe('T4-3: cancel and ship cannot both succeed', () => {
  it('a ship sent while the cancellation’s refund is with Stripe is refused; the shopper hears only "cancelled"', async () => {
    const order = await world.paidOrder()
    const staff = await world.staffToken()
    const stripe = world.holdRefunds()
    const cancel = world.app.gql<Record<string, View>>(CANCEL, { id: order.id }, staff)
    await stripe.asked
    const ship = (await world.app.gql<Record<string, View>>(SHIP, { id: order.id }, staff)) as Answer
    stripe.release()
    const cancelled = (await cancel) as Answer

    expect(code(ship)).toBe('ORDER_STATE_CONFLICT')
    expect(ship.body.errors?.[0]?.message).toBe('This order is cancelled. It cannot be shipped.')
    expect(cancelled.body.errors).toBeUndefined()
    expect(cancelled.body.data?.cancelOrder).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      fulfilmentStatus: 'cancelled',
      refunded: TOTAL,
      shippedAt: null,
    })
    expect(world.refundCalls()).toHaveLength(1)
    expect(await world.mails('orderShipped')).toEqual([])
    expect(await world.mails('orderCancelled')).toHaveLength(1)
    expect(await timeline(order.id)).toEqual(['placed', 'cancelled', 'refunded'])
  })

  it('a cancel whose refund Stripe refused leaves no ship open; cancelling again finishes the refund', async () => {
    const order = await world.paidOrder()
    const staff = await world.staffToken()
    world.refunds.refuseNext(
      stripeError(402, { type: 'card_error', code: 'expired_card', message: 'The card has expired.' }),
    )
    const first = (await world.app.gql(CANCEL, { id: order.id }, staff)) as Answer
    expect(code(first)).toBe('REFUND_FAILED')

    // Between the two: cancelled, its money still paid, and nothing offers to ship it.
    const between = (await world.app.gql(STAFF_ORDER, { id: order.id }, staff)) as Answer
    expect(between.body.data?.staffOrder).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'paid',
      fulfilmentStatus: 'cancelled',
      canShip: false,
      canRefund: true,
    })
    const ship = (await world.app.gql(SHIP, { id: order.id }, staff)) as Answer
    expect(code(ship)).toBe('ORDER_STATE_CONFLICT')

    const again = (await world.app.gql<Record<string, View>>(CANCEL, { id: order.id }, staff)) as Answer
    expect(again.body.errors).toBeUndefined()
    expect(again.body.data?.cancelOrder).toMatchObject({
      paymentStatus: 'refunded',
      fulfilmentStatus: 'cancelled',
      refunded: TOTAL,
      shippedAt: null,
    })
    expect(world.refunds.refunds.size).toBe(1)
    expect(await world.mails('orderShipped')).toEqual([])
    expect(await world.mails('orderCancelled')).toHaveLength(1)
  })

  it('a shipped order is refused a cancel: it is refunded instead', async () => {
    const order = await world.paidOrder()
    const staff = await world.staffToken()
    expect(code((await world.app.gql(SHIP, { id: order.id }, staff)) as Answer)).toBeUndefined()
    const cancel = (await world.app.gql(CANCEL, { id: order.id }, staff)) as Answer
    expect(code(cancel)).toBe('ORDER_STATE_CONFLICT')
    expect(cancel.body.errors?.[0]?.message).toBe('A shipped order cannot be cancelled; refund it instead.')
    expect(world.refundCalls()).toEqual([])
  })
})

describe('I-1: a refund retried without a key refunds once', () => {
  it('the same refund again (its answer lost) is answered with the first result: one Stripe call, one mail', async () => {
    const order = await world.paidOrder()
    const staff = await world.staffToken()
    const first = (await world.app.gql(REFUND, { id: order.id, amount: 200 }, staff)) as Answer
    const retry = (await world.app.gql(REFUND, { id: order.id, amount: 200 }, staff)) as Answer
    expect([first.body.errors, retry.body.errors]).toEqual([undefined, undefined])
    expect(retry.body.data?.refundOrder).toMatchObject({ refunded: 200, paymentStatus: 'partly_refunded' })
    expect(world.refundCalls()).toHaveLength(1)
    expect(await world.mails('orderRefunded')).toHaveLength(1)

    // Another command in between makes the same refund a new one, as the tool's fresh key per dialog does.
    await world.app.gql(SHIP, { id: order.id }, staff)
    const later = (await world.app.gql(REFUND, { id: order.id, amount: 200 }, staff)) as Answer
    expect(later.body.data?.refundOrder).toMatchObject({ refunded: 400, fulfilmentStatus: 'shipped' })
  })

  it('identical refunds at once reach Stripe once', async () => {
    const order = await world.paidOrder()
    const staff = await world.staffToken()
    const answers = (await Promise.all(
      [1, 2, 3, 4].map(() => world.app.gql(REFUND, { id: order.id, amount: 300 }, staff)),
    )) as Answer[]
    expect(answers.map(code)).toEqual([undefined, undefined, undefined, undefined])
    expect(world.refundCalls()).toHaveLength(1)
    expect(world.refunds.refunds.size).toBe(1)
  })
})
