/**
 * Order history (docs/product.md §17): a signed-in shopper's orders are those filed under their account, at
 * checkout or when the account proved it holds the address the order was paid with (`claim-by-email.ts`, labelled
 * `claimedByEmail`). Nothing else is ever returned: every query is scoped to the caller's account id.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import type { Database } from '../db/client'
import { orders, users } from '../db/schema/index'
import { isOrderId, orderNumberSql } from './store'
import { DEFAULT_RETURN_WINDOW_DAYS, shopperViews, type OrderView } from './views'

/** How many orders the history lists, newest first. */
export const ORDER_HISTORY_LIMIT = 100

/** `windowDays`: the return window the pages offer returns in (docs/product.md §17.5). */
export function orderHistory(db: Database, windowDays: number = DEFAULT_RETURN_WINDOW_DAYS) {
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
      return shopperViews(db, rows, locale, windowDays)
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
        .where(and(sql`${orderNumberSql} = ${n}`, sql`lower(${orders.email}) = ${e}`))
        .limit(1)
      return rows.length ? ((await shopperViews(db, rows, locale, windowDays))[0] ?? null) : null
    },
    /** One of the user's orders; null for an unknown id and for someone else's order alike. */
    async findForUser(userId: string, orderId: string, locale: Locale = DEFAULT_LOCALE): Promise<OrderView | null> {
      if (!isOrderId(orderId)) return null
      const mine = await ownership(userId)
      if (!mine) return null
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), mine))
      return row ? ((await shopperViews(db, [row], locale, windowDays))[0] ?? null) : null
    },
  }
}
