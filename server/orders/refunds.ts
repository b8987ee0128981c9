/**
 * Refunds (docs/product.md §17.2), whoever starts them: staff in the Orders tool, a cancellation, or Stripe's
 * dashboard (its webhooks). A refund is claimed first: a pending row, written under the order's row lock after the
 * transition table and the amount left (the total less every refund not failed, pending ones included) allowed it,
 * so neither two clicks nor two instances can claim more than was paid (security review I-5). Only the request that
 * wrote the row asks the payment provider, with the row's id as Stripe's Idempotency-Key: a retry of the same attempt
 * gets Stripe's first refund back, a new attempt after a refusal gets a new key (Stripe replays the first answer to a
 * key, refusals included). The answer settles the row, the refunded total, the payment axis and the timeline in one
 * transaction under the same lock.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { formatCurrencyString } from '@/lib/money'
import type { Database } from '../db/client'
import { orderRefunds, orders, type OrderRefundRow, type OrderRow } from '../db/schema/orders'
import { users } from '../db/schema/users'
import { retryOf } from './commands'
import { OrderError, orderErrorText } from './errors'
import { decide, isDisputed, paymentByAmount } from './lifecycle'
import { mailCancelled, mailRefunded, type NotifyDeps } from './notify'
import { refusal } from './refusals'
import { accept, loadOrder, withOrder, type Executor } from './store'
import { eventKey, recordEvent, type Actor } from './timeline'

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
}

export interface RefundRequest {
  orderId: string
  /** Cents; undefined: everything not yet refunded. */
  amount?: number
  reason: string
  by: Actor
  /** The caller's own key (the Orders tool makes one per dialog): one refund per key. */
  key?: string
}

/** A claimed refund: the row, whether this request may ask the provider, and the command it was claimed as. */
export interface Claim {
  row: OrderRefundRow
  /** This request wrote the row (or took over an abandoned attempt): it, and only it, asks the provider. */
  mine: boolean
  /** `orders.last_command` as the claim left it (null for a cancellation's): a refusal clears it again. */
  command: string | null
}

/** One Stripe key per refund attempt (row): a uuid, well within Stripe's 255 characters. */
const stripeKey = (row: OrderRefundRow) => `refund-${row.id}`

/** The row key of a refund claimed without a key of the caller's: the order and the version the claim made. */
const autoKey = (orderId: string, version: number) => `auto:${orderId}:v${version}`
const callerKey = (orderId: string, key: string) => `key:${orderId}:${key.trim().slice(0, 200)}`
const cancelKey = (orderId: string) => `cancel:${orderId}`

/** Cents that may still be claimed: the total less every refund not failed (pending ones included). */
async function claimable(tx: Executor, order: OrderRow): Promise<number> {
  const [{ claimed } = { claimed: 0 }] = await tx
    .select({ claimed: sql<number>`coalesce(sum(${orderRefunds.amount}), 0)::int` })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, order.id), inArray(orderRefunds.status, ['pending', 'succeeded'])))
  return Math.max(0, order.amountTotal - Number(claimed))
}

/** An existing attempt: answered as it is, unless it is pending and abandoned (then this request renews it). */
async function resume(tx: Executor, existing: OrderRefundRow, command: string | null): Promise<Claim> {
  if (existing.status !== 'pending') return { row: existing, mine: false, command }
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
  return renewed ? { row: renewed, mine: true, command } : { row: existing, mine: false, command }
}

async function rowByKey(tx: Executor, key: string): Promise<OrderRefundRow | undefined> {
  const [row] = await tx.select().from(orderRefunds).where(eq(orderRefunds.idempotencyKey, key))
  return row
}

/**
 * Claims a refund in the caller's transaction, which holds the order's row lock. Null when there is nothing to do:
 * "refund the rest" with nothing left, or the retry of a claim that is gone (refused, then forgotten).
 */
export async function claimRefund(
  tx: Executor,
  order: OrderRow,
  req: Omit<RefundRequest, 'orderId'> & { cancel?: boolean },
): Promise<Claim | null> {
  const command = `refund:${req.amount ?? 'rest'}:${req.key ?? ''}:${req.reason}`
  const retried = req.cancel ? null : retryOf(order, command)
  const key = req.cancel
    ? cancelKey(order.id)
    : req.key
      ? callerKey(order.id, req.key)
      : retried !== null
        ? autoKey(order.id, retried)
        : null
  const existing = key ? await rowByKey(tx, key) : undefined
  if (existing) return resume(tx, existing, req.cancel ? null : order.lastCommand)
  if (retried !== null) return null
  const available = await claimable(tx, order)
  if (req.amount === undefined && available <= 0) return null
  if (!decide('refund', order).ok) throw refusal('refund', order)
  const amount = req.amount ?? available
  if (amount > available)
    throw new OrderError(
      orderErrorText.refundTooLarge(formatCurrencyString(available, order.currency)),
      'BAD_USER_INPUT',
      'amount',
    )
  const claimedBy = req.cancel ? order : await accept(tx, order, { command })
  const [row] = await tx
    .insert(orderRefunds)
    .values({
      orderId: order.id,
      idempotencyKey: key ?? autoKey(order.id, claimedBy.version),
      amount,
      reason: req.reason,
      actor: req.by.actor,
      actorUserId: req.by.userId ?? null,
      quiet: req.cancel ?? false,
    })
    .returning()
  return { row: row!, mine: true, command: req.cancel ? null : claimedBy.lastCommand }
}

/**
 * Asks the provider for a claimed refund (a test order's is recorded only: no money moved) and settles it. Throws
 * REFUND_FAILED when the provider refuses (the attempt is forgotten and on the timeline; it may be retried) and
 * REFUND_PENDING when it does not answer (the attempt stays pending: Stripe's webhook or a retry settles it).
 */
export async function carryOut(deps: RefundDeps, order: OrderRow, claim: Claim | null): Promise<OrderRow> {
  if (!claim || !claim.mine || claim.row.status !== 'pending') return loadOrder(deps.db, order.id)
  const row = claim.row
  if (order.test) return settle(deps, { rowId: row.id, stripeRefundId: null, status: 'succeeded' })
  if (!deps.gateway || !order.paymentIntentId)
    throw await forget(deps, claim, orderErrorText.refundNotFound, 'payment not found')
  let refund: { id: string; status: string | null }
  try {
    refund = await deps.gateway.refund({
      paymentIntentId: order.paymentIntentId,
      amount: row.amount,
      idempotencyKey: stripeKey(row),
      metadata: { order_id: order.id, refund_row: row.id },
    })
  } catch (err) {
    deps.logger.warn({ err, orderId: order.id, refundRow: row.id }, 'refund failed at the payment provider')
    if (err instanceof RefundRefusedError)
      throw await forget(deps, claim, orderErrorText.refundRefused(err.message), err.message)
    await recordEvent(deps.db, {
      orderId: order.id,
      type: 'refund_failed',
      actor: 'system',
      amount: row.amount,
      detail: { error: 'no answer from the payment provider; the refund may still go through' },
      key: eventKey.refundNoAnswer(row.id),
    })
    throw new OrderError(orderErrorText.refundNoAnswer, 'REFUND_PENDING')
  }
  if (refund.status === 'failed' || refund.status === 'canceled') {
    const why = `Stripe answered ${refund.status}`
    throw await forget(deps, claim, orderErrorText.refundRefused(`${why}.`), why)
  }
  return settle(deps, {
    rowId: row.id,
    stripeRefundId: refund.id,
    status: refund.status === 'pending' ? 'pending' : 'succeeded',
  })
}

/** Refunds (from the Orders tool) and answers the order as it is afterwards. */
export async function refund(deps: RefundDeps, req: RefundRequest): Promise<OrderRow> {
  const { order, claim } = await withOrder(deps.db, req.orderId, async (tx, locked) => ({
    order: locked,
    claim: await claimRefund(tx, locked, req),
  }))
  return carryOut(deps, order, claim)
}

/**
 * Forgets a refused attempt (so its amount is free again and a retry is a new attempt), records it on the timeline,
 * and makes the error to throw.
 */
async function forget(deps: RefundDeps, { row, command }: Claim, message: string, why: string): Promise<OrderError> {
  await withOrder(deps.db, row.orderId, async (tx, order) => {
    await tx.delete(orderRefunds).where(and(eq(orderRefunds.id, row.id), eq(orderRefunds.status, 'pending')))
    await recordEvent(tx, {
      orderId: order.id,
      type: 'refund_failed',
      actor: 'system',
      amount: row.amount,
      detail: { error: why.slice(0, 300) },
    })
    // The refused claim is no longer a result a retry may be answered with: a retry asks anew.
    if (command !== null)
      await tx
        .update(orders)
        .set({ lastCommand: null })
        .where(and(eq(orders.id, order.id), eq(orders.lastCommand, command)))
  })
  return new OrderError(message, 'REFUND_FAILED')
}

export interface Settlement {
  rowId: string
  stripeRefundId: string | null
  status: 'pending' | 'succeeded' | 'failed'
}

/**
 * Settles a refund row in the caller's transaction (the order's row lock held): the row only moves forward
 * (pending → succeeded → failed: webhooks arrive in any order), the refunded total is the sum of succeeded rows, and
 * the payment axis follows it; the timeline records the refund once. Answers the order and the row afterwards.
 */
export async function settleRow(
  tx: Executor,
  order: OrderRow,
  s: Settlement,
): Promise<{ order: OrderRow; row: OrderRefundRow }> {
  const [row] = await tx
    .update(orderRefunds)
    .set({
      status: sql`case when ${orderRefunds.status} = 'pending' or ${s.status}::text = 'failed' then ${s.status}::text else ${orderRefunds.status} end`,
      ...(s.stripeRefundId ? { stripeRefundId: s.stripeRefundId } : {}),
    })
    .where(and(eq(orderRefunds.id, s.rowId), eq(orderRefunds.orderId, order.id)))
    .returning()
  if (!row) throw new Error(`refund ${s.rowId} vanished`)
  const [{ total } = { total: 0 }] = await tx
    .select({ total: sql<number>`coalesce(sum(${orderRefunds.amount}), 0)::int` })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.status, 'succeeded')))
  let now = order
  const refunded = Number(total)
  if (refunded !== order.refundedAmount) {
    const after = { ...order, refundedAmount: refunded }
    // A disputed payment stays disputed: the bank's decision comes first.
    const payment = isDisputed(order) ? order.paymentStatus : paymentByAmount(after)
    if (!decide('settleRefund', after).ok) throw refusal('settleRefund', order)
    now = await accept(tx, order, { payment, set: { refundedAmount: refunded } })
  }
  if (row.status === 'succeeded') await recordRefunded(tx, now, row, s.stripeRefundId)
  return { order: now, row }
}

async function recordRefunded(tx: Executor, order: OrderRow, row: OrderRefundRow, stripeRefundId: string | null) {
  const [staff] = row.actorUserId
    ? await tx.select({ name: users.fullName }).from(users).where(eq(users.id, row.actorUserId))
    : []
  await recordEvent(tx, {
    orderId: order.id,
    type: 'refunded',
    actor: row.actor,
    actorUserId: row.actorUserId,
    actorName: staff?.name ?? null,
    amount: row.amount,
    detail: { reason: row.reason, test: order.test, stripeRefundId, cancel: row.quiet },
    key: eventKey.refunded(row.id),
  })
}

/** Settles a row under the order's lock, then mails the shopper (a cancellation's refund is told by its own mail). */
export async function settle(deps: RefundDeps, s: Settlement): Promise<OrderRow> {
  const [found] = await deps.db
    .select({ orderId: orderRefunds.orderId })
    .from(orderRefunds)
    .where(eq(orderRefunds.id, s.rowId))
  if (!found) throw new Error(`refund ${s.rowId} vanished`)
  const { order, row } = await withOrder(deps.db, found.orderId, (tx, locked) => settleRow(tx, locked, s))
  await mailAfterSettling(deps, order, row)
  return order
}

export async function mailAfterSettling(deps: RefundDeps, order: OrderRow, row: OrderRefundRow): Promise<void> {
  if (row.status !== 'succeeded') return
  if (row.quiet) await mailCancelled(deps, order, row.amount)
  else await mailRefunded(deps, order, row)
}

/** The refund a caller made with its own key (a return's: return-steps.ts), if any. */
export async function refundByKey(db: Executor, orderId: string, key: string): Promise<OrderRefundRow | undefined> {
  return rowByKey(db, callerKey(orderId, key))
}

/** The cancellation's own refund row (its amount goes into the cancellation mail). */
export async function cancellationRefund(db: Database, orderId: string): Promise<OrderRefundRow | undefined> {
  return rowByKey(db, cancelKey(orderId))
}
