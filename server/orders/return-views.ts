/**
 * Returns as the order pages and the Orders tool read them (docs/product.md §17.5): each with its number, state and
 * lines named as the order names them; and, per order line, how many units may still be returned now.
 */
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/client'
import { orderReturns, orders, type OrderReturnRow, type OrderRow, type ReturnStatus } from '../db/schema/orders'
import { decide } from './lifecycle'
import { shopperLineName } from './line-name'
import { orderNumber } from './store'

/** The return's number for people: the order's and its place, `4F2A9C01B7-R1`. */
export const returnRef = (order: Pick<OrderRow, 'id'>, ret: Pick<OrderReturnRow, 'seq'>) =>
  `${orderNumber(order)}-R${ret.seq}`

/** The last day a return may be asked for: the window's days after shipping; null before it shipped. */
export function returnUntil(order: Pick<OrderRow, 'shippedAt'>, windowDays: number): Date | null {
  return order.shippedAt ? new Date(order.shippedAt.getTime() + windowDays * 86_400_000) : null
}

export interface ReturnView {
  id: string
  orderId: string
  orderNumber: string
  number: string
  status: OrderReturnRow['status']
  createdAt: string
  rejectionReason: string | null
  refunded: number
  exchangeTracking: { carrier: string; number: string; url: string | null } | null
  lines: Array<{
    lineId: string
    name: string
    size: string | null
    colour: string | null
    quantity: number
    unitAmount: number
    reason: OrderReturnRow['lines'][number]['reason']
    exchangeFor: { priceId: string; size: string | null; colour: string | null } | null
  }>
}

export function toReturnView(order: OrderRow, ret: OrderReturnRow, locale: Locale = DEFAULT_LOCALE): ReturnView {
  return {
    id: ret.id,
    orderId: order.id,
    orderNumber: orderNumber(order),
    number: returnRef(order, ret),
    status: ret.status,
    createdAt: ret.createdAt.toISOString(),
    rejectionReason: ret.rejectionReason,
    refunded: ret.refundedAmount,
    exchangeTracking:
      ret.exchangeCarrier && ret.exchangeTrackingNumber
        ? { carrier: ret.exchangeCarrier, number: ret.exchangeTrackingNumber, url: ret.exchangeTrackingUrl }
        : null,
    lines: ret.lines.map((l) => {
      const bought = order.lines[l.lineId]
      return {
        lineId: String(l.lineId),
        name: bought ? shopperLineName(bought, order.locale, locale) : '',
        size: bought?.size ?? null,
        colour: bought?.colour ?? null,
        quantity: l.quantity,
        unitAmount: bought?.unitAmount ?? 0,
        reason: l.reason,
        exchangeFor: l.exchangeFor,
      }
    }),
  }
}

/** What the order page needs to offer a return: until when, whether now, and how many units of each line. */
export interface ReturnFacts {
  returnUntil: string | null
  canReturn: boolean
  /** Units of each line (by index) that may still be returned now: 0 outside the window. */
  returnable: number[]
}

export function returnFacts(order: OrderRow, rows: OrderReturnRow[], windowDays: number, now: Date): ReturnFacts {
  const until = returnUntil(order, windowDays)
  const open = until !== null && now <= until && decide('requestReturn', order).ok
  const taken = new Map<number, number>()
  for (const ret of rows)
    if (ret.status !== 'rejected')
      for (const l of ret.lines) taken.set(l.lineId, (taken.get(l.lineId) ?? 0) + l.quantity)
  const returnable = order.lines.map((l, i) => (open ? Math.max(0, l.quantity - (taken.get(i) ?? 0)) : 0))
  return {
    returnUntil: until?.toISOString() ?? null,
    canReturn: returnable.some((n) => n > 0),
    returnable,
  }
}

/** Returns in these states with their orders, oldest first (the Orders tool's Returns view); at most 200. */
export async function listReturns(db: Database, statuses: ReturnStatus[]) {
  if (statuses.length === 0) return []
  const rows = await db
    .select({ ret: orderReturns, order: orders })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .where(inArray(orderReturns.status, statuses))
    .orderBy(asc(orderReturns.createdAt))
    .limit(200)
  return rows.map(({ ret, order }) => toReturnView(order, ret))
}
