/**
 * Refunds (docs/product.md §17.2), whoever starts them: staff in the Orders tool, a cancellation, or Stripe's
 * dashboard (its webhooks). A refund row is written before the payment provider is asked, under a row lock on the
 * order, and only the request that wrote it asks the provider, so two clicks send one refund request. The row's id
 * is Stripe's Idempotency-Key: a retry of the same attempt gets Stripe's first refund back instead of a second one,
 * while a new attempt after a refusal gets a new key (Stripe replays the first answer to a key, refusals included).
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { users } from '../db/schema/users'
import { orderRefunds, orders, type OrderActor, type OrderRefundRow, type OrderRow } from '../db/schema/orders'
import type { Logger } from '../logger'
import { formatCurrencyString } from '@/lib/money'
import { StaffError, staffMessages } from '../staff/errors'
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

/**
 * The provider answered and made no refund (Stripe's 4xx): nothing happened, so the attempt is forgotten. Any
 * other error leaves the outcome unknown, and the attempt stays pending until Stripe's webhook or a retry settles it.
 */
export class RefundRefusedError extends Error {
  override name = 'RefundRefusedError'
}

/**
 * How long a pending attempt belongs to the request that made it (Stripe's client gives up after ~1 minute: 20 s
 * timeout, two retries). A later request with the same key takes over an older one: its process died mid-call.
 */
export const REFUND_ATTEMPT_LEASE_MS = 5 * 60_000

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

/** One Stripe key per refund attempt (row): a uuid, well within Stripe's 255 characters. */
const stripeKey = (row: OrderRefundRow) => `refund-${row.id}`

interface Claim {
  row: OrderRefundRow
  /** This request wrote the row (or took over an abandoned attempt): it, and only it, asks the provider. */
  mine: boolean
}

/**
 * Writes the pending refund row (or finds the one this key wrote). Returns null when there is nothing to refund
 * and no amount was asked for (a repeated "refund the rest").
 */
async function claimRefund(db: Database, req: RefundRequest): Promise<Claim | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, req.orderId)).for('update')
    if (!order) throw new StaffError(staffMessages.notFound, 'NOT_FOUND')
    const [existing] = await tx.select().from(orderRefunds).where(eq(orderRefunds.idempotencyKey, req.key))
    if (existing) {
      if (existing.status !== 'pending') return { row: existing, mine: false }
      // A pending attempt is another request's, unless it was abandoned: then this one renews it and retries.
      const [renewed] = await tx
        .update(orderRefunds)
        .set({ createdAt: sql`now()` })
        .where(
          and(
            eq(orderRefunds.id, existing.id),
            sql`${orderRefunds.createdAt} < now() - make_interval(secs => ${REFUND_ATTEMPT_LEASE_MS / 1000})`,
          ),
        )
        .returning()
      return renewed ? { row: renewed, mine: true } : { row: existing, mine: false }
    }
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
      throw new StaffError(
        staffMessages.refundTooLarge(formatCurrencyString(available, order.currency)),
        'BAD_USER_INPUT',
        'amount',
      )
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
    return { row: row!, mine: true }
  })
}

/**
 * Refunds and answers the order as it is afterwards. A test order's refund is recorded only (no money moved).
 * A second request for the same key while the first is under way answers the order as it is (the first settles it).
 * Throws StaffError REFUND_FAILED when the provider refuses (the attempt is on the timeline and may be retried)
 * and REFUND_PENDING when it does not answer (the attempt stays pending: Stripe's webhook settles it).
 */
export async function refundOrder(deps: RefundDeps, req: RefundRequest): Promise<OrderRow> {
  const claim = await claimRefund(deps.db, req)
  const order = await loadOrder(deps.db, req.orderId)
  if (!claim || !claim.mine || claim.row.status !== 'pending') return order
  const claimed = claim.row
  if (order.test) return settleRefund(deps, claimed.id, null, 'succeeded')
  if (!deps.gateway || !order.paymentIntentId)
    throw await failRefund(deps, order, claimed, staffMessages.refundNotFound, 'payment not found')
  let refund: { id: string; status: string | null }
  try {
    refund = await deps.gateway.refund({
      paymentIntentId: order.paymentIntentId,
      amount: claimed.amount,
      idempotencyKey: stripeKey(claimed),
      metadata: { order_id: order.id, refund_row: claimed.id },
    })
  } catch (err) {
    deps.logger.warn({ err, orderId: order.id, refundRow: claimed.id }, 'refund failed at the payment provider')
    if (err instanceof RefundRefusedError)
      throw await failRefund(deps, order, claimed, staffMessages.refundRefused(err.message), err.message)
    await recordEvent(deps.db, {
      orderId: order.id,
      type: 'refund_failed',
      actor: 'system',
      amount: claimed.amount,
      detail: { error: 'no answer from the payment provider; the refund may still go through' },
      key: `refund:${claimed.id}:no-answer`,
    })
    throw new StaffError(staffMessages.refundNoAnswer, 'REFUND_PENDING')
  }
  if (refund.status === 'failed' || refund.status === 'canceled')
    throw await failRefund(
      deps,
      order,
      claimed,
      staffMessages.refundRefused(`Stripe answered ${refund.status}.`),
      `Stripe answered ${refund.status}`,
    )
  return settleRefund(deps, claimed.id, refund.id, refund.status === 'pending' ? 'pending' : 'succeeded')
}

/** Forgets the attempt (so the amount is free again), records it on the timeline, and makes the error to throw. */
async function failRefund(
  deps: RefundDeps,
  order: OrderRow,
  row: OrderRefundRow,
  message: string,
  why: string,
): Promise<StaffError> {
  await deps.db.delete(orderRefunds).where(and(eq(orderRefunds.id, row.id), eq(orderRefunds.status, 'pending')))
  await recordEvent(deps.db, {
    orderId: order.id,
    type: 'refund_failed',
    actor: 'system',
    amount: row.amount,
    detail: { error: why.slice(0, 300) },
  })
  return new StaffError(message, 'REFUND_FAILED')
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
  // Webhooks arrive in any order: a refund only moves forward (pending → succeeded → failed), never back to pending.
  const [row] = await deps.db
    .update(orderRefunds)
    .set({
      status: sql`case when ${orderRefunds.status} = 'pending' or ${status}::text = 'failed' then ${status}::text else ${orderRefunds.status} end`,
      ...(stripeRefundId ? { stripeRefundId } : {}),
    })
    .where(eq(orderRefunds.id, refundRowId))
    .returning()
  if (!row) throw new Error(`refund ${refundRowId} vanished`)
  const order = await recomputeRefunded(deps.db, row.orderId)
  if (row.status !== 'succeeded') return order
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
    if (!order) throw new StaffError(staffMessages.notFound, 'NOT_FOUND')
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
  if (!order) throw new StaffError(staffMessages.notFound, 'NOT_FOUND')
  return order
}
