/**
 * Stock reservation (docs/product.md §16.4, security review N9): an open checkout session holds its units until it
 * is paid (then the order counts them) or expires (30 minutes; Stripe's `expires_at` is the same). The check and
 * the reservation happen under one transaction-scoped advisory lock, so two sessions for the last units cannot
 * both be accepted, on PGlite as on PostgreSQL with several shop instances.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { stockReservations, type OrderLine } from '../db/schema/orders'
import type { SoldUnits } from './catalogue'
import { rowsOf, soldUnitsFrom } from './stock'

/**
 * How long a checkout session holds its units: Stripe Checkout's shortest `expires_at` (30 minutes after it
 * creates the session), plus a minute so the request's own travel time never makes it too short.
 */
export const RESERVATION_TTL_MS = 31 * 60_000

/** Any constant: every checkout takes the same lock for the moment of check-and-reserve. */
const STOCK_LOCK = 0x5e_57_0c_c0

type Executor = Pick<Database, 'execute'>

/** Units held by open, unexpired reservations, per price id; `exclude` is the checkout asking (a retry of itself). */
export function reservedUnitsFrom(db: Executor, now: () => Date, exclude?: string) {
  return async (priceIds: string[]): Promise<Map<string, number>> => {
    if (priceIds.length === 0) return new Map()
    type Row = { price_id: string; units: number | string }
    const rows = await db.execute(sql`
      select line->>'priceId' as price_id, sum((line->>'quantity')::int) as units
      from ${stockReservations}, jsonb_array_elements(${stockReservations.lines}) as line
      where ${stockReservations.releasedAt} is null
        and ${stockReservations.expiresAt} > ${now().toISOString()}::timestamptz
        and ${exclude === undefined ? sql`true` : sql`${stockReservations.id} <> ${exclude}`}
        and line->>'priceId' in (${sql.join(
          priceIds.map((id) => sql`${id}`),
          sql`, `,
        )})
      group by line->>'priceId'`)
    return new Map(rowsOf<Row>(rows).map((row) => [row.price_id, Number(row.units)]))
  }
}

/** Sold units plus units other open sessions hold: what a new checkout may not take. */
export function committedUnitsFrom(db: Executor, now: () => Date, exclude?: string): SoldUnits {
  const sold = soldUnitsFrom(db)
  const reserved = reservedUnitsFrom(db, now, exclude)
  return async (items) => {
    const [s, r] = await Promise.all([sold(items), reserved(items.flatMap((i) => i.priceIds))])
    const total = new Map(s)
    for (const [id, units] of r) total.set(id, (total.get(id) ?? 0) + units)
    return total
  }
}

/**
 * Prices the lines against sold and reserved units and reserves them, atomically. `price` is the catalogue check
 * (priceLines), which throws CheckoutInputError for a sold-out line. A retried checkout (same key) replaces its own
 * reservation instead of adding one.
 */
export async function reserveStock(
  db: Database,
  input: { key: string; now: () => Date; price: (committed: SoldUnits) => Promise<OrderLine[]> },
): Promise<{ lines: OrderLine[]; expiresAt: Date }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STOCK_LOCK})`)
    const lines = await input.price(committedUnitsFrom(tx, input.now, input.key))
    const held = lines.filter((l) => l.size || l.colour).map((l) => ({ priceId: l.priceId, quantity: l.quantity }))
    // A retry keeps the first expiry: Stripe's idempotency needs the very same parameters, expires_at included.
    const [row] = await tx
      .insert(stockReservations)
      .values({ id: input.key, lines: held, expiresAt: new Date(input.now().getTime() + RESERVATION_TTL_MS) })
      .onConflictDoUpdate({ target: stockReservations.id, set: { lines: held } })
      .returning({ expiresAt: stockReservations.expiresAt })
    return { lines, expiresAt: row!.expiresAt }
  })
}

/** Names the session that holds the reservation (so its payment or expiry can release it). */
export async function attachSession(db: Database, key: string, sessionId: string): Promise<void> {
  await db
    .update(stockReservations)
    .set({ sessionId })
    .where(and(eq(stockReservations.id, key), isNull(stockReservations.sessionId)))
}

/** The session was paid (its order now counts the units), expired, or never created. */
export async function releaseReservation(db: Database, by: { key?: string; sessionId?: string }): Promise<void> {
  const where = by.key ? eq(stockReservations.id, by.key) : eq(stockReservations.sessionId, by.sessionId ?? '')
  await db
    .update(stockReservations)
    .set({ releasedAt: sql`now()` })
    .where(and(where, isNull(stockReservations.releasedAt)))
}
