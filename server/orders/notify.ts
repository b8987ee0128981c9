/**
 * Mails about an order after its confirmation, each claimed in the database first so it goes out exactly once
 * however many requests, webhooks or instances get here (docs/product.md §17.2).
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import { variantLabel } from '@/lib/catalogue/variants'
import { formatCurrencyString } from '@/lib/money'
import type { Database } from '../db/client'
import { orderRefunds, orders, type OrderRefundRow, type OrderRow } from '../db/schema/orders'
import type { Mailer } from '../mail/index'
import { newOrderMail, orderCancelledMail, orderRefundedMail, orderShippedMail } from '../mail/order-mails'
import { orderNumber } from '../payments/fulfil'
import { addressLines } from './address'

export interface NotifyDeps {
  db: Database
  mailer: Mailer
  publicUrl: string
  /** SHOP_EMAIL: where packing summaries go. */
  shopEmail?: string
}

const base = (deps: NotifyDeps, order: OrderRow) => ({
  publicUrl: deps.publicUrl,
  number: orderNumber(order),
  // A test order's name was typed by whoever used the test page: not echoed to the inbox (as the confirmation).
  customerName: order.test ? undefined : (order.customerName ?? undefined),
  test: order.test,
  locale: order.locale,
})

/** Sent by the one request whose conditional update marked the order shipped. */
export async function mailShipped(deps: NotifyDeps, order: OrderRow): Promise<void> {
  if (!order.email || !order.carrier || !order.trackingNumber) return
  const mail = orderShippedMail({
    ...base(deps, order),
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    trackingUrl: order.trackingUrl,
  })
  await deps.mailer.enqueue({ to: order.email, ...mail })
}

/** Sent by the one request whose conditional update cancelled the order. */
export async function mailCancelled(deps: NotifyDeps, order: OrderRow, refunded: number): Promise<void> {
  if (!order.email) return
  const mail = orderCancelledMail({
    ...base(deps, order),
    refunded: refunded > 0 ? formatCurrencyString(refunded) : null,
  })
  await deps.mailer.enqueue({ to: order.email, ...mail })
}

/** Claims the refund's mail (mailed_at), then enqueues it; a refund made by cancelling is told by that mail instead. */
export async function mailRefundOnce(deps: NotifyDeps, order: OrderRow, refund: OrderRefundRow): Promise<void> {
  if (!order.email || refund.mailedAt) return
  const claimed = await deps.db
    .update(orderRefunds)
    .set({ mailedAt: sql`now()` })
    .where(and(eq(orderRefunds.id, refund.id), isNull(orderRefunds.mailedAt)))
    .returning({ id: orderRefunds.id })
  if (claimed.length === 0 || order.status === 'cancelled') return
  const mail = orderRefundedMail({
    ...base(deps, order),
    amount: formatCurrencyString(refund.amount),
    fullRefund: order.refundedAmount >= order.amountTotal,
  })
  await deps.mailer.enqueue({ to: order.email, ...mail })
}

/** The packing summary to SHOP_EMAIL, once per paid (or test) order. */
export async function mailShopOnce(deps: NotifyDeps, order: OrderRow): Promise<void> {
  if (!deps.shopEmail || order.shopNotifiedAt) return
  const claimed = await deps.db
    .update(orders)
    .set({ shopNotifiedAt: sql`now()` })
    .where(and(eq(orders.id, order.id), isNull(orders.shopNotifiedAt)))
    .returning({ id: orders.id })
  if (claimed.length === 0) return
  const mail = newOrderMail({
    ...base(deps, order),
    customerName: order.customerName ?? undefined,
    email: order.email,
    lines: order.lines.map(
      (l) => `${l.quantity} × ${l.name}${variantLabel(l) ? ` (${variantLabel(l)})` : ''} [${l.priceId}]`,
    ),
    total: formatCurrencyString(order.amountTotal),
    shippingAddress: addressLines(order.shippingAddress),
    flags: order.flags,
  })
  await deps.mailer.enqueue({ to: deps.shopEmail, ...mail })
}
