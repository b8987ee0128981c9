/**
 * Fulfilment: the ONE function both providers call (Stripe's webhook and the success page, the built-in test
 * payment page). It is idempotent: an event id is recorded once, the order is upserted by session id, and the
 * confirmation e-mail is claimed with `confirmation_sent_at` so it goes out exactly once.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import { variantLabel } from '@/lib/catalogue/variants'
import { formatCurrencyString } from '@/lib/money'
import type { Database } from '../db/client'
import {
  orders,
  paymentEvents,
  type BillingAddress,
  type OrderLine,
  type OrderRow,
  type OrderStatus,
  type ShippingAddress,
} from '../db/schema/orders'
import type { Logger } from '../logger'
import { orderConfirmationMail, type Mailer } from '../mail/index'
import { addressLines } from '../orders/address'
import { shopperLineName } from '../orders/line-name'
import { releaseReservation } from './reservations'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import { messagesIn } from '@/lib/i18n/messages'
import { mailMessages } from '@/lib/i18n/messages/mails'

export interface FulfilmentInput {
  provider: 'stripe' | 'local'
  sessionId: string
  status: OrderStatus
  email: string | null
  customerName: string | null
  billingAddress: BillingAddress | null
  /** Where the parcel goes (docs/product.md §10); null for orders from before it was collected. */
  shippingAddress?: ShippingAddress | null
  /** Stripe's PaymentIntent, for refunds. */
  paymentIntentId?: string | null
  lines: OrderLine[]
  /** The shopper signed in at checkout, if any (docs/product.md §17). */
  userId?: string | null
  /** Cents, included in amountTotal; 0 when free. */
  shippingAmount?: number
  amountTotal: number
  currency: string
  /** The language of the checkout: the order's mails are written in it (docs/product.md §19). */
  locale?: Locale
  /** The webhook event being handled; a redelivered id changes nothing. */
  event?: { id: string; type: string }
  /**
   * A test order's address was typed by whoever used the test page and is unproven: asked before its confirmation
   * is mailed (the anonymous-mail gate, docs/security/accounts.md, N6); false drops the mail.
   */
  mayMailTestOrder?: () => Promise<boolean>
}

export interface FulfilmentDeps {
  db: Database
  mailer: Mailer
  logger: Logger
  publicUrl: string
  /** Runs once per order when it is first seen paid (timeline, flags, stock, the shop's packing mail). */
  afterPaid?: (order: OrderRow) => Promise<void>
}

export type FulfilmentResult =
  { outcome: 'duplicate-event' } | { outcome: 'fulfilled'; order: OrderRow; mailSent: boolean }

/** A short, readable order number for the e-mail (the uuid stays the key). */
export function orderNumber(order: Pick<OrderRow, 'id'>): string {
  return order.id.replace(/-/g, '').slice(0, 10).toUpperCase()
}

export async function fulfilCheckout(deps: FulfilmentDeps, input: FulfilmentInput): Promise<FulfilmentResult> {
  const { db } = deps
  if (input.event) {
    const recorded = await db
      .insert(paymentEvents)
      .values({ id: input.event.id, type: input.event.type, sessionId: input.sessionId })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id })
    if (recorded.length === 0) return { outcome: 'duplicate-event' }
  }
  try {
    const [order] = await db
      .insert(orders)
      .values({
        sessionId: input.sessionId,
        provider: input.provider,
        status: input.status,
        email: input.email,
        userId: input.userId ?? null,
        customerName: input.customerName,
        billingAddress: input.billingAddress,
        shippingAddress: input.shippingAddress ?? null,
        paymentIntentId: input.paymentIntentId ?? null,
        // No money moved on the test payment page: the order stays a test order whatever happens to it later.
        test: input.status === 'test',
        lines: input.lines,
        shippingAmount: input.shippingAmount ?? 0,
        amountTotal: input.amountTotal,
        currency: input.currency,
        locale: input.locale ?? DEFAULT_LOCALE,
      })
      .onConflictDoUpdate({
        target: orders.sessionId,
        set: {
          // A paid order never goes back to pending (events can arrive out of order); a failure after pending sticks;
          // an order staff or Stripe have moved on (shipped, refunded, cancelled) keeps its state.
          status: sql`case when ${orders.status} in ('payment_pending', 'payment_failed') then excluded.status else ${orders.status} end`,
          shippingAddress: sql`coalesce(excluded.shipping_address, ${orders.shippingAddress})`,
          paymentIntentId: sql`coalesce(excluded.payment_intent_id, ${orders.paymentIntentId})`,
          email: sql`coalesce(excluded.email, ${orders.email})`,
          userId: sql`coalesce(excluded.user_id, ${orders.userId})`,
          customerName: sql`coalesce(excluded.customer_name, ${orders.customerName})`,
          billingAddress: sql`coalesce(excluded.billing_address, ${orders.billingAddress})`,
          updatedAt: sql`now()`,
        },
      })
      .returning()
    if (!order) throw new Error('order upsert returned nothing')
    // A payment still settling now counts as sold (stock.ts): its checkout's hold is no longer needed.
    if (order.status === 'payment_pending') await releaseReservation(db, { sessionId: order.sessionId })
    const paid = order.status !== 'payment_pending' && order.status !== 'payment_failed'
    if (paid) await deps.afterPaid?.(order)
    const mailSent = paid
      ? await sendConfirmationOnce(deps, order, order.test ? input.mayMailTestOrder : undefined)
      : false
    return { outcome: 'fulfilled', order, mailSent }
  } catch (error) {
    // Let the provider redeliver: forget the event so the retry is not mistaken for a duplicate.
    if (input.event)
      await db
        .delete(paymentEvents)
        .where(eq(paymentEvents.id, input.event.id))
        .catch(() => undefined)
    throw error
  }
}

/** Claims the order's confirmation (one winner even under concurrent calls), then enqueues the mail. */
async function sendConfirmationOnce(
  deps: FulfilmentDeps,
  order: OrderRow,
  mayMail?: () => Promise<boolean>,
): Promise<boolean> {
  if (!order.email || order.confirmationSentAt) return false
  const claimed = await deps.db
    .update(orders)
    .set({ confirmationSentAt: sql`now()` })
    .where(and(eq(orders.id, order.id), isNull(orders.confirmationSentAt)))
    .returning({ id: orders.id })
  if (claimed.length === 0) return false
  if (mayMail && !(await mayMail())) {
    // Claimed all the same: the order is mailed at most once, and this one not at all.
    deps.logger.warn({ orderId: order.id }, 'test order confirmation dropped: anonymous mail budget spent')
    return false
  }
  try {
    const mail = confirmationMail(deps.publicUrl, order)
    await deps.mailer.enqueue({ to: order.email, ...mail })
    return true
  } catch (error) {
    await deps.db.update(orders).set({ confirmationSentAt: null }).where(eq(orders.id, order.id))
    throw error
  }
}

/** The confirmation as first sent (and as the Orders tool's "Resend" sends it again). */
export function confirmationMail(publicUrl: string, order: OrderRow) {
  const t = messagesIn(mailMessages, order.locale).order
  return orderConfirmationMail({
    publicUrl,
    locale: order.locale,
    // A test order's name and address were typed by whoever used the test page: not echoed to the inbox.
    customerName: order.test ? undefined : (order.customerName ?? undefined),
    test: order.test,
    orderId: orderNumber(order),
    lines: order.lines.map((l) => ({
      name: shopperLineName(l, order.locale),
      variant: variantLabel(l, order.locale) || undefined,
      quantity: l.quantity,
      amount: formatCurrencyString(l.unitAmount * l.quantity),
    })),
    shipping: order.shippingAmount === 0 ? t.freeShipping : formatCurrencyString(order.shippingAmount),
    total: formatCurrencyString(order.amountTotal),
    shippingAddress: order.test ? undefined : addressLines(order.shippingAddress, order.locale),
  })
}
