/**
 * How the order commands read and change an order (docs/architecture.md §12): every change happens in a transaction
 * that holds the order's row lock (`SELECT … FOR UPDATE`, on PGlite as on PostgreSQL), asks the transition table
 * (lifecycle.ts) and writes the new axes, the version and the timeline event together, so a command is done whole
 * or not at all, and two commands on one order take turns. Nothing outside server/orders/ writes these tables
 * (tests/unit/server/order-writers.test.ts).
 */
import { eq, sql } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Database } from '../db/client'
import { orders, type FulfilmentStatus, type OrderRow, type PaymentStatus } from '../db/schema/orders'
import { spell } from './commands'
import { OrderError, orderErrorText } from './errors'
import { recordEvent, type NewOrderEvent } from './timeline'

/** The database, or a transaction of it (a transaction is a database for drizzle's queries). */
export type Executor = Database

/** A short, readable order number for mails and pages (the uuid stays the key): its first 10 hex digits. */
export function orderNumber(order: Pick<OrderRow, 'id'>): string {
  return order.id.replace(/-/g, '').slice(0, 10).toUpperCase()
}

/** The short number as SQL, for lookups by number (the same digits as orderNumber). */
export const orderNumberSql = sql`upper(substr(replace(${orders.id}::text, '-', ''), 1, 10))`

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isOrderId = (id: string) => UUID.test(id)

export async function loadOrder(db: Executor, orderId: string): Promise<OrderRow> {
  const [order] = isOrderId(orderId) ? await db.select().from(orders).where(eq(orders.id, orderId)) : []
  if (!order) throw new OrderError(orderErrorText.notFound, 'NOT_FOUND')
  return order
}

/**
 * Runs `fn` in a transaction holding the order's row lock. Everything `fn` does must go through `tx`: on PGlite the
 * transaction holds the only connection, so a query on the database itself would wait for it forever.
 */
export function withOrder<T>(
  db: Database,
  orderId: string,
  fn: (tx: Executor, order: OrderRow) => Promise<T>,
): Promise<T> {
  if (!isOrderId(orderId)) return Promise.reject(new OrderError(orderErrorText.notFound, 'NOT_FOUND'))
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
    if (!order) throw new OrderError(orderErrorText.notFound, 'NOT_FOUND')
    return fn(tx, order)
  })
}

export interface Accepted {
  payment?: PaymentStatus
  fulfilment?: FulfilmentStatus
  /** The command's own columns (tracking, refunded total, a timestamp…). */
  set?: PgUpdateSetSource<typeof orders>
  /**
   * The caller's command as its retry would spell it (commands.ts); null: no result a retry may be answered with;
   * absent: not a caller's command (a webhook's), which leaves the last one as it was.
   */
  command?: string | null
  /** The timeline's record of it, in the same transaction. */
  event?: Omit<NewOrderEvent, 'orderId'>
}

/** Writes an accepted command: its axes and columns, version + 1, its spelling, and its timeline event. */
export async function accept(tx: Executor, order: OrderRow, change: Accepted): Promise<OrderRow> {
  const [updated] = await tx
    .update(orders)
    .set({
      ...change.set,
      ...(change.payment ? { paymentStatus: change.payment } : {}),
      ...(change.fulfilment ? { fulfilmentStatus: change.fulfilment } : {}),
      version: sql`${orders.version} + 1`,
      ...(change.command === undefined
        ? {}
        : { lastCommand: change.command === null ? null : spell(order.version + 1, change.command) }),
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, order.id))
    .returning()
  if (change.event) await recordEvent(tx, { ...change.event, orderId: order.id })
  return updated!
}
