/**
 * Refunds (docs/product.md §17.2), whoever starts them: staff in the Orders tool, a cancellation, or Stripe's
 * dashboard (its webhooks). A refund row is written before the payment provider is asked, under a row lock on the
 * order, so two clicks cannot both refund; its idempotency key is also Stripe's Idempotency-Key, so a retry after
 * a lost answer gets Stripe's first refund back instead of a second one.
 */
import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { users } from '../db/schema/users'
import { orderRefunds, orders, type OrderActor, type OrderRefundRow, type OrderRow } from '../db/schema/orders'
import type { Logger } from '../logger'
import { StaffError } from '../staff/errors'
import { canRefund, refundable, statusAfterRefund } from './lifecycle'
import { mailRefundOnce, type NotifyDeps } from './notify'
import { recordEvent } from './timeline'

/** The payment provider's refund call (Stripe's refunds API); absent with the built-in test payment page. */
export interface RefundGateway {
  refund(input: {
    paymentIntentId: string
    amount: number
    idempotencyKey: string
    metadata: Record<string, string>
  }): Promise<{ id: string; status: string | null }>
}

export interface RefundDeps extends NotifyDeps {
  gateway?: RefundGateway
  logger: Logger
}

export interface Actor {
  actor: OrderActor
  userId?: string | null
  name?: string | null
}

export interface RefundRequest {
  orderId: string
  /** Cents; undefined: everything not yet refunded. */
  amount?: number
  reason: string
  by: Actor
  /** One refund per key. */
  key: string
  /** Cancelling refunds what is left without the refund's own mail (the cancellation mail says it). */
  quiet?: boolean
}

/** Stripe accepts keys up to 255 characters; a hash keeps any caller's key short and free of odd characters. */
const stripeKey = (key: string) => `refund-${createHash('sha256').update(key).digest('hex').slice(0, 40)}`

/**
 * Writes the pending refund row (or finds the one this key wrote). Returns null when there is nothing to refund
 * and no amount was asked for (a repeated "refund the rest").
 */
async function claimRefund(db: Database, req: RefundRequest): Promise<OrderRefundRow | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, req.orderId)).for('update')
    if (!order) throw new StaffError('There is no such order.', 'NOT_FOUND')
    const [existing] = await tx.select().from(orderRefunds).where(eq(orderRefunds.idempotencyKey, req.key))
    if (existing) return existing
    const [{ pending } = { pending: 0 }] = await tx
      .select({ pending: sql<number>`coalesce(sum(${orderRefunds.amount}), 0)::int` })
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.status, 'pending')))
    const available = refundable(order) - Number(pending)
    if (req.amount === undefined && available <= 0) return null
    if (!canRefund(order) || available <= 0)
      throw new StaffError(
        `Order ${order.status === 'refunded' ? 'is already refunded' : 'cannot be refunded now'}.`,
        'ORDER_STATE_CONFLICT',
      )
    const amount = req.amount ?? available
    if (amount > available)
      throw new StaffError(`At most ${available} cents can be refunded.`, 'BAD_USER_INPUT', 'amount')
    const [row] = await tx
      .insert(orderRefunds)
      .values({
        orderId: order.id,
        idempotencyKey: req.key,
        amount,
        reason: req.reason,
        actor: req.by.actor,
        actorUserId: req.by.userId ?? null,
        ...(req.quiet ? { mailedAt: sql`now()` } : {}),
      })
      .returning()
    return row!
  })
}

/**
 * Refunds and answers the order as it is afterwards. A test order's refund is recorded only (no money moved).
 * Throws StaffError REFUND_FAILED when Stripe refuses; the attempt is on the timeline and the key may be retried.
 */
export async function refundOrder(deps: RefundDeps, req: RefundRequest): Promise<OrderRow> {
  const claimed = await claimRefund(deps.db, req)
  const order = await loadOrder(deps.db, req.orderId)
  if (!claimed || claimed.status !== 'pending') return order
  if (!order.test) {
    if (!deps.gateway || !order.paymentIntentId)
      throw await failRefund(deps, order, claimed, 'the payment cannot be found at the payment provider')
    try {
      const refund = await deps.gateway.refund({
        paymentIntentId: order.paymentIntentId,
        amount: claimed.amount,
        idempotencyKey: stripeKey(req.key),
        metadata: { order_id: order.id, refund_row: claimed.id },
      })
      if (refund.status === 'failed' || refund.status === 'canceled')
        throw await failRefund(deps, order, claimed, `Stripe answered ${refund.status}`)
      return await settleRefund(deps, claimed.id, refund.id, refund.status === 'pending' ? 'pending' : 'succeeded')
    } catch (err) {
      if (err instanceof StaffError) throw err
      deps.logger.warn({ err, orderId: order.id }, 'refund failed at the payment provider')
      throw await failRefund(deps, order, claimed, err instanceof Error ? err.message : 'unknown error')
    }
  }
  return settleRefund(deps, claimed.id, null, 'succeeded')
}

/** Forgets the attempt (so the amount is free again), records it on the timeline, and makes the error to throw. */
async function failRefund(deps: RefundDeps, order: OrderRow, row: OrderRefundRow, why: string): Promise<StaffError> {
  await deps.db.delete(orderRefunds).where(and(eq(orderRefunds.id, row.id), eq(orderRefunds.status, 'pending')))
  await recordEvent(deps.db, {
    orderId: order.id,
    type: 'refund_failed',
    actor: 'system',
    amount: row.amount,
    detail: { error: why.slice(0, 300) },
  })
  return new StaffError(`The refund failed: ${why}`, 'REFUND_FAILED')
}

/**
 * Marks a refund row succeeded (or leaves it pending while Stripe processes it), recomputes the order's refunded
 * amount and status, records the timeline event and mails the shopper, each once.
 */
export async function settleRefund(
  deps: RefundDeps,
  refundRowId: string,
  stripeRefundId: string | null,
  status: 'pending' | 'succeeded' | 'failed',
): Promise<OrderRow> {
  const [row] = await deps.db
    .update(orderRefunds)
    .set({ status, ...(stripeRefundId ? { stripeRefundId } : {}) })
    .where(eq(orderRefunds.id, refundRowId))
    .returning()
  if (!row) throw new Error(`refund ${refundRowId} vanished`)
  const order = await recomputeRefunded(deps.db, row.orderId)
  if (status !== 'succeeded') return order
  const staff = row.actorUserId
    ? (await deps.db.select({ name: users.fullName }).from(users).where(eq(users.id, row.actorUserId)))[0]
    : undefined
  await recordEvent(deps.db, {
    orderId: order.id,
    type: 'refunded',
    actor: row.actor,
    actorUserId: row.actorUserId,
    actorName: staff?.name ?? null,
    amount: row.amount,
    detail: { reason: row.reason, test: order.test, stripeRefundId },
    key: `refund:${row.id}`,
  })
  await mailRefundOnce(deps, order, row)
  return order
}

/** refunded_amount = the succeeded refunds; the status follows (under the order's row lock). */
export async function recomputeRefunded(db: Database, orderId: string): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
    if (!order) throw new StaffError('There is no such order.', 'NOT_FOUND')
    const [{ total } = { total: 0 }] = await tx
      .select({ total: sql<number>`coalesce(sum(${orderRefunds.amount}), 0)::int` })
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.status, 'succeeded')))
    const refunded = Number(total)
    if (refunded === order.refundedAmount) return order
    const [updated] = await tx
      .update(orders)
      .set({ refundedAmount: refunded, status: statusAfterRefund(order, refunded), updatedAt: sql`now()` })
      .where(eq(orders.id, orderId))
      .returning()
    return updated!
  })
}

export async function loadOrder(db: Database, orderId: string): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
  if (!order) throw new StaffError('There is no such order.', 'NOT_FOUND')
  return order
}
