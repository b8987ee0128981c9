/** Resend the confirmation (docs/operations.md): once per key; without one, once a minute. */
import type { OrderRow } from '../db/schema/orders'
import { OrderError, orderErrorText } from './errors'
import { isPaid } from './lifecycle'
import { confirmationMail, shopperName, type NotifyDeps } from './notify'
import { loadOrder } from './store'
import { recordEvent, type Actor } from './timeline'

export async function resendConfirmation(
  deps: NotifyDeps,
  req: { orderId: string; by: Actor; key?: string | null; now?: Date },
): Promise<OrderRow> {
  const order = await loadOrder(deps.db, req.orderId)
  if (!order.email) throw new OrderError(orderErrorText.noEmail, 'ORDER_STATE_CONFLICT')
  if (!isPaid(order)) throw new OrderError(orderErrorText.notPaid, 'ORDER_STATE_CONFLICT')
  const given = req.key?.trim()
  const key = given
    ? `resend:${order.id}:${given.slice(0, 100)}`
    : `resend:${order.id}:${Math.floor((req.now ?? new Date()).getTime() / 60_000)}`
  const recorded = await recordEvent(deps.db, {
    orderId: order.id,
    type: 'confirmation_resent',
    actor: req.by.actor,
    actorUserId: req.by.userId,
    actorName: req.by.name,
    key,
  })
  if (recorded) {
    const name = await shopperName(deps.db, order)
    await deps.mailer.enqueue({
      to: order.email,
      ...confirmationMail(deps.publicUrl, order, { name, invoices: deps.invoices }),
    })
  }
  return order
}
