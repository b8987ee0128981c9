/**
 * Units sold (docs/product.md §16). Content is read-only to the shop (hosted Sanity), so stock is never written
 * back: a variant's `stock` is what the editor had on hand when the product was last published, and the units of
 * that variant in paid orders placed since then are subtracted here, from the shop's own database. Orders from the
 * built-in test payment page (no money moved) sell nothing; a cancelled order, and one refunded before it shipped,
 * gives its units back.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client'
import { orderReturns, orders } from '../db/schema/orders'
import { EXCHANGE_HELD, UNITS_BACK } from './lifecycle'

type Executor = Pick<Database, 'execute'>

/** Units of each price id sold in paid orders since the given time (each product's last publication). */
export type SoldUnits = (items: Array<{ priceIds: string[]; since: Date }>) => Promise<Map<string, number>>

/** PGlite answers with the rows, node-postgres with a result that holds them. */
export function rowsOf<Row>(result: unknown): Row[] {
  return Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows
}

/**
 * The orders whose units are gone from the shelf, read off the derived status (lifecycle.ts). A payment still
 * settling (`payment_pending`: a bank debit) holds its units until it fails, as its checkout's reservation did
 * before it (N9, docs/security.md).
 */
export const SELLING = sql`(not ${orders.test} and (${orders.status} in ('paid', 'payment_pending', 'shipped', 'partially_refunded')
  or (${orders.status} = 'refunded' and ${orders.shippedAt} is not null)))`

/** Whether `price` is one of the item's price ids and `at` (when the units left the shelf) after its publication. */
function wantedSql(items: Parameters<SoldUnits>[0], price: SQL, at: SQL): SQL {
  const conditions: SQL[] = items.map(
    (item) =>
      sql`(${price} in (${sql.join(
        item.priceIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and ${at} > ${item.since.toISOString()}::timestamptz)`,
  )
  return sql`(${sql.join(conditions, sql` or `)})`
}

const statuses = (list: readonly string[]) =>
  sql.join(
    list.map((s) => sql`${s}`),
    sql`, `,
  )

/**
 * The paid units of the items' price ids, one row per order line (`price_id`, `units`), as a subquery. Returns
 * (docs/product.md §17.5) count too: a received return's units are back on the shelf (negative rows), and an
 * exchange's unit is off it from the request until the return is rejected.
 */
export function soldLines(items: Parameters<SoldUnits>[0]): SQL | null {
  const wanted = items.filter((item) => item.priceIds.length > 0)
  if (wanted.length === 0) return null
  const line = sql`line->>'priceId'`
  const exchange = sql`line->'exchangeFor'->>'priceId'`
  return sql`select ${line} as price_id, (line->>'quantity')::int as units
    from ${orders}, jsonb_array_elements(${orders.lines}) as line
    where ${SELLING} and ${wantedSql(wanted, line, sql`${orders.createdAt}`)}
    union all
    select ${line}, -(line->>'quantity')::int
    from ${orderReturns} join ${orders} on ${orders.id} = ${orderReturns.orderId},
      jsonb_array_elements(${orderReturns.lines}) as line
    where ${SELLING} and ${orderReturns.status} in (${statuses(UNITS_BACK)})
      and ${wantedSql(wanted, line, sql`${orders.createdAt}`)}
    union all
    select ${exchange}, (line->>'quantity')::int
    from ${orderReturns} join ${orders} on ${orders.id} = ${orderReturns.orderId},
      jsonb_array_elements(${orderReturns.lines}) as line
    where not ${orders.test} and ${orderReturns.status} in (${statuses(EXCHANGE_HELD)})
      and ${exchange} is not null and ${wantedSql(wanted, exchange, sql`${orderReturns.createdAt}`)}`
}

export function soldUnitsFrom(db: Executor): SoldUnits {
  return async (items) => {
    const sold = soldLines(items)
    if (!sold) return new Map()
    type Row = { price_id: string; units: number | string }
    const rows = await db.execute(sql`select price_id, sum(units) as units from (${sold}) as sold group by price_id`)
    return new Map(rowsOf<Row>(rows).map((row) => [row.price_id, Number(row.units)]))
  }
}
