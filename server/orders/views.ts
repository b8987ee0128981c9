/**
 * An order as shoppers read it (docs/product.md §17.2): on /account, its own page and /orders/lookup; the staff's
 * view adds to it (server/staff/view.ts). Both axes of its state are shown, the derived `status` beside them.
 */
import { RETURN_WINDOW_DAYS } from '@/lib/constants'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import type { Database } from '../db/client'
import type { OrderReturnRow, OrderRow, ShippingAddress } from '../db/schema/orders'
import { shopperLineName } from './line-name'
import { loadReturns } from './return-store'
import { returnFacts, toReturnView, type ReturnView } from './return-views'
import { orderNumber } from './store'
import { loadTimelines, type TimelineEvent } from './timeline'

/** The shop's return window in days when the config says nothing (RETURN_WINDOW_DAYS; docs/product.md §17.5). */
export const DEFAULT_RETURN_WINDOW_DAYS = RETURN_WINDOW_DAYS

export interface OrderView {
  id: string
  number: string
  createdAt: string
  /** Derived from the two axes (lifecycle.ts), kept for older callers. */
  status: OrderRow['status']
  paymentStatus: OrderRow['paymentStatus']
  fulfilmentStatus: OrderRow['fulfilmentStatus']
  /** Added to the account by e-mail (a reset link proved the address), not placed while signed in. */
  claimedByEmail: boolean
  currency: string
  subtotal: number
  /** The discount code used and the cents it took off the subtotal (docs/product.md §20). */
  discountCode: string | null
  discount: number
  shipping: number
  total: number
  refunded: number
  itemCount: number
  shippingAddress: ShippingAddress | null
  tracking: { carrier: string; number: string; url: string | null } | null
  timeline: TimelineEvent[]
  /** The order's returns, oldest first (docs/product.md §17.5). */
  returns: ReturnView[]
  /** The last instant a return may be asked for (shipping + the window); null before it shipped. */
  returnUntil: string | null
  /** Some unit may be returned now. */
  canReturn: boolean
  lines: Array<{
    /** OrderLine.id: the line's place in the order (lines never change once bought). */
    id: string
    /** Kept for the exchange options (not in the schema's OrderLine). */
    priceId: string
    /** Units that may still be returned now. */
    returnable: number
    /** In the language the order is read in, when the checkout kept it in that language (docs/product.md §19.8). */
    name: string
    slug: string | null
    size: string | null
    colour: string | null
    quantity: number
    unitAmount: number
    lineTotal: number
    /** Cents of the order's discount on this line (docs/product.md §20). */
    discountAmount: number
  }>
}

/**
 * `locale`: the language the order is read in, which names its lines (the shopper's page's; staff read English,
 * docs/product.md §19.8).
 */
export function toOrderView(
  order: OrderRow,
  timeline: TimelineEvent[] = [],
  locale: Locale = DEFAULT_LOCALE,
  returns: { rows: OrderReturnRow[]; windowDays: number; now: Date } = {
    rows: [],
    windowDays: DEFAULT_RETURN_WINDOW_DAYS,
    now: new Date(),
  },
): OrderView {
  const facts = returnFacts(order, returns.rows, returns.windowDays, returns.now)
  const lines = order.lines.map((l, i) => ({
    id: String(i),
    priceId: l.priceId,
    returnable: facts.returnable[i] ?? 0,
    name: shopperLineName(l, order.locale, locale),
    slug: l.slug,
    size: l.size ?? null,
    colour: l.colour ?? null,
    quantity: l.quantity,
    unitAmount: l.unitAmount,
    lineTotal: l.unitAmount * l.quantity,
    discountAmount: l.discountAmount ?? 0,
  }))
  return {
    id: order.id,
    number: orderNumber(order),
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentStatus: order.paymentStatus,
    fulfilmentStatus: order.fulfilmentStatus,
    claimedByEmail: order.claimedByEmailAt !== null,
    currency: order.currency,
    subtotal: lines.reduce((sum, l) => sum + l.lineTotal, 0),
    discountCode: order.discountCode,
    discount: order.discountAmount,
    shipping: order.shippingAmount,
    total: order.amountTotal,
    refunded: order.refundedAmount,
    itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
    lines,
    shippingAddress: order.shippingAddress ?? null,
    tracking:
      order.carrier && order.trackingNumber
        ? { carrier: order.carrier, number: order.trackingNumber, url: order.trackingUrl }
        : null,
    timeline,
    returns: returns.rows.map((r) => toReturnView(order, r, locale)),
    returnUntil: facts.returnUntil,
    canReturn: facts.canReturn,
  }
}

/** Orders as the shopper sees them, with their line names and shopper-facing timelines in the shopper's language. */
export async function shopperViews(
  db: Database,
  rows: OrderRow[],
  locale: Locale = DEFAULT_LOCALE,
  windowDays: number = DEFAULT_RETURN_WINDOW_DAYS,
): Promise<OrderView[]> {
  const ids = rows.map((r) => r.id)
  const timelines = await loadTimelines(db, ids, 'shopper', locale)
  const returns = await loadReturns(db, ids)
  const now = new Date()
  return rows.map((row) =>
    toOrderView(row, timelines.get(row.id), locale, { rows: returns.get(row.id) ?? [], windowDays, now }),
  )
}
