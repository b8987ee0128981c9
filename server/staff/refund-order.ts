/**
 * Refund from the Orders tool (docs/operations.md). The tool sends an idempotency key per dialog; without one, a
 * refund of the same amount while the refunded total is unchanged is taken for the same refund (a double click).
 */
import type { MutationRefundOrderArgs } from '../graphql/resolvers.generated'
import { loadOrder, refundOrder, type RefundDeps } from '../orders/refunds'
import { StaffError } from './errors'
import type { StaffMember } from './member'

export async function refundFromTool(deps: RefundDeps, staff: StaffMember, args: MutationRefundOrderArgs) {
  const reason = args.reason.trim()
  if (!reason || reason.length > 500)
    throw new StaffError('Give a reason (at most 500 characters).', 'BAD_USER_INPUT', 'reason')
  const amount = args.amount ?? undefined
  if (amount !== undefined && (!Number.isInteger(amount) || amount < 1))
    throw new StaffError('The amount is in cents: a whole number of at least 1.', 'BAD_USER_INPUT', 'amount')
  const order = await loadOrder(deps.db, args.id).catch(() => null)
  if (!order) throw new StaffError('There is no such order.', 'NOT_FOUND')
  const given = args.idempotencyKey?.trim().slice(0, 200)
  const key = given ? `staff:${order.id}:${given}` : `auto:${order.id}:${amount ?? 'rest'}:${order.refundedAmount}`
  return refundOrder(deps, {
    orderId: order.id,
    amount,
    reason,
    by: { actor: 'staff', userId: staff.id, name: staff.name },
    key,
  })
}
