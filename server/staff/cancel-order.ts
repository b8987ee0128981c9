/**
 * Cancel an unshipped order (docs/operations.md): one conditional update claims the cancellation (so it happens
 * once), then what is left is refunded under a fixed key (so a retry never refunds twice), then the shopper is told.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { MutationCancelOrderArgs } from '../graphql/resolvers.generated'
import { orders } from '../db/schema/orders'
import { mailCancelled } from '../orders/notify'
import { loadOrder, refundOrder, type RefundDeps } from '../orders/refunds'
import { recordEvent } from '../orders/timeline'
import { StaffError } from './errors'
import type { StaffMember } from './member'

export async function cancelOrder(deps: RefundDeps, staff: StaffMember, args: MutationCancelOrderArgs) {
  const reason = args.reason.trim()
  if (!reason || reason.length > 500)
    throw new StaffError('Give a reason (at most 500 characters).', 'BAD_USER_INPUT', 'reason')
  const order = await loadOrder(deps.db, args.id).catch(() => null)
  if (!order) throw new StaffError('There is no such order.', 'NOT_FOUND')
  const [claimed] = await deps.db
    .update(orders)
    .set({ cancelledAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(orders.id, order.id),
        isNull(orders.shippedAt),
        isNull(orders.cancelledAt),
        inArray(orders.status, ['paid', 'test', 'partially_refunded']),
      ),
    )
    .returning()
  if (!claimed) {
    const now = await loadOrder(deps.db, order.id)
    if (!now.cancelledAt)
      throw new StaffError(
        now.shippedAt
          ? 'A shipped order cannot be cancelled; refund it instead.'
          : `A ${now.status.replace('_', ' ')} order cannot be cancelled.`,
        'ORDER_STATE_CONFLICT',
      )
    // Cancelled before (a double click, or a retry after a failed refund): finish the refund if any is left.
  }
  const by = { actor: 'staff' as const, userId: staff.id, name: staff.name }
  const before = claimed ?? order
  await refundOrder(deps, { orderId: order.id, reason, by, key: `cancel:${order.id}`, quiet: true })
  const [cancelled] = await deps.db
    .update(orders)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(eq(orders.id, order.id))
    .returning()
  const recorded = await recordEvent(deps.db, {
    orderId: order.id,
    type: 'cancelled',
    actor: 'staff',
    actorUserId: staff.id,
    actorName: staff.name,
    detail: { reason },
    key: `cancelled:${order.id}`,
  })
  if (recorded) await mailCancelled(deps, cancelled!, cancelled!.refundedAmount - before.refundedAmount)
  return cancelled!
}
