/**
 * Reading an order's returns (docs/product.md §17.5): what its lines have returned already, one return by its id,
 * and the returns of several orders for their pages. Writes are the commands' (return-request.ts, return-steps.ts).
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import type { Database } from '../db/client'
import { orderReturns, type OrderReturnRow } from '../db/schema/orders'
import { OrderError, orderErrorText } from './errors'
import { isOrderId, type Executor } from './store'

/** Units of each line (by its index) that returns not rejected take: what may not be returned again. */
export async function returnedUnits(tx: Executor, orderId: string): Promise<Map<number, number>> {
  const rows = await tx
    .select({ lines: orderReturns.lines })
    .from(orderReturns)
    .where(and(eq(orderReturns.orderId, orderId), ne(orderReturns.status, 'rejected')))
  const taken = new Map<number, number>()
  for (const row of rows) for (const l of row.lines) taken.set(l.lineId, (taken.get(l.lineId) ?? 0) + l.quantity)
  return taken
}

/** The order a return belongs to (to take its row lock first); NOT_FOUND for an unknown id. */
export async function orderOfReturn(db: Executor, returnId: string): Promise<string> {
  const [row] = isOrderId(returnId)
    ? await db.select({ orderId: orderReturns.orderId }).from(orderReturns).where(eq(orderReturns.id, returnId))
    : []
  if (!row) throw new OrderError(orderErrorText.returnNotFound, 'NOT_FOUND')
  return row.orderId
}

/** The return as it is, read in the transaction that holds its order's lock. */
export async function lockedReturn(tx: Executor, returnId: string): Promise<OrderReturnRow> {
  const [row] = await tx.select().from(orderReturns).where(eq(orderReturns.id, returnId))
  if (!row) throw new OrderError(orderErrorText.returnNotFound, 'NOT_FOUND')
  return row
}

/** The returns of these orders, oldest first per order. */
export async function loadReturns(db: Pick<Database, 'select'>, orderIds: string[]) {
  const byOrder = new Map<string, OrderReturnRow[]>(orderIds.map((id) => [id, []]))
  if (orderIds.length === 0) return byOrder
  const rows = await db
    .select()
    .from(orderReturns)
    .where(inArray(orderReturns.orderId, orderIds))
    .orderBy(asc(orderReturns.seq))
  for (const row of rows) byOrder.get(row.orderId)?.push(row)
  return byOrder
}
