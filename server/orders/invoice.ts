/**
 * Tax invoices and adjustment notes (docs/product.md §10.8). Every paid order has one tax invoice; every settled
 * refund of it an adjustment note, a section of the same page. Nothing is stored: the page is built from the order as
 * it stands, and its address is a capability link like the unsubscribe link's (server/newsletter/unsubscribe.ts): the
 * order's id and an HMAC-SHA256 of it under a key derived from JWT_SECRET for this purpose only, so it cannot be
 * guessed from an order number, nor made for another order. The page is `access: 'link'` in lib/route-table.ts: no
 * cache keeps it, the token stays out of logs and Referers, robots are told not to index it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import { variantLabel } from '@/lib/catalogue/variants'
import { gstIncluded } from '@/lib/gst'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import type { InvoiceView } from '@/lib/invoice'
import { routesIn } from '@/lib/routes'
import type { SellerConfig } from '../config'
import type { Database } from '../db/client'
import { orderRefunds, orders, type OrderRow, type PaymentStatus } from '../db/schema/orders'
import { shopperLineName } from './line-name'
import { isOrderId, orderNumber } from './store'

/** Domain separation: the session key signs JWTs; this derived key signs only invoice links. */
const PURPOSE = 'noor-and-thread/tax-invoice/v1'

/** An invoice token: the order's id (36 characters) then 43 base64url characters of MAC. */
const TOKEN = /^([0-9a-f-]{36})([A-Za-z0-9_-]{43})$/

/** The payment states of an order that was paid (or paid on the test page): it has an invoice. */
const INVOICED: readonly PaymentStatus[] = ['paid', 'test', 'partly_refunded', 'refunded', 'disputed', 'dispute_lost']

export const hasInvoice = (order: Pick<OrderRow, 'paymentStatus'>) => INVOICED.includes(order.paymentStatus)

export interface InvoiceLinks {
  token(orderId: string): string
  /** The order a token names, or null for a token that is malformed or not ours. */
  orderIdOf(token: string): string | null
  /** The page's path in a language: `/orders/invoice/<token>` (`/ar/…` in Arabic). */
  path(orderId: string, locale?: Locale): string
  /** The absolute link, for mails and the Orders tool. */
  url(orderId: string, locale?: Locale): string
}

export function invoiceLinks(secret: string, publicUrl: string): InvoiceLinks {
  const signingKey = createHmac('sha256', secret).update(PURPOSE).digest()
  const mac = (orderId: string) => createHmac('sha256', signingKey).update(orderId.toLowerCase()).digest()
  const token = (orderId: string) => `${orderId.toLowerCase()}${mac(orderId).toString('base64url')}`
  const path = (orderId: string, locale: Locale = DEFAULT_LOCALE) => routesIn(locale).taxInvoice(token(orderId))
  return {
    token,
    orderIdOf(value) {
      const match = TOKEN.exec(value)
      if (!match || !isOrderId(match[1]!)) return null
      // Compared as text, not decoded: the 43rd character carries two unused bits, so decoding would let four
      // spellings of one MAC through.
      const given = Buffer.from(match[2]!)
      const expected = Buffer.from(mac(match[1]!).toString('base64url'))
      return given.length === expected.length && timingSafeEqual(given, expected) ? match[1]! : null
    },
    path,
    url: (orderId, locale) => `${publicUrl}${path(orderId, locale)}`,
  }
}

/** The discount an order carries, or null for none: the one place the invoice reads it. */
export function orderDiscount(order: OrderRow): number | null {
  return order.discountAmount > 0 ? order.discountAmount : null
}

/** The invoice a token names, in a language; null for a bad token, an unknown order or one not paid. */
export async function loadInvoice(
  db: Database,
  links: InvoiceLinks,
  seller: SellerConfig,
  token: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<InvoiceView | null> {
  if (!seller.gstRegistered) return null
  const orderId = links.orderIdOf(token)
  if (!orderId) return null
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
  if (!order || !hasInvoice(order)) return null
  const refunds = await db
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.status, 'succeeded')))
    .orderBy(asc(orderRefunds.createdAt))
  const number = orderNumber(order)
  return {
    number,
    issuedAt: order.createdAt.toISOString(),
    seller: { legalName: seller.legalName, abn: seller.abn ?? null },
    buyer: order.test ? null : (order.customerName ?? null),
    test: order.test,
    lines: order.lines.map((l) => ({
      name: shopperLineName(l, order.locale, locale),
      variant: variantLabel(l, locale) || null,
      quantity: l.quantity,
      unitAmount: l.unitAmount,
      lineTotal: l.unitAmount * l.quantity,
    })),
    shipping: order.shippingAmount,
    discount: orderDiscount(order),
    total: order.amountTotal,
    gst: gstIncluded(order.amountTotal),
    adjustments: refunds.map((r) => ({
      ref: adjustmentRef(number, r.id),
      issuedAt: r.createdAt.toISOString(),
      amount: r.amount,
      gst: gstIncluded(r.amount),
    })),
  }
}

/**
 * An adjustment note's reference and its anchor on the invoice page: `<order number>-A<first 8 hex digits of the
 * refund's id>`, so it never changes whatever other refunds do.
 */
export const adjustmentRef = (number: string, refundId: string) =>
  `${number}-A${refundId.replace(/-/g, '').slice(0, 8).toUpperCase()}`

/** The link to a refund's adjustment note: the invoice page at the note. */
export function adjustmentNoteUrl(links: InvoiceLinks, order: OrderRow, refundId: string): string {
  return `${links.url(order.id, order.locale)}#${adjustmentRef(orderNumber(order), refundId)}`
}
