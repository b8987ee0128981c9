/**
 * Order history (docs/product.md §17): a signed-in shopper's orders are those filed under their account, at
 * checkout or when a reset link proved they hold the address the order was paid with (`claim-by-email.ts`, labelled
 * `claimedByEmail`). Nothing else is ever returned: every query is scoped to the caller's account id.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import type { Database } from '../db/client'
import { orders, users, type OrderRow, type ShippingAddress } from '../db/schema/index'
import { orderNumber } from '../payments/fulfil'
import { shopperLineName } from './line-name'
import { loadTimelines, type TimelineEvent } from './timeline'

/** How many orders the history lists, newest first. */
export const ORDER_HISTORY_LIMIT = 100

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface OrderView {
  id: string
  number: string
  createdAt: string
  status: OrderRow['status']
  /** Added to the account by e-mail (a reset link proved the address), not placed while signed in. */
  claimedByEmail: boolean
  currency: string
  subtotal: number
  shipping: number
  total: number
  refunded: number
  itemCount: number
  shippingAddress: ShippingAddress | null
  tracking: { carrier: string; number: string; url: string | null } | null
  timeline: TimelineEvent[]
  lines: Array<{
    /** In the language the order is read in, when the checkout kept it in that language (docs/product.md §19.8). */
    name: string
    slug: string | null
    size: string | null
    colour: string | null
    quantity: number
    unitAmount: number
    lineTotal: number
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
): OrderView {
  const lines = order.lines.map((l) => ({
    name: shopperLineName(l, order.locale, locale),
    slug: l.slug,
    size: l.size ?? null,
    colour: l.colour ?? null,
    quantity: l.quantity,
    unitAmount: l.unitAmount,
    lineTotal: l.unitAmount * l.quantity,
  }))
  return {
    id: order.id,
    number: orderNumber(order),
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    claimedByEmail: order.claimedByEmailAt !== null,
    currency: order.currency,
    subtotal: lines.reduce((sum, l) => sum + l.lineTotal, 0),
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
  }
}

/** Orders as the shopper sees them, with their line names and shopper-facing timelines in the shopper's language. */
export async function shopperViews(
  db: Database,
  rows: OrderRow[],
  locale: Locale = DEFAULT_LOCALE,
): Promise<OrderView[]> {
  const timelines = await loadTimelines(
    db,
    rows.map((r) => r.id),
    'shopper',
    locale,
  )
  return rows.map((row) => toOrderView(row, timelines.get(row.id), locale))
}

export function createOrdersService({ db }: { db: Database }) {
  /** Which orders belong to this user: those filed under the account (an address alone proves nothing, N5). */
  async function ownership(userId: string): Promise<SQL | undefined> {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId))
    return user ? eq(orders.userId, userId) : undefined
  }

  return {
    /** `locale`: the language of the timelines' sentences (the page's; English for the data export). */
    async listForUser(userId: string, locale: Locale = DEFAULT_LOCALE): Promise<OrderView[]> {
      const mine = await ownership(userId)
      if (!mine) return []
      const rows = await db.select().from(orders).where(mine).orderBy(desc(orders.createdAt)).limit(ORDER_HISTORY_LIMIT)
      return shopperViews(db, rows, locale)
    },
    /**
     * A guest's order by its short number and the e-mail it was paid with (docs/product.md §17.3). The same null
     * for an unknown number and a wrong e-mail, so the answer tells nothing about which orders exist.
     */
    async lookup(number: string, email: string, locale: Locale = DEFAULT_LOCALE): Promise<OrderView | null> {
      const n = number.trim().replace(/^#/, '').toUpperCase()
      const e = email.trim().toLowerCase()
      if (!/^[0-9A-F]{10}$/.test(n) || !e || e.length > 254) return null
      const rows = await db
        .select()
        .from(orders)
        .where(
          and(
            sql`upper(substr(replace(${orders.id}::text, '-', ''), 1, 10)) = ${n}`,
            sql`lower(${orders.email}) = ${e}`,
          ),
        )
        .limit(1)
      return rows.length ? ((await shopperViews(db, rows, locale))[0] ?? null) : null
    },
    /** One of the user's orders; null for an unknown id and for someone else's order alike. */
    async findForUser(userId: string, orderId: string, locale: Locale = DEFAULT_LOCALE): Promise<OrderView | null> {
      if (!UUID.test(orderId)) return null
      const mine = await ownership(userId)
      if (!mine) return null
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), mine))
      return row ? ((await shopperViews(db, [row], locale))[0] ?? null) : null
    },
  }
}

export type OrdersService = ReturnType<typeof createOrdersService>
