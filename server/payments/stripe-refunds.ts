/**
 * Refunds through Stripe's refunds API (docs/product.md §17.2), with the order's PaymentIntent. The test payment
 * page has no such gateway: its refunds are recorded only (server/orders/refunds.ts). Built by
 * server/services.ts and handed to the orders, which alone ask for refunds.
 */
import Stripe from 'stripe'
import { RefundRefusedError, type RefundGateway } from '../orders/refunds'

export function stripeRefundGateway(stripe: Stripe): RefundGateway {
  return {
    async refund({ paymentIntentId, amount, idempotencyKey, metadata }) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntentId, amount, reason: 'requested_by_customer', metadata },
          { idempotencyKey },
        )
        return { id: refund.id, status: refund.status }
      } catch (err) {
        // Stripe answered and made nothing (a 4xx); 409 (the key is in use) and 429 say nothing of the outcome.
        const status = err instanceof Stripe.errors.StripeError ? err.statusCode : undefined
        if (status && status >= 400 && status < 500 && status !== 409 && status !== 429)
          throw new RefundRefusedError((err as Error).message)
        throw err
      }
    },
  }
}
