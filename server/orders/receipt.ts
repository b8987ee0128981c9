/**
 * The thank-you page's order (docs/product.md §10.6): the order a paid checkout session made, found by that session
 * id alone, which only the shopper's browser was sent back with. Nothing else is looked up by it, and nothing is
 * written: reloading the page reads the same order again.
 */
import { eq } from 'drizzle-orm'
import { variantLabel } from '@/lib/catalogue/variants'
import { deliveryWindow } from '@/lib/delivery'
import type { Locale } from '@/lib/i18n/locale'
import type { OrderReceipt } from '@/lib/receipt'
import type { Database } from '../db/client'
import { orders, type OrderRow } from '../db/schema/orders'
import { addressLines } from './address'
import { shopperLineName } from './line-name'
import { orderNumber } from './store'

export function toReceipt(order: OrderRow, locale: Locale): OrderReceipt {
  const lines = order.lines.map((l) => ({
    name: shopperLineName(l, order.locale, locale),
    variant: variantLabel(l, locale),
    quantity: l.quantity,
    lineTotal: l.unitAmount * l.quantity,
  }))
  return {
    number: orderNumber(order),
    currency: order.currency,
    lines,
    subtotal: lines.reduce((sum, l) => sum + l.lineTotal, 0),
    shipping: order.shippingAmount,
    total: order.amountTotal,
    shippingAddress: addressLines(order.shippingAddress, locale),
    delivery: deliveryWindow(order.createdAt, order.shippingAddress?.state),
    follow: order.userId ? { kind: 'account', orderId: order.id } : { kind: 'lookup' },
    accountOffer: !order.userId && !order.test && order.email ? { email: order.email } : null,
  }
}

export async function receiptForSession(db: Database, sessionId: string, locale: Locale): Promise<OrderReceipt | null> {
  const [order] = await db.select().from(orders).where(eq(orders.sessionId, sessionId)).limit(1)
  return order ? toReceipt(order, locale) : null
}
