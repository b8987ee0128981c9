/**
 * Staff take a return its way (docs/operations.md, docs/product.md §17.5): approve (the shopper gets the return
 * instructions), reject with a reason the shopper reads, receive (its units are back on the shelf: stock.ts), then
 * the refund lines are refunded through the order's own refund command, keyed by the return, so a retried receive
 * refunds once, and an exchange ships with its tracking. Each step is decided by RETURN_TRANSITIONS under the
 * order's row lock, recorded on the timeline once, and repeating a step already taken answers the return as it is.
 */
import { eq, sql } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import { orderReturns, type OrderReturnRow, type OrderRow, type ReturnStatus } from '../db/schema/orders'
import { trackingFor } from './carriers'
import { OrderError, orderErrorText } from './errors'
import { canReturnStep, decide, refundable, type ReturnCommand } from './lifecycle'
import { paidForUnits } from './line-amounts'
import { refund, refundByKey, type RefundDeps } from './refunds'
import { refusal } from './refusals'
import { returnRef } from './return-views'
import { lockedReturn, orderOfReturn } from './return-store'
import { accept, withOrder, type Executor } from './store'
import { eventKey, type Actor } from './timeline'

const TRACKING_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 -]{2,38}[A-Za-z0-9]$/

export interface ReturnStepResult {
  order: OrderRow
  ret: OrderReturnRow
  /** This request took the step (false: it had been taken already): only then is the shopper mailed. */
  took: boolean
}

interface Step {
  command: ReturnCommand
  /** The statuses in which the step counts as taken already (a retry, a second member of staff). */
  done: readonly ReturnStatus[]
  event: 'return_approved' | 'return_rejected' | 'return_received' | 'exchange_shipped'
  key: Parameters<typeof eventKey.returnStep>[1]
  set?: PgUpdateSetSource<typeof orderReturns>
  detail?: Record<string, string>
  /** A check of the order or the return beyond the return's state. */
  check?: (order: OrderRow, ret: OrderReturnRow) => void
}

const PAST: Record<ReturnCommand, string> = {
  approve: 'approved',
  reject: 'rejected',
  receive: 'received',
  refund: 'refunded',
  shipExchange: 'shipped',
}

/** Takes one step of the return under its order's row lock. */
async function takeStep(deps: RefundDeps, returnId: string, by: Actor, step: Step): Promise<ReturnStepResult> {
  const orderId = await orderOfReturn(deps.db, returnId)
  return withOrder(deps.db, orderId, async (tx, locked) => {
    const ret = await lockedReturn(tx, returnId)
    if (step.done.includes(ret.status)) return { order: locked, ret, took: false }
    const to = canReturnStep(step.command, ret.status) ? stepTarget(step.command) : null
    if (!to)
      throw new OrderError(
        orderErrorText.returnState(returnRef(locked, ret), ret.status, PAST[step.command]),
        'ORDER_STATE_CONFLICT',
      )
    step.check?.(locked, ret)
    const [updated] = await tx
      .update(orderReturns)
      .set({ ...step.set, status: to })
      .where(eq(orderReturns.id, ret.id))
      .returning()
    const order = await accept(tx, locked, {
      command: `${step.command}Return:${ret.id}`,
      event: {
        type: step.event,
        actor: by.actor,
        actorUserId: by.userId,
        actorName: by.name,
        detail: { ref: returnRef(locked, ret), ...step.detail },
        key: eventKey.returnStep(ret.id, step.key),
      },
    })
    return { order, ret: updated!, took: true }
  })
}

const stepTarget = (command: ReturnCommand): ReturnStatus =>
  ({
    approve: 'approved',
    reject: 'rejected',
    receive: 'received',
    refund: 'refunded',
    shipExchange: 'exchange_shipped',
  })[command] as ReturnStatus

export function approveReturn(deps: RefundDeps, returnId: string, by: Actor) {
  return takeStep(deps, returnId, by, {
    command: 'approve',
    done: ['approved', 'received', 'refunded', 'exchange_shipped'],
    event: 'return_approved',
    key: 'approved',
    set: { approvedAt: sql`now()` },
  })
}

export function rejectReturn(deps: RefundDeps, returnId: string, reason: string, by: Actor) {
  const text = reason.trim()
  if (!text || text.length > 500) throw new OrderError(orderErrorText.reason, 'BAD_USER_INPUT', 'reason')
  return takeStep(deps, returnId, by, {
    command: 'reject',
    done: ['rejected'],
    event: 'return_rejected',
    key: 'rejected',
    set: { rejectionReason: text, closedAt: sql`now()` },
    detail: { reason: text },
  })
}

export function shipExchange(
  deps: RefundDeps,
  req: { returnId: string; carrier: string; trackingNumber: string; by: Actor },
) {
  const carrierText = req.carrier.trim()
  const number = req.trackingNumber.trim().toUpperCase()
  if (!carrierText || carrierText.length > 60) throw new OrderError(orderErrorText.carrier, 'BAD_USER_INPUT', 'carrier')
  if (!TRACKING_NUMBER.test(number))
    throw new OrderError(orderErrorText.trackingNumber, 'BAD_USER_INPUT', 'trackingNumber')
  const tracking = trackingFor(carrierText, number)
  return takeStep(deps, req.returnId, req.by, {
    command: 'shipExchange',
    done: ['exchange_shipped'],
    event: 'exchange_shipped',
    key: 'exchange_shipped',
    set: {
      exchangeCarrier: tracking.carrier,
      exchangeTrackingNumber: number,
      exchangeTrackingUrl: tracking.url,
      closedAt: sql`now()`,
    },
    detail: { carrier: tracking.carrier, trackingNumber: number },
    check: (_order, ret) => {
      if (!ret.lines.some((l) => l.exchangeFor)) throw new OrderError(orderErrorText.noExchange, 'ORDER_STATE_CONFLICT')
    },
  })
}

/**
 * Cents the return's refund lines are worth: what was paid for those units, after the order's discount code
 * (line-amounts.ts), never more (shipping is not refunded: docs/product.md §17.5, §20).
 */
export function returnValue(order: Pick<OrderRow, 'lines'>, ret: Pick<OrderReturnRow, 'lines'>): number {
  return ret.lines
    .filter((l) => !l.exchangeFor)
    .reduce((sum, l) => {
      const bought = order.lines[l.lineId]
      return sum + (bought ? paidForUnits(bought, l.quantity) : 0)
    }, 0)
}

/** The order refund command's key for a return's money: one refund per return, however often it is received. */
const refundKey = (ret: Pick<OrderReturnRow, 'id'>) => `return-${ret.id}`

/**
 * Receives the parcel (its units go back on the shelf), then refunds its refund lines through the order's refund
 * command and closes the return once the money went back. A refund Stripe refuses or does not answer throws as the
 * refund command does (REFUND_FAILED, REFUND_PENDING) and leaves the return received: receiving it again retries.
 */
export async function receiveReturn(deps: RefundDeps, returnId: string, by: Actor): Promise<ReturnStepResult> {
  const received = await takeStep(deps, returnId, by, {
    command: 'receive',
    done: ['received', 'refunded', 'exchange_shipped'],
    event: 'return_received',
    key: 'received',
    set: { receivedAt: sql`now()` },
    check: (order) => {
      if (!decide('receiveReturn', order).ok) throw refusal('receiveReturn', order)
    },
  })
  if (received.ret.status !== 'received') return received
  const value = Math.min(returnValue(received.order, received.ret), refundable(received.order))
  const ref = returnRef(received.order, received.ret)
  if (value > 0)
    await refund(deps, {
      orderId: received.order.id,
      amount: value,
      reason: `Return ${ref}`,
      by,
      key: refundKey(received.ret),
    })
  const row = value > 0 ? await refundByKey(deps.db, received.order.id, refundKey(received.ret)) : undefined
  // Pending at Stripe: closed by the next receive, once the webhook settled it.
  if (value > 0 && row?.status !== 'succeeded') return received
  return closeRefunded(deps.db, returnId, row?.amount ?? 0, received.took)
}

/** A received return whose money went back: refunded, unless an exchange is still to ship. */
async function closeRefunded(db: Executor, returnId: string, amount: number, took: boolean): Promise<ReturnStepResult> {
  return withOrder(db, await orderOfReturn(db, returnId), async (tx, order) => {
    const ret = await lockedReturn(tx, returnId)
    const exchange = ret.lines.some((l) => l.exchangeFor)
    if (ret.status !== 'received' || (ret.refundedAmount === amount && exchange)) return { order, ret, took }
    const [updated] = await tx
      .update(orderReturns)
      .set({
        refundedAmount: amount,
        ...(exchange ? {} : { status: 'refunded' as const, closedAt: sql`now()` }),
      })
      .where(eq(orderReturns.id, ret.id))
      .returning()
    return { order, ret: updated!, took }
  })
}
