/**
 * Stripe's side flows back (docs/product.md §10.5, §17.2): refunds made in Stripe's dashboard (`charge.refunded`,
 * `refund.created`, `refund.updated`), disputes (`charge.dispute.created` / `closed`) and sessions that expired
 * unpaid (`checkout.session.expired`, which frees their reserved stock). Signed like every webhook; each event id
 * is handled once, and each refund and dispute is keyed by Stripe's own id, so events may arrive in any order or
 * twice. An event about an order the shop has not recorded yet is answered 500, so Stripe delivers it again later.
 */
import { and, eq, sql } from 'drizzle-orm'
import type Stripe from 'stripe'
import type { Database } from '../db/client'
import { orderEvents, orderRefunds, orders, paymentEvents, type OrderRow } from '../db/schema/orders'
import type { Logger } from '../logger'
import { settleRefund, type RefundDeps } from '../orders/refunds'
import { recordEvent } from '../orders/timeline'
import { releaseReservation } from './reservations'

export const ORDER_EVENT_TYPES: ReadonlySet<string> = new Set([
  'charge.refunded',
  'refund.created',
  'refund.updated',
  'charge.dispute.created',
  'charge.dispute.closed',
  'checkout.session.expired',
])

export interface OrderEventDeps {
  db: Database
  stripe: Stripe
  refundDeps: RefundDeps
  logger: Logger
}

/** The order a payment belongs to is not recorded yet: Stripe should deliver the event again later. */
export class OrderNotYetRecordedError extends Error {
  override name = 'OrderNotYetRecordedError'
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id)

async function orderByPaymentIntent(db: Database, paymentIntentId: string | undefined): Promise<OrderRow | null> {
  if (!paymentIntentId) return null
  const [order] = await db.select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId))
  return order ?? null
}

async function requireOrder(db: Database, paymentIntentId: string | undefined): Promise<OrderRow> {
  const order = await orderByPaymentIntent(db, paymentIntentId)
  if (!order) throw new OrderNotYetRecordedError(`no order for payment ${paymentIntentId ?? '(none)'} yet`)
  return order
}

const refundStatus = (status: string | null) =>
  status === 'succeeded' ? 'succeeded' : status === 'failed' || status === 'canceled' ? 'failed' : 'pending'

/** One Stripe refund: matched to the row the Orders tool wrote (its metadata), or to an earlier event, or new. */
async function applyRefund(deps: OrderEventDeps, order: OrderRow, refund: Stripe.Refund): Promise<void> {
  const { db } = deps
  const status = refundStatus(refund.status)
  const ownRow = refund.metadata?.refund_row
  const [mine] = ownRow
    ? await db
        .select({ id: orderRefunds.id })
        .from(orderRefunds)
        .where(and(eq(orderRefunds.id, ownRow), eq(orderRefunds.orderId, order.id)))
    : []
  const [known] = mine
    ? [mine]
    : await db.select({ id: orderRefunds.id }).from(orderRefunds).where(eq(orderRefunds.stripeRefundId, refund.id))
  if (known) {
    await settleRefund(deps.refundDeps, known.id, refund.id, status)
    return
  }
  await db
    .insert(orderRefunds)
    .values({
      orderId: order.id,
      idempotencyKey: `stripe:${refund.id}`,
      stripeRefundId: refund.id,
      amount: refund.amount,
      reason: refund.reason ? `Refunded in Stripe (${refund.reason})` : 'Refunded in Stripe',
      actor: 'stripe',
      status: 'pending',
    })
    .onConflictDoNothing()
  const [row] = await db
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(eq(orderRefunds.stripeRefundId, refund.id))
  if (row) await settleRefund(deps.refundDeps, row.id, refund.id, status)
}

/** A charge's refunds: listed from Stripe when the event does not carry them (newer API versions leave them out). */
async function refundsOfCharge(deps: OrderEventDeps, charge: Stripe.Charge): Promise<Stripe.Refund[]> {
  if (charge.refunds?.data && !charge.refunds.has_more) return charge.refunds.data
  const list = await deps.stripe.refunds.list({ payment_intent: idOf(charge.payment_intent), limit: 100 })
  return list.data
}

async function applyDispute(deps: OrderEventDeps, dispute: Stripe.Dispute, closed: boolean): Promise<void> {
  const { db } = deps
  let paymentIntentId = idOf(dispute.payment_intent)
  if (!paymentIntentId)
    paymentIntentId = idOf((await deps.stripe.charges.retrieve(idOf(dispute.charge)!)).payment_intent)
  const order = await requireOrder(db, paymentIntentId)
  const closedKey = `dispute:${dispute.id}:closed`
  if (closed) {
    await recordEvent(db, {
      orderId: order.id,
      type: 'dispute_closed',
      actor: 'stripe',
      amount: dispute.amount,
      detail: { status: dispute.status, disputeId: dispute.id },
      key: closedKey,
    })
    // A won dispute needs nothing more from staff; a lost one stays flagged.
    if (dispute.status === 'won')
      await db
        .update(orders)
        .set({ disputed: false, flags: sql`${orders.flags} - 'disputed'`, updatedAt: sql`now()` })
        .where(eq(orders.id, order.id))
    return
  }
  await recordEvent(db, {
    orderId: order.id,
    type: 'disputed',
    actor: 'stripe',
    amount: dispute.amount,
    detail: { reason: dispute.reason, disputeId: dispute.id },
    key: `dispute:${dispute.id}:created`,
  })
  // Arriving after its own "closed" event (any order), the dispute is already settled.
  const [closedAlready] = await db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(eq(orderEvents.key, closedKey))
  if (closedAlready) return
  await db
    .update(orders)
    .set({
      disputed: true,
      flags: sql`case when ${orders.flags} ? 'disputed' then ${orders.flags} else ${orders.flags} || '["disputed"]'::jsonb end`,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, order.id))
}

async function dispatch(deps: OrderEventDeps, event: Stripe.Event): Promise<'handled' | 'ignored'> {
  switch (event.type) {
    case 'charge.refunded': {
      const charge = event.data.object
      const order = await requireOrder(deps.db, idOf(charge.payment_intent))
      for (const refund of await refundsOfCharge(deps, charge)) await applyRefund(deps, order, refund)
      return 'handled'
    }
    case 'refund.created':
    case 'refund.updated': {
      const refund = event.data.object
      const order = await requireOrder(deps.db, idOf(refund.payment_intent))
      await applyRefund(deps, order, refund)
      return 'handled'
    }
    case 'charge.dispute.created':
    case 'charge.dispute.closed':
      await applyDispute(deps, event.data.object, event.type === 'charge.dispute.closed')
      return 'handled'
    case 'checkout.session.expired':
      await releaseReservation(deps.db, { sessionId: event.data.object.id })
      return 'handled'
    default:
      return 'ignored'
  }
}

export async function handleOrderEvent(
  deps: OrderEventDeps,
  event: Stripe.Event,
): Promise<'handled' | 'ignored' | 'duplicate'> {
  const recorded = await deps.db
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id })
  if (recorded.length === 0) return 'duplicate'
  try {
    const outcome = await dispatch(deps, event)
    deps.logger.info({ eventId: event.id, type: event.type, outcome }, 'stripe order event handled')
    return outcome
  } catch (err) {
    // Forget the event so Stripe's redelivery is handled, not taken for a duplicate.
    await deps.db
      .delete(paymentEvents)
      .where(eq(paymentEvents.id, event.id))
      .catch(() => undefined)
    throw err
  }
}
