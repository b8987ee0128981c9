/**
 * Stripe's webhook (docs/product.md §10.5): each delivery is verified against STRIPE_WEBHOOK_SECRET, then a paid,
 * pending or failed checkout session is fulfilled, and the order events (refunds, disputes, expiry) are handed to
 * stripe-order-events.ts. Sessions another integration of the same Stripe account made are acknowledged, not kept.
 */
import type Stripe from 'stripe'
import type { Database } from '../db/client'
import type { Logger } from '../logger'
import type { OrdersService } from '../orders/index'
import { onceForEvent, type FulfilmentInput, type FulfilmentResult } from './fulfil'
import { handleOrderEvent, ORDER_EVENT_TYPES } from './stripe-order-events'
import { fulfilmentFromSession, isOwnSession } from './stripe-provider'

/** Thrown when the webhook's signature does not verify: answered with 400. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError'
}

const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
])

export interface StripeWebhookDeps {
  /** Absent with the built-in test payment page: then there are no webhooks to handle. */
  stripe?: Stripe
  webhookSecret?: string
  /** This shop's PUBLIC_URL, which marks its own sessions. */
  publicUrl: string
  db: Database
  orders: Pick<OrdersService, 'recordStripeRefund' | 'recordDispute' | 'releaseExpiredSession'>
  fulfil: (input: FulfilmentInput) => Promise<FulfilmentResult>
  logger: Logger
}

export type WebhookOutcome = { handled: boolean; duplicate?: boolean }

/** The order status an async payment event settles; the completed event reads it from the session. */
const statusOf = (type: string) =>
  type === 'checkout.session.async_payment_succeeded'
    ? 'paid'
    : type === 'checkout.session.async_payment_failed'
      ? 'payment_failed'
      : undefined

/** Verifies and handles one Stripe webhook delivery (raw body). Unhandled event types are acknowledged. */
export function stripeWebhookHandler(deps: StripeWebhookDeps) {
  const { db, publicUrl, logger: log } = deps
  return async function handleWebhook(
    rawBody: Buffer,
    signature: string | string[] | undefined,
  ): Promise<WebhookOutcome> {
    const { stripe, webhookSecret } = deps
    if (!stripe || !webhookSecret) throw new Error('Stripe webhooks are not configured')
    let event: Stripe.Event
    try {
      event = stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret)
    } catch (err) {
      throw new WebhookSignatureError((err as Error).message)
    }
    if (ORDER_EVENT_TYPES.has(event.type)) {
      const outcome = await handleOrderEvent({ db, stripe, orders: deps.orders, logger: log }, event)
      return { handled: outcome !== 'ignored', duplicate: outcome === 'duplicate' }
    }
    if (!HANDLED_EVENTS.has(event.type)) return { handled: false }
    const session = event.data.object as Stripe.Checkout.Session
    // A redelivery (Stripe's answer to any 5xx or time-out, so exactly when the shop struggles) is known at once,
    // before Stripe is asked for the session again.
    const outcome = await onceForEvent(db, { id: event.id, type: event.type, sessionId: session.id }, async () => {
      // The event's session carries no line items: fetch them (the order keeps what was bought).
      const full = session.line_items
        ? session
        : await stripe.checkout.sessions.retrieve(session.id, { expand: ['line_items.data.price.product'] })
      if (!isOwnSession(full, publicUrl)) {
        log.info({ eventId: event.id, sessionId: session.id }, 'stripe webhook for a session another integration made')
        return { handled: false }
      }
      await deps.fulfil(fulfilmentFromSession(full, statusOf(event.type)))
      log.info({ eventId: event.id, type: event.type, sessionId: session.id }, 'stripe webhook handled')
      return { handled: true, duplicate: false }
    })
    return outcome === 'duplicate' ? { handled: true, duplicate: true } : outcome
  }
}
