/**
 * How often a promotion was used (docs/product.md §20): paid orders that carry it, counted from the orders
 * themselves, so the count cannot drift from what was sold. A payment still pending or failed does not count; a
 * refunded or disputed order does (the code was used). Read-only: the orders are written in place.ts alone.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { orders, type PaymentStatus } from '../db/schema/orders'

const USED: PaymentStatus[] = ['paid', 'test', 'partly_refunded', 'refunded', 'disputed', 'dispute_lost']

export function promotionUsageFrom(db: Database) {
  return async function promotionUsage(promotionId: string, userId: string | null = null) {
    const [row] = await db
      .select({
        total: sql<number>`count(*)::int`,
        byShopper: userId ? sql<number>`count(*) filter (where ${orders.userId} = ${userId})::int` : sql<number>`0`,
      })
      .from(orders)
      .where(and(eq(orders.promotionId, promotionId), inArray(orders.paymentStatus, USED)))
    return { total: Number(row?.total ?? 0), byShopper: Number(row?.byShopper ?? 0) }
  }
}
