/** Resend the confirmation (docs/operations.md): once per key; without one, once a minute. */
import type { MutationResendConfirmationArgs } from '../graphql/resolvers.generated'
import { loadOrder } from '../orders/refunds'
import type { NotifyDeps } from '../orders/notify'
import { recordEvent } from '../orders/timeline'
import { confirmationMail } from '../payments/fulfil'
import { StaffError } from './errors'
import type { StaffMember } from './member'

export async function resendConfirmation(deps: NotifyDeps, staff: StaffMember, args: MutationResendConfirmationArgs) {
  const order = await loadOrder(deps.db, args.id).catch(() => null)
  if (!order) throw new StaffError('There is no such order.', 'NOT_FOUND')
  if (!order.email) throw new StaffError('This order has no e-mail address to send to.', 'ORDER_STATE_CONFLICT')
  if (order.status === 'payment_pending' || order.status === 'payment_failed')
    throw new StaffError('This order is not paid: there is no confirmation to send.', 'ORDER_STATE_CONFLICT')
  const key = args.idempotencyKey?.trim()
    ? `resend:${order.id}:${args.idempotencyKey.trim().slice(0, 100)}`
    : `resend:${order.id}:${Math.floor(Date.now() / 60_000)}`
  const recorded = await recordEvent(deps.db, {
    orderId: order.id,
    type: 'confirmation_resent',
    actor: 'staff',
    actorUserId: staff.id,
    actorName: staff.name,
    key,
  })
  if (recorded) await deps.mailer.enqueue({ to: order.email, ...confirmationMail(deps.publicUrl, order) })
  return order
}
