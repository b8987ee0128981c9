/**
 * Mails about an order (docs/product.md §10.5, §17.2), each claimed in the database before it is enqueued, so it
 * goes out at most once however many requests, webhooks or instances get here: the confirmation and the shop's
 * packing summary by a column of the order, every later step by its timeline event (`claimEventMail`).
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import { variantLabel } from '@/lib/catalogue/variants'
import { messagesIn } from '@/lib/i18n/messages'
import { mailMessages } from '@/lib/i18n/messages/mails'
import { gstIncluded } from '@/lib/gst'
import { formatCurrencyString } from '@/lib/money'
import { routesIn } from '@/lib/routes'
import type { Database } from '../db/client'
import {
  orderEvents,
  orderReturns,
  orders,
  type OrderRefundRow,
  type OrderReturnRow,
  type OrderRow,
} from '../db/schema/orders'
import { users } from '../db/schema/users'
import type { Logger } from '../logger'
import { orderConfirmationMail, type Mailer, type MailMessage } from '../mail/index'
import {
  newOrderMail,
  orderCancelledMail,
  orderRefundedMail,
  orderReturnMail,
  orderShippedMail,
  type RefundWhy,
  type ReturnMailStep,
} from '../mail/order-mails'
import type { SellerConfig } from '../config'
import { addressLines } from './address'
import { adjustmentNoteUrl, hasInvoice, type InvoiceLinks } from './invoice'
import { shopperLineName } from './line-name'
import { returnRef } from './return-views'
import { orderNumber } from './store'
import { claimEventMail, eventKey } from './timeline'

export interface NotifyDeps {
  db: Database
  mailer: Mailer
  publicUrl: string
  /** SHOP_EMAIL: where packing summaries go. */
  shopEmail?: string
  /** RETURNS_ADDRESS: where returned parcels go, in the approval mail; the development placeholder when absent. */
  returnsAddress?: string
  logger: Logger
  /** Tax invoices (docs/product.md §10.8): their links and the seller; none, and no GST lines, when absent. */
  invoices?: Invoicing
}

export interface Invoicing {
  links: InvoiceLinks
  seller: SellerConfig
}

/** The order's tax invoice link, in its language, when the shop issues invoices and the order has one. */
export function invoiceUrlOf(invoices: Invoicing | undefined, order: OrderRow): string | undefined {
  if (!invoices?.seller.gstRegistered || !hasInvoice(order)) return undefined
  return invoices.links.url(order.id, order.locale)
}

/**
 * The name a shopper's mail greets (docs/product.md §10.5): the account's own name when the order is filed under an
 * account with the order's address (its holder typed it, and the mail goes to them), else the name paid with. A test
 * order's name was typed by whoever used the test page: never echoed to an inbox nobody proved (N6, L8).
 */
export async function shopperName(db: Database, order: OrderRow): Promise<string | undefined> {
  if (order.userId && order.email) {
    const [user] = await db
      .select({ name: users.fullName, email: users.email })
      .from(users)
      .where(eq(users.id, order.userId))
    if (user && user.name.trim() && user.email.toLowerCase() === order.email.toLowerCase()) return user.name.trim()
  }
  return order.test ? undefined : (order.customerName?.trim() ?? undefined) || undefined
}

const base = async (deps: NotifyDeps, order: OrderRow) => ({
  publicUrl: deps.publicUrl,
  number: orderNumber(order),
  customerName: await shopperName(deps.db, order),
  test: order.test,
  locale: order.locale,
})

/** The shopper's mail about the event `key`, once; a mail that could not be enqueued frees its claim again. */
async function mailOnce(deps: NotifyDeps, key: string, to: string, mail: () => Omit<MailMessage, 'to'>) {
  if (!(await claimEventMail(deps.db, key))) return
  try {
    await deps.mailer.enqueue({ ...mail(), to })
  } catch (error) {
    await deps.db.update(orderEvents).set({ mailedAt: null }).where(eq(orderEvents.key, key))
    throw error
  }
}

export async function mailShipped(deps: NotifyDeps, order: OrderRow): Promise<void> {
  const { email, carrier, trackingNumber } = order
  if (!email || !carrier || !trackingNumber) return
  const b = await base(deps, order)
  await mailOnce(deps, eventKey.shipped(order.id), email, () =>
    orderShippedMail({ ...b, carrier, trackingNumber, trackingUrl: order.trackingUrl }),
  )
}

/** `refunded`: what the cancellation itself refunded (cents), 0 when nothing was left to refund. */
export async function mailCancelled(deps: NotifyDeps, order: OrderRow, refunded: number): Promise<void> {
  if (!order.email) return
  const b = await base(deps, order)
  await mailOnce(deps, eventKey.cancelled(order.id), order.email, () =>
    orderCancelledMail({ ...b, refunded: refunded > 0 ? formatCurrencyString(refunded) : null }),
  )
}

/** The prefix of a return's refund key (return-steps.ts `refundKey`, kept by refunds.ts as `key:{order}:{key}`). */
const returnRefundKey = (order: OrderRow) => `key:${order.id}:return-`

/**
 * Why the money went back, as the refund mail says it (docs/product.md §17.2): a return's refund names the return, a
 * refund from the Orders tool gives the reason staff typed (the tool says the shopper reads it), and one made in
 * Stripe's dashboard says so.
 */
async function refundWhy(db: Database, order: OrderRow, refund: OrderRefundRow): Promise<RefundWhy> {
  if (refund.idempotencyKey.startsWith(returnRefundKey(order))) {
    const returnId = refund.idempotencyKey.slice(returnRefundKey(order).length)
    const [ret] = await db.select({ seq: orderReturns.seq }).from(orderReturns).where(eq(orderReturns.id, returnId))
    if (ret) return { kind: 'return', ref: returnRef(order, ret) }
  }
  if (refund.actor === 'staff' && refund.reason?.trim()) return { kind: 'staff', reason: refund.reason.trim() }
  return { kind: 'other' }
}

export async function mailRefunded(deps: NotifyDeps, order: OrderRow, refund: OrderRefundRow) {
  if (!order.email) return
  const b = await base(deps, order)
  const why = await refundWhy(deps.db, order, refund)
  await mailOnce(deps, eventKey.refunded(refund.id), order.email, () =>
    orderRefundedMail({
      ...b,
      amount: formatCurrencyString(refund.amount),
      fullRefund: order.refundedAmount >= order.amountTotal,
      why,
      // docs/product.md §10.8: the refund's adjustment note, with the GST it gives back.
      adjustment:
        deps.invoices?.seller.gstRegistered && hasInvoice(order)
          ? {
              url: adjustmentNoteUrl(deps.invoices.links, order, refund.id),
              gst: formatCurrencyString(gstIncluded(refund.amount)),
            }
          : undefined,
    }),
  )
}

/** The shopper's mail about one step of a return, once (its timeline event's key). */
export async function mailReturnStep(deps: NotifyDeps, order: OrderRow, ret: OrderReturnRow, step: ReturnMailStep) {
  if (!order.email) return
  const ref = returnRef(order, ret)
  const b = await base(deps, order)
  await mailOnce(deps, eventKey.returnStep(ret.id, step.step), order.email, () =>
    orderReturnMail({ ...b, ref, ...step }),
  )
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
    ...(await base(deps, order)),
    customerName: order.customerName ?? undefined,
    email: order.email,
    lines: order.lines.map(
      (l) => `${l.quantity} × ${l.name}${variantLabel(l) ? ` (${variantLabel(l)})` : ''} [${l.priceId}]`,
    ),
    ...(order.discountCode && order.discountAmount > 0
      ? { discount: `${order.discountCode} −${formatCurrencyString(order.discountAmount)}` }
      : {}),
    total: formatCurrencyString(order.amountTotal),
    shippingAddress: addressLines(order.shippingAddress),
    flags: order.flags,
  })
  await deps.mailer.enqueue({ to: deps.shopEmail, ...mail })
}

/**
 * The confirmation, claimed once per order (`confirmation_sent_at`). `mayMail` is the anonymous-mail gate of a test
 * order (docs/security/accounts.md, N6): the claim stands when it says no, so that order is never mailed.
 */
export async function sendConfirmationOnce(
  deps: NotifyDeps,
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
    deps.logger.warn({ orderId: order.id }, 'test order confirmation dropped: anonymous mail budget spent')
    return false
  }
  try {
    const name = await shopperName(deps.db, order)
    await deps.mailer.enqueue({
      to: order.email,
      ...confirmationMail(deps.publicUrl, order, { name, invoices: deps.invoices }),
    })
    return true
  } catch (error) {
    await deps.db.update(orders).set({ confirmationSentAt: null }).where(eq(orders.id, order.id))
    throw error
  }
}

/**
 * The confirmation as first sent (and as the Orders tool's "Resend" sends it again); `name` is `shopperName`'s.
 * The return link leads to where the return form is: the account's order page, or the lookup for a guest.
 */
export function confirmationMail(
  publicUrl: string,
  order: OrderRow,
  { name, invoices }: { name?: string | undefined; invoices?: Invoicing | undefined } = {},
) {
  const t = messagesIn(mailMessages, order.locale).order
  const routes = routesIn(order.locale)
  return orderConfirmationMail({
    publicUrl,
    locale: order.locale,
    customerName: name,
    returnUrl: `${publicUrl}${order.userId ? routes.order(order.id) : routes.orderLookup(orderNumber(order))}`,
    test: order.test,
    orderId: orderNumber(order),
    lines: order.lines.map((l) => ({
      name: shopperLineName(l, order.locale),
      variant: variantLabel(l, order.locale) || undefined,
      quantity: l.quantity,
      amount: formatCurrencyString(l.unitAmount * l.quantity),
    })),
    ...(order.discountCode && order.discountAmount > 0
      ? { discount: { code: order.discountCode, amount: formatCurrencyString(order.discountAmount) } }
      : {}),
    shipping: order.shippingAmount === 0 ? t.freeShipping : formatCurrencyString(order.shippingAmount),
    total: formatCurrencyString(order.amountTotal),
    // docs/product.md §10.8: the GST in the total, and the tax invoice's capability link.
    gst: invoices?.seller.gstRegistered ? formatCurrencyString(gstIncluded(order.amountTotal)) : undefined,
    invoiceUrl: invoiceUrlOf(invoices, order),
    // A test order's address was typed by whoever used the test page: not echoed to the inbox.
    shippingAddress: order.test ? undefined : addressLines(order.shippingAddress, order.locale),
  })
}
