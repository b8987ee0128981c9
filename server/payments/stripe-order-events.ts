/**
 * Stripe's side flows back (docs/product.md §10.5, §17.2): refunds made in Stripe's dashboard (`charge.refunded`,
 * `refund.created`, `refund.updated`), disputes (`charge.dispute.created` / `closed`) and sessions that expired
 * unpaid (`checkout.session.expired`, which frees their held stock). Signed like every webhook; each event id is
 * handled once here, then handed to the orders' commands (server/orders/stripe-events.ts), which key each refund and
 * dispute by Stripe's own id, so events may arrive in any order or twice. An event about an order the shop has not
 * recorded yet is answered 500 (OrderNotYetRecordedError), so Stripe delivers it again later.
 */
import type Stripe from 'stripe'
import type { Database } from '../db/client'
import type { Logger } from '../logger'
import type { OrdersService } from '../orders/index'
import { onceForEvent } from './fulfil'

export const ORDER_EVENT_TYPES: ReadonlySet<string> = new Set([
  'charge.refunded',
  'refund.created',
  'refund.updated',
  'charge.dispute.created',
  'charge.dispute.closed',
  'checkout.session.expired',
])

export interface OrderEventDeps {
  db: Database
  stripe: Stripe
  orders: Pick<OrdersService, 'recordStripeRefund' | 'recordDispute' | 'releaseExpiredSession'>
  logger: Logger
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id)

/** A charge's refunds: listed from Stripe when the event does not carry them (newer API versions leave them out). */
async function refundsOfCharge(deps: OrderEventDeps, charge: Stripe.Charge): Promise<Stripe.Refund[]> {
  if (charge.refunds?.data && !charge.refunds.has_more) return charge.refunds.data
  const list = await deps.stripe.refunds.list({ payment_intent: idOf(charge.payment_intent), limit: 100 })
  return list.data
}

const refundOf = (refund: Stripe.Refund, paymentIntentId?: string) => ({
  id: refund.id,
  paymentIntentId: paymentIntentId ?? idOf(refund.payment_intent),
  amount: refund.amount,
  status: refund.status,
  reason: refund.reason,
  refundRow: refund.metadata?.refund_row,
})

async function recordDispute(deps: OrderEventDeps, dispute: Stripe.Dispute, closed: boolean): Promise<void> {
  // Older dispute payloads name the charge only: its payment is asked of Stripe.
  const paymentIntentId =
    idOf(dispute.payment_intent) ?? idOf((await deps.stripe.charges.retrieve(idOf(dispute.charge)!)).payment_intent)
  await deps.orders.recordDispute({
    id: dispute.id,
    paymentIntentId,
    amount: dispute.amount,
    reason: dispute.reason,
    status: dispute.status,
    closed,
  })
}

async function dispatch(deps: OrderEventDeps, event: Stripe.Event): Promise<'handled' | 'ignored'> {
  switch (event.type) {
    case 'charge.refunded': {
      const charge = event.data.object
      const paymentIntentId = idOf(charge.payment_intent)
      for (const refund of await refundsOfCharge(deps, charge))
        await deps.orders.recordStripeRefund(refundOf(refund, paymentIntentId))
      return 'handled'
    }
    case 'refund.created':
    case 'refund.updated':
      await deps.orders.recordStripeRefund(refundOf(event.data.object))
      return 'handled'
    case 'charge.dispute.created':
    case 'charge.dispute.closed':
      await recordDispute(deps, event.data.object, event.type === 'charge.dispute.closed')
      return 'handled'
    default:
      return 'ignored'
  }
}

export async function handleOrderEvent(
  deps: OrderEventDeps,
  event: Stripe.Event,
): Promise<'handled' | 'ignored' | 'duplicate'> {
  if (event.type === 'checkout.session.expired') {
    // An unpaid session's units go back on the shelf; the event is recorded in the same statement (one round trip).
    const outcome = await deps.orders.releaseExpiredSession({
      id: event.id,
      type: event.type,
      sessionId: event.data.object.id,
    })
    deps.logger.info({ eventId: event.id, type: event.type, outcome }, 'stripe order event handled')
    return outcome
  }
  return onceForEvent(deps.db, event, async () => {
    const outcome = await dispatch(deps, event)
    deps.logger.info({ eventId: event.id, type: event.type, outcome }, 'stripe order event handled')
    return outcome
  })
}
