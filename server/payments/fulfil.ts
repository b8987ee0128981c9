/**
 * Fulfilment: the ONE function both providers call (Stripe's webhook and the success page, the built-in test
 * payment page). The order itself is the orders' `place` command (server/orders/place.ts), idempotent by session
 * id, which mails the confirmation once. A webhook's event id is recorded before anything else is done for it
 * (`onceForEvent`), so a redelivery costs one query and no call to Stripe.
 */
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { paymentEvents, type OrderRow, type OrderStatus } from '../db/schema/orders'
import type { OrdersService } from '../orders/index'
import type { PlaceInput } from '../orders/place'

/** What a provider knows of a checkout session's payment and order. */
export interface FulfilmentInput extends Omit<PlaceInput, 'payment'> {
  status: Extract<OrderStatus, 'paid' | 'payment_pending' | 'payment_failed' | 'test'>
}

export interface FulfilmentResult {
  outcome: 'fulfilled'
  order: OrderRow
  /** This call sent the shopper's confirmation. */
  mailSent: boolean
}

const PAYMENT_OF = { paid: 'paid', payment_pending: 'pending', payment_failed: 'failed', test: 'test' } as const

export async function fulfilCheckout(
  orders: Pick<OrdersService, 'place'>,
  { status, ...order }: FulfilmentInput,
): Promise<FulfilmentResult> {
  return { outcome: 'fulfilled', ...(await orders.place({ ...order, payment: PAYMENT_OF[status] })) }
}

/**
 * Runs `work` for a webhook event once: its id is recorded first, and a redelivered id answers 'duplicate' without
 * running it. When the work fails the id is forgotten again, so Stripe's redelivery is handled, not taken for a
 * duplicate.
 */
export async function onceForEvent<T>(
  db: Database,
  event: { id: string; type: string; sessionId?: string },
  work: () => Promise<T>,
): Promise<T | 'duplicate'> {
  const recorded = await db
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type, sessionId: event.sessionId ?? null })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id })
  if (recorded.length === 0) return 'duplicate'
  try {
    return await work()
  } catch (error) {
    await db
      .delete(paymentEvents)
      .where(eq(paymentEvents.id, event.id))
      .catch(() => undefined)
    throw error
  }
}
