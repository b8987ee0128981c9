/**
 * What Stripe tells about an order after it is paid (docs/product.md §10.5, §17.2), handed over by the payments
 * webhook (server/payments/stripe-order-events.ts): refunds made in Stripe's dashboard or settling the shop's own,
 * and disputes. Each is keyed by Stripe's own id and applied under the order's row lock through the transition
 * table, so events may arrive in any order or twice. An event about an order the shop has not recorded yet throws
 * OrderNotYetRecordedError, so Stripe delivers it again later.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { orderEvents, orderRefunds, orders, type OrderRow } from '../db/schema/orders'
import { OrderNotYetRecordedError } from './errors'
import { decide } from './lifecycle'
import { mailAfterSettling, settleRow, type RefundDeps } from './refunds'
import { accept, withOrder, type Executor } from './store'
import { eventKey, recordEvent } from './timeline'

/** A refund as Stripe reports it. `refundRow`: the shop's own row id, from the metadata the shop sent with it. */
export interface StripeRefund {
  id: string
  paymentIntentId: string | undefined
  amount: number
  status: string | null
  reason: string | null
  refundRow?: string
}

/** A dispute as Stripe reports it; `status` is Stripe's (`won`, `lost`, `needs_response`…). */
export interface StripeDispute {
  id: string
  paymentIntentId: string | undefined
  amount: number
  reason: string
  status: string
  closed: boolean
}

async function orderOfPayment(db: Database, paymentIntentId: string | undefined): Promise<OrderRow> {
  const [order] = paymentIntentId
    ? await db.select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId))
    : []
  if (!order) throw new OrderNotYetRecordedError(`no order for payment ${paymentIntentId ?? '(none)'} yet`)
  return order
}

const settlementOf = (status: string | null) =>
  status === 'succeeded' ? 'succeeded' : status === 'failed' || status === 'canceled' ? 'failed' : 'pending'

/** The row of this Stripe refund: the shop's own (by its metadata, or an earlier event), or a new one. */
async function rowOf(tx: Executor, order: OrderRow, refund: StripeRefund): Promise<string> {
  const [mine] = refund.refundRow
    ? await tx
        .select({ id: orderRefunds.id })
        .from(orderRefunds)
        .where(and(eq(orderRefunds.id, refund.refundRow), eq(orderRefunds.orderId, order.id)))
    : []
  const [known] = mine
    ? [mine]
    : await tx.select({ id: orderRefunds.id }).from(orderRefunds).where(eq(orderRefunds.stripeRefundId, refund.id))
  if (known) return known.id
  const [made] = await tx
    .insert(orderRefunds)
    .values({
      orderId: order.id,
      idempotencyKey: `stripe:${refund.id}`,
      stripeRefundId: refund.id,
      amount: refund.amount,
      reason: refund.reason ? `Refunded in Stripe (${refund.reason})` : 'Refunded in Stripe',
      actor: 'stripe',
    })
    .returning({ id: orderRefunds.id })
  return made!.id
}

export async function recordStripeRefund(deps: RefundDeps, refund: StripeRefund): Promise<void> {
  const { id } = await orderOfPayment(deps.db, refund.paymentIntentId)
  const { order, row } = await withOrder(deps.db, id, async (tx, locked) =>
    settleRow(tx, locked, {
      rowId: await rowOf(tx, locked, refund),
      stripeRefundId: refund.id,
      status: settlementOf(refund.status),
    }),
  )
  await mailAfterSettling(deps, order, row)
}

/** Marks or clears the dispute flag (staff see it before packing), in the transaction that moves the payment. */
const disputedFlag = (on: boolean) =>
  on
    ? sql`case when ${orders.flags} ? 'disputed' then ${orders.flags} else ${orders.flags} || '["disputed"]'::jsonb end`
    : sql`${orders.flags} - 'disputed'`

export async function recordDispute(db: Database, dispute: StripeDispute): Promise<void> {
  const { id } = await orderOfPayment(db, dispute.paymentIntentId)
  await withOrder(db, id, async (tx, order) => {
    const closedKey = eventKey.disputeClosed(dispute.id)
    const recorded = await recordEvent(tx, {
      orderId: order.id,
      type: dispute.closed ? 'dispute_closed' : 'disputed',
      actor: 'stripe',
      amount: dispute.amount,
      detail: dispute.closed
        ? { status: dispute.status, disputeId: dispute.id }
        : { reason: dispute.reason, disputeId: dispute.id },
      key: dispute.closed ? closedKey : eventKey.disputed(dispute.id),
    })
    if (!recorded) return
    if (!dispute.closed) {
      // Arriving after its own closing event (any order), the dispute is settled already.
      const [closed] = await tx.select({ id: orderEvents.id }).from(orderEvents).where(eq(orderEvents.key, closedKey))
      if (closed) return
    }
    // Only a lost dispute takes the money back (won, an inquiry closed, a charge refunded meanwhile: it stays).
    const command = !dispute.closed ? 'openDispute' : dispute.status === 'lost' ? 'loseDispute' : 'winDispute'
    const decision = decide(command, order)
    if (!decision.ok) return
    const flagged = command !== 'winDispute'
    await accept(tx, order, { payment: decision.payment, set: { flags: disputedFlag(flagged) } })
  })
}
