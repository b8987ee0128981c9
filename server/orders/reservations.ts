/**
 * Stock holds (docs/product.md §16.4; security review N9 and T4-2): an open checkout session holds its units until
 * it is paid (then its order counts them) or expires. The check and the hold happen in one short transaction
 * (begin, lock, one read, one write, commit; on PostgreSQL sent as two round trips: holdOnPostgres) under advisory
 * locks of the variants asked for and of who asks, so two
 * sessions for the last units cannot both be accepted (PGlite and PostgreSQL alike, several shop instances too),
 * while checkouts of other variants by other shoppers never wait for each other: no lock is shop-wide. A checkout
 * without sizes or colours holds nothing and opens no transaction (sale-day findings, issue 41).
 *
 * Who holds (T4-2): a client (the rate limits' client key: an IPv4 address or an IPv6 /64) and, when signed in, an
 * account may hold at most `limits.perVariant` units of a variant and `limits.total` in all, over all their open
 * checkouts (config STOCK_HOLD_UNITS_*). A checkout past that is refused, so however often one client asks, it keeps
 * no more than that off the shelf, and everyone else can still buy.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { escapeLiteral, type Pool, type PoolClient, type QueryResult } from 'pg'
import type { Database } from '../db/client'
import { paymentEvents, stockReservations, type OrderLine } from '../db/schema/orders'
import { rowsOf, soldLines, type SoldUnits } from './stock'

/**
 * How long a hold lasts. Stripe: its Checkout's shortest `expires_at` (30 minutes after it creates the session) plus
 * a minute for the request's own travel, so a session is never payable without its hold. The test payment page's
 * session stays payable for a day but sells nothing (docs/product.md §10.3): its hold is short.
 */
export const HOLD_TTL_MS = { stripe: 31 * 60_000, local: 10 * 60_000 } as const

/** How much one client, and one account, may hold (config: STOCK_HOLD_UNITS_PER_VARIANT, _TOTAL). */
export interface HoldLimits {
  perVariant: number
  total: number
}

/**
 * A hold the limits refuse: the variant, and how many units of it one checkout may hold when asking for fewer would
 * do (0 when units held in the asker's other checkouts are in the way: they lapse with time).
 */
export class HoldRefusedError extends Error {
  override name = 'HoldRefusedError'
  constructor(
    readonly priceId: string,
    readonly available: number,
    readonly limits: HoldLimits,
  ) {
    super(
      `Open checkouts may hold at most ${limits.perVariant} units of a size or colour and ${limits.total} units in all ` +
        'per shopper; unpaid ones let go of theirs within 31 minutes',
    )
  }
}

type Executor = Pick<Database, 'execute'>

/** Any constant: the first half of every stock lock's key (the second is a hash of what it locks). */
const STOCK_LOCK_CLASS = 0x5e57_0cc0

/** Open, unexpired holds (the partial indexes on `released_at is null` serve this). */
const open = (now: () => Date) =>
  sql`${stockReservations.releasedAt} is null and ${stockReservations.expiresAt} > ${now().toISOString()}::timestamptz`

const list = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )

/** Units held by open, unexpired reservations, per price id (the Orders tool's low-stock list). */
export function reservedUnitsFrom(db: Executor, now: () => Date) {
  return async (priceIds: string[]): Promise<Map<string, number>> => {
    if (priceIds.length === 0) return new Map()
    type Row = { price_id: string; units: number | string }
    const rows = await db.execute(sql`
      select line->>'priceId' as price_id, sum((line->>'quantity')::int) as units
      from ${stockReservations}, jsonb_array_elements(${stockReservations.lines}) as line
      where ${open(now)} and line->>'priceId' in (${list(priceIds)})
      group by line->>'priceId'`)
    return new Map(rowsOf<Row>(rows).map((row) => [row.price_id, Number(row.units)]))
  }
}

/** Per price id: units sold or held by other checkouts, and units the asker holds in its other checkouts. */
interface StockFacts {
  committed: Map<string, number>
  byClient: Map<string, number>
  byUser: Map<string, number>
}

/**
 * One statement for everything a hold is checked against: units sold of the items' price ids, units other open
 * checkouts hold of them (not `asker.key`, a retry of itself), and what the asker holds of anything (its limits).
 */
async function stockFacts(
  db: Executor,
  items: Parameters<SoldUnits>[0],
  now: () => Date,
  asker: Asker = {},
): Promise<StockFacts> {
  const query = stockFactsQuery(items, now, asker)
  return query ? factsOf(rowsOf(await db.execute(query))) : emptyFacts()
}

type Asker = { key?: string; clientKey?: string; userId?: string | null }
type FactsRow = { price_id: string; committed: number | string; by_client: number | string; by_user: number | string }
const emptyFacts = (): StockFacts => ({ committed: new Map(), byClient: new Map(), byUser: new Map() })

/** The statement of stockFacts; null when no price id is asked about (then there is nothing to read). */
function stockFactsQuery(items: Parameters<SoldUnits>[0], now: () => Date, asker: Asker): SQL | null {
  const ids = items.flatMap((i) => i.priceIds)
  if (ids.length === 0) return null
  const sold = soldLines(items) ?? sql`select null::text as price_id, 0 as units where false`
  const client = asker.clientKey ? sql`${stockReservations.clientKey} = ${asker.clientKey}` : sql`false`
  const user = asker.userId ? sql`${stockReservations.userId} = ${asker.userId}::uuid` : sql`false`
  const others = asker.key ? sql`${stockReservations.id} <> ${asker.key}` : sql`true`
  return sql`
    select price_id, sum(committed) as committed, sum(by_client) as by_client, sum(by_user) as by_user from (
      select price_id, units as committed, 0 as by_client, 0 as by_user from (${sold}) as sold
      union all
      select line->>'priceId', case when line->>'priceId' in (${list(ids)}) then q else 0 end,
        case when ${client} then q else 0 end, case when ${user} then q else 0 end
      from ${stockReservations}, jsonb_array_elements(${stockReservations.lines}) as line,
        lateral (select (line->>'quantity')::int as q) as quantity
      where ${open(now)} and ${others} and (line->>'priceId' in (${list(ids)}) or ${client} or ${user})
    ) as units group by price_id`
}

function factsOf(rows: FactsRow[]): StockFacts {
  const facts = emptyFacts()
  for (const row of rows) {
    facts.committed.set(row.price_id, Number(row.committed))
    facts.byClient.set(row.price_id, Number(row.by_client))
    facts.byUser.set(row.price_id, Number(row.by_user))
  }
  return facts
}

/** Sold units plus units open checkouts hold: what a new checkout may not take (the product page's units left). */
export function committedUnitsFrom(db: Executor, now: () => Date): SoldUnits {
  return async (items) => (await stockFacts(db, items, now)).committed
}

/**
 * Locks what a hold is checked against (each variant asked for, the client, the account) until the transaction
 * ends, always in the same order, so two checkouts never wait for each other in a circle.
 */
export async function lockFor(tx: Executor, keys: string[]): Promise<void> {
  await tx.execute(lockQuery(keys))
}

function lockQuery(keys: string[]): SQL {
  const names = sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  )
  return sql`select pg_advisory_xact_lock(${STOCK_LOCK_CLASS}, h)
    from (select distinct hashtext(k) as h from unnest(array[${names}]::text[]) as k order by h) as locks`
}

const sum = (units: Iterable<number>) => [...units].reduce((a, b) => a + b, 0)

/**
 * Why this checkout may not hold its lines, or null. Asking one checkout for more than the limit is a refusal the
 * bag can follow (`available`: that line's most); units held elsewhere are released by time, not by the bag.
 */
function overLimit(
  limits: HoldLimits,
  held: Array<{ priceId: string; quantity: number }>,
  elsewhere: Pick<StockFacts, 'byClient' | 'byUser'>,
): HoldRefusedError | null {
  const { perVariant, total } = limits
  const tooMany = held.find((line) => line.quantity > perVariant)
  if (tooMany) return new HoldRefusedError(tooMany.priceId, perVariant, limits)
  const asked = sum(held.map((l) => l.quantity))
  if (asked > total) return new HoldRefusedError(held[0]!.priceId, 0, limits)
  for (const holder of [elsewhere.byClient, elsewhere.byUser]) {
    const over = held.find((line) => (holder.get(line.priceId) ?? 0) + line.quantity > perVariant)
    if (over) return new HoldRefusedError(over.priceId, 0, limits)
    if (sum(holder.values()) + asked > total) return new HoldRefusedError(held[0]!.priceId, 0, limits)
  }
  return null
}

export interface HoldRequest {
  /** The checkout's idempotency key: a retried checkout keeps (and replaces) its own hold. */
  key: string
  clientKey: string
  userId: string | null
  now: () => Date
  ttlMs: number
  limits: HoldLimits
  /**
   * The catalogue check (priceLines): throws for an unknown product and, given sold and held units, for a sold-out
   * line. Called twice: first without units (which lines have sizes or colours to hold), then under the locks.
   */
  price: (committed?: SoldUnits) => Promise<OrderLine[]>
}

const variantLines = (lines: OrderLine[]) =>
  lines.filter((l) => l.size || l.colour).map((l) => ({ priceId: l.priceId, quantity: l.quantity }))

/**
 * Prices the lines against sold and held units and holds them, atomically. Throws HoldRefusedError past the
 * asker's limits (nothing is held then).
 *
 * On PostgreSQL each statement is a round trip, and under the sale-day mix a round trip costs the shop ~100 ms (the
 * database, the network and a turn of the shop's busy event loop: docs/reliability.md, "Sale day", cause 5), so the
 * hold is sent as two: `begin` + the locks + the read, then the write + `commit` (holdOnPostgres). On PGlite, inside
 * the process, a statement costs no round trip, and the same steps run one by one in a drizzle transaction.
 */
export async function holdStock(db: Database, req: HoldRequest): Promise<{ lines: OrderLine[]; expiresAt: Date }> {
  // The first pricing says which lines have sizes or colours and, through the callback (as if nothing were sold or
  // held: refusals as without one), what the read under the locks will be asked.
  let asked: Parameters<SoldUnits>[0] = []
  const draft = await req.price(async (items) => {
    asked = items
    return new Map()
  })
  const variants = variantLines(draft)
  if (variants.length === 0) return { lines: draft, expiresAt: new Date(req.now().getTime() + req.ttlMs) }
  const who = [`client:${req.clientKey}`, ...(req.userId ? [`user:${req.userId}`] : [])]
  const keys = [...variants.map((l) => `variant:${l.priceId}`), ...who]
  const pool = postgresPoolOf(db)
  if (pool) return holdOnPostgres(pool, req, keys, asked)
  return db.transaction(async (tx) => {
    await lockFor(tx, keys)
    let facts: StockFacts | undefined
    const lines = await req.price(async (items) => {
      facts = await stockFacts(tx, items, req.now, req)
      return facts.committed
    })
    const refused = facts ? overLimit(req.limits, variantLines(lines), facts) : null
    if (refused) throw refused
    const [row] = await tx
      .insert(stockReservations)
      .values({
        id: req.key,
        lines: variantLines(lines),
        clientKey: req.clientKey,
        userId: req.userId,
        expiresAt: new Date(req.now().getTime() + req.ttlMs),
      })
      // A retry keeps the first expiry: Stripe's idempotency needs the very same parameters, expires_at included.
      .onConflictDoUpdate({ target: stockReservations.id, set: { lines: variantLines(lines) } })
      .returning({ expiresAt: stockReservations.expiresAt })
    return { lines, expiresAt: row!.expiresAt }
  })
}

/** node-postgres's pool behind a drizzle database (a PostgreSQL lane); undefined for PGlite. */
function postgresPoolOf(db: Database): Pool | undefined {
  const client = (db as { $client?: unknown }).$client as Partial<Pool> | undefined
  return client && typeof client.connect === 'function' && 'totalCount' in client ? (client as Pool) : undefined
}

/**
 * Several statements in one round trip: PostgreSQL's simple query protocol takes them as one string, which allows
 * no bind parameters, so the values are written into the text as SQL literals, quoted by node-postgres's own
 * escapeLiteral (an E'…' literal with quotes and backslashes doubled when it holds a backslash). Each statement
 * still takes its own snapshot (read committed), so a read after the locks' statement sees everything committed
 * before the locks were granted.
 */
class LiteralDialect extends PgDialect {
  override escapeString(str: string): string {
    return escapeLiteral(str)
  }
}
const literals = new LiteralDialect()

function inlined(statements: SQL[]): string {
  return statements.map((statement) => literals.sqlToQuery(statement.inlineParams()).sql).join(';\n')
}

/** Every result of a multi-statement query (node-postgres answers one result, not a list, for a single statement). */
const resultsOf = (answer: unknown) => (Array.isArray(answer) ? answer : [answer]) as QueryResult[]

/**
 * holdStock on PostgreSQL in two round trips instead of five (begin, locks, read, write, commit): the first opens
 * the transaction, takes the locks and reads the stock facts for the lines `asked` about (the draft pricing's); the
 * lines are priced from them; the second writes the hold and commits. Should the pricing under the locks ask about
 * other lines than the draft did (the catalogue changed in between), it reads those before writing, as one more trip.
 */
async function holdOnPostgres(
  pool: Pool,
  req: HoldRequest,
  keys: string[],
  asked: Parameters<SoldUnits>[0],
): Promise<{ lines: OrderLine[]; expiresAt: Date }> {
  const client: PoolClient = await pool.connect()
  let broken: Error | undefined
  try {
    const read = stockFactsQuery(asked, req.now, req)
    const opened = resultsOf(await client.query(inlined([sql`begin`, lockQuery(keys), ...(read ? [read] : [])])))
    let facts = read ? factsOf(opened[2]!.rows as FactsRow[]) : emptyFacts()
    const lines = await req.price(async (items) => {
      if (JSON.stringify(items) === JSON.stringify(asked)) return facts.committed
      const again = stockFactsQuery(items, req.now, req)
      facts = again ? factsOf((await client.query(inlined([again]))).rows as FactsRow[]) : emptyFacts()
      return facts.committed
    })
    const held = variantLines(lines)
    const refused = overLimit(req.limits, held, facts)
    if (refused) throw refused
    const expiresAt = new Date(req.now().getTime() + req.ttlMs).toISOString()
    const written = resultsOf(
      await client.query(
        inlined([
          // A retry keeps the first expiry: Stripe's idempotency needs the very same parameters, expires_at included.
          sql`insert into ${stockReservations} (id, lines, client_key, user_id, expires_at)
            values (${req.key}, ${JSON.stringify(held)}::jsonb, ${req.clientKey}, ${req.userId}::uuid,
              ${expiresAt}::timestamptz)
            on conflict (id) do update set lines = excluded.lines
            returning expires_at`,
          sql`commit`,
        ]),
      ),
    )
    const [row] = written[0]!.rows as Array<{ expires_at: string | Date }>
    return { lines, expiresAt: new Date(row!.expires_at) }
  } catch (err) {
    // Whatever statement failed, the transaction is ended here (a failed statement skips the rest of its string).
    await client.query('rollback').catch((rollbackError: Error) => (broken = rollbackError))
    throw err
  } finally {
    // A connection that could not even roll back is closed, not handed to the next checkout.
    client.release(broken)
  }
}

/** Names the session that holds the reservation (so its payment or expiry can release it). */
export async function attachSession(db: Database, key: string, sessionId: string): Promise<void> {
  await db
    .update(stockReservations)
    .set({ sessionId })
    .where(and(eq(stockReservations.id, key), isNull(stockReservations.sessionId)))
}

/** The session was paid (its order now counts the units), expired, or never created. */
export async function releaseHold(db: Pick<Database, 'update'>, by: { key?: string; sessionId?: string }) {
  const where = by.key ? eq(stockReservations.id, by.key) : eq(stockReservations.sessionId, by.sessionId ?? '')
  await db
    .update(stockReservations)
    .set({ releasedAt: sql`now()` })
    .where(and(where, isNull(stockReservations.releasedAt)))
}

/**
 * Stripe's `checkout.session.expired`, handled once per event id (docs/product.md §10.5, §16.4): the id is recorded
 * and the session's hold released in one statement, so the busiest event of a sale (every abandoned checkout) costs
 * one round trip, not two (docs/reliability.md, "Sale day", cause 5); both happen or neither does. 'duplicate' when
 * the event id was recorded before (a redelivery: nothing is done again).
 */
export async function releaseExpiredSession(
  db: Executor,
  event: { id: string; type: string; sessionId: string },
): Promise<'handled' | 'duplicate'> {
  const rows = await db.execute(sql`
    with recorded as (
      insert into ${paymentEvents} (id, type, session_id) values (${event.id}, ${event.type}, ${event.sessionId})
      on conflict do nothing
      returning id
    ), released as (
      update ${stockReservations} set released_at = now()
      where session_id = ${event.sessionId} and released_at is null and exists (select 1 from recorded)
      returning id
    )
    select count(*) as recorded from recorded`)
  return Number(rowsOf<{ recorded: number | string }>(rows)[0]?.recorded) > 0 ? 'handled' : 'duplicate'
}
