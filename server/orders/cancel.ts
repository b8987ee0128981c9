/**
 * Cancel an order that has not shipped (docs/operations.md, security review T4-3). One transaction under the order's
 * row lock makes it cancelled (so no ship can follow, even while its refund is with Stripe), records it, and claims a
 * refund of what is left; then the refund is carried out and the shopper told once. When Stripe refuses the refund
 * the order stays cancelled (and unshippable) with its money where it was: cancelling again, or refunding, finishes
 * it. A shipped order is refused: it is refunded, not cancelled.
 */
import { sql } from 'drizzle-orm'
import type { OrderRow } from '../db/schema/orders'
import { OrderError, orderErrorText } from './errors'
import { decide } from './lifecycle'
import { mailCancelled } from './notify'
import { carryOut, cancellationRefund, claimRefund, type RefundDeps } from './refunds'
import { refusal } from './refusals'
import { accept, withOrder } from './store'
import { eventKey, type Actor } from './timeline'

export interface CancelRequest {
  orderId: string
  reason: string
  by: Actor
}

export async function cancel(deps: RefundDeps, req: CancelRequest): Promise<OrderRow> {
  const reason = req.reason.trim()
  if (!reason || reason.length > 500) throw new OrderError(orderErrorText.reason, 'BAD_USER_INPUT', 'reason')
  const { order, claim } = await withOrder(deps.db, req.orderId, async (tx, locked) => {
    // Cancelled before (a double click, or a retry after a refused refund): only the refund may be left to do.
    let order = locked
    if (locked.fulfilmentStatus !== 'cancelled') {
      const decision = decide('cancel', locked)
      if (!decision.ok) throw refusal('cancel', locked)
      order = await accept(tx, locked, {
        fulfilment: decision.fulfilment,
        set: { cancelledAt: sql`now()` },
        command: 'cancel',
        event: {
          type: 'cancelled',
          actor: req.by.actor,
          actorUserId: req.by.userId,
          actorName: req.by.name,
          detail: { reason },
          key: eventKey.cancelled(locked.id),
        },
      })
    }
    const refundable = decide('refund', order).ok
    return { order, claim: refundable ? await claimRefund(tx, order, { reason, by: req.by, cancel: true }) : null }
  })
  const after = await carryOut(deps, order, claim)
  const refund = await cancellationRefund(deps.db, order.id)
  // Told once the refund went through, or at once when nothing was left to refund; a pending refund's webhook tells.
  if (!refund || refund.status === 'succeeded') await mailCancelled(deps, after, refund?.amount ?? 0)
  return after
}
