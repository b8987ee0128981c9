/**
 * The Orders tool's list (docs/operations.md): newest first, filtered by status (either axis, or the derived one),
 * date and a search, paged by cursor.
 */
import { and, desc, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client'
import { orders, type OrderRow } from '../db/schema/orders'
import type { QueryStaffOrdersArgs, StaffOrder, StaffOrderPage } from '../graphql/resolvers.generated'
import { loadReturns } from '../orders/return-store'
import { loadTimelines } from '../orders/timeline'
import { StaffError } from './errors'
import { toStaffOrder } from './view'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

function instant(value: string, field: 'from' | 'to'): Date {
  const date = new Date(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value)
  if (Number.isNaN(date.getTime()))
    throw new StaffError(`Give ${field} as a date, e.g. 2026-11-25.`, 'BAD_USER_INPUT', field)
  // A bare "to" date includes that whole day.
  if (field === 'to' && DATE_ONLY.test(value)) date.setUTCDate(date.getUTCDate() + 1)
  return date
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The short number is the first 10 hex digits of the uuid (server/orders/store.ts). */
const numberOf = sql`upper(substr(replace(${orders.id}::text, '-', ''), 1, 10))`

function cursorOf(row: OrderRow): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url')
}

function afterCursor(after: string): SQL {
  try {
    const [at, id] = JSON.parse(Buffer.from(after, 'base64url').toString('utf8')) as [string, string]
    if (!UUID.test(id) || Number.isNaN(Date.parse(at))) throw new Error('bad cursor')
    return sql`(${orders.createdAt}, ${orders.id}) < (${at}::timestamptz, ${id}::uuid)`
  } catch {
    throw new StaffError('This page link is no longer valid; start from the first page.', 'BAD_USER_INPUT', 'after')
  }
}

export async function listOrders(db: Database, args: QueryStaffOrdersArgs): Promise<StaffOrderPage> {
  const first = args.first ?? 25
  if (!Number.isInteger(first) || first < 1 || first > 100)
    throw new StaffError('first must be between 1 and 100.', 'BAD_USER_INPUT', 'first')
  const f = args.filter ?? {}
  const where: SQL[] = []
  if (f.status?.length) where.push(inArray(orders.status, f.status))
  if (f.paymentStatus?.length) where.push(inArray(orders.paymentStatus, f.paymentStatus))
  if (f.fulfilmentStatus?.length) where.push(inArray(orders.fulfilmentStatus, f.fulfilmentStatus))
  if (f.from) where.push(gte(orders.createdAt, instant(f.from, 'from')))
  if (f.to) where.push(lt(orders.createdAt, instant(f.to, 'to')))
  if (f.flagged) where.push(sql`jsonb_array_length(${orders.flags}) > 0`)
  const search = f.search?.trim().slice(0, 100)
  if (search) {
    const like = `%${likeEscape(search.toLowerCase())}%`
    // An order number is hex: a term without a hex digit (a name, `%`) is no number, and its empty prefix would
    // match every order (I-3 of the third review).
    const digits = search.toUpperCase().replace(/[^0-9A-F]/g, '')
    where.push(
      or(
        ...(digits ? [sql`${numberOf} like ${`${likeEscape(digits)}%`}`] : []),
        sql`lower(${orders.email}) like ${like}`,
        sql`lower(${orders.customerName}) like ${like}`,
        sql`lower(${orders.shippingAddress}->>'name') like ${like}`,
      )!,
    )
  }
  const filtered = where.length ? and(...where) : undefined
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(filtered)
  const paged = args.after ? and(filtered, afterCursor(args.after)) : filtered
  const rows = await db
    .select()
    .from(orders)
    .where(paged)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(first + 1)
  const page = rows.slice(0, first)
  const timelines = await loadTimelines(
    db,
    page.map((r) => r.id),
    'staff',
  )
  const returns = await loadReturns(
    db,
    page.map((r) => r.id),
  )
  return {
    nodes: page.map((row) => toStaffOrder(row, timelines.get(row.id) ?? [], returns.get(row.id))),
    totalCount: Number(count),
    endCursor: rows.length > first && page.length > 0 ? cursorOf(page[page.length - 1]!) : null,
    hasNextPage: rows.length > first,
  }
}

/** By uuid or by the short number (case-insensitive); null when there is none. */
export async function findOrder(db: Database, id: string): Promise<StaffOrder | null> {
  const key = id.trim()
  const where = UUID.test(key)
    ? sql`${orders.id} = ${key}::uuid`
    : /^[0-9a-f]{10}$/i.test(key)
      ? sql`${numberOf} = ${key.toUpperCase()}`
      : undefined
  if (!where) return null
  const [row] = await db.select().from(orders).where(where).limit(1)
  if (!row) return null
  const timelines = await loadTimelines(db, [row.id], 'staff')
  const returns = await loadReturns(db, [row.id])
  return toStaffOrder(row, timelines.get(row.id) ?? [], returns.get(row.id))
}
