/**
 * Units sold (docs/product.md §16). Content is read-only to the shop (hosted Sanity), so stock is never written
 * back: a variant's `stock` is what the editor had on hand when the product was last published, and the units of
 * that variant in paid orders placed since then are subtracted here, from the shop's own database. Orders from the
 * built-in test payment page (no money moved) sell nothing; a cancelled order, and one refunded before it shipped,
 * gives its units back.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client'
import { orders } from '../db/schema/orders'
import type { CatalogueProduct, SoldUnits } from './catalogue'

type Executor = Pick<Database, 'execute'>

/** PGlite answers with the rows, node-postgres with a result that holds them. */
export function rowsOf<Row>(result: unknown): Row[] {
  return Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows
}

/**
 * The orders whose units are gone from the shelf. A payment still settling (`payment_pending`: a bank debit) holds
 * its units until it fails, as its checkout's reservation did before it (N9, docs/security.md).
 */
export const SELLING = sql`(not ${orders.test} and (${orders.status} in ('paid', 'payment_pending', 'shipped', 'partially_refunded')
  or (${orders.status} = 'refunded' and ${orders.shippedAt} is not null)))`

/** What SoldUnits asks about each product: its variants' price ids (those `keep` allows), sold since it was published. */
export function sincePublished(
  products: CatalogueProduct[],
  keep: (priceId: string) => boolean = () => true,
): Parameters<SoldUnits>[0] {
  return products.map((p) => ({
    priceIds: (p.variants ?? []).map((v) => v.price_id).filter(keep),
    since: new Date(p._updatedAt ?? 0),
  }))
}

export function soldUnitsFrom(db: Executor): SoldUnits {
  return async (items) => {
    const wanted = items.filter((item) => item.priceIds.length > 0)
    if (wanted.length === 0) return new Map()
    const conditions: SQL[] = wanted.map(
      (item) =>
        sql`(line->>'priceId' in (${sql.join(
          item.priceIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and ${orders.createdAt} > ${item.since.toISOString()}::timestamptz)`,
    )
    type Row = { price_id: string; units: number | string }
    const rows = await db.execute(sql`
      select line->>'priceId' as price_id, sum((line->>'quantity')::int) as units
      from ${orders}, jsonb_array_elements(${orders.lines}) as line
      where ${SELLING} and (${sql.join(conditions, sql` or `)})
      group by line->>'priceId'`)
    return new Map(rowsOf<Row>(rows).map((row) => [row.price_id, Number(row.units)]))
  }
}
