/**
 * A shopper asks to return lines of a shipped order (docs/product.md §17.5), for a refund or another size or colour
 * of the same product. Everything is checked under the order's row lock before anything is written, so a request is
 * accepted whole or refused with one clear error, never in part: each line is the order's, within what was bought
 * less what open or finished returns already take, inside the return window, and an exchange's variant has a unit
 * left, which the return then holds (stock.ts) until it is rejected. A double click is the retry of the accepted
 * request (commands.ts) and answers the same return.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import {
  orderReturns,
  RETURN_REASONS,
  type OrderReturnRow,
  type OrderRow,
  type ReturnLine,
  type ReturnReason,
} from '../db/schema/orders'
import { said } from '../localized'
import { retryOf } from './commands'
import { OrderError } from './errors'
import { decide } from './lifecycle'
import { committedUnitsFrom, lockFor } from './reservations'
import { returnedUnits } from './return-store'
import { returnRef, returnUntil } from './return-views'
import { accept, withOrder, type Executor } from './store'
import { eventKey, type Actor } from './timeline'

/** A variant the product of a line is sold in, with the units published and since when (the exchange's stock). */
export interface ExchangeVariant {
  priceId: string
  size: string | null
  colour: string | null
  stock: number
  /** The product's last publication: sold units count from then (docs/product.md §16). */
  since: Date
}

export interface ReturnPolicy {
  /** Days from shipping in which a return may be asked for (config RETURN_WINDOW_DAYS; docs/product.md §17.5). */
  windowDays: number
  /** The variants of the product a price id sells (the catalogue's); absent: exchanges are not offered. */
  variantsOf?: (priceId: string) => Promise<ExchangeVariant[]>
}

export interface ReturnRequestLine {
  /** OrderLine.id: the line's place in the order. */
  lineId: string
  quantity: number
  reason: string
  /** The price id of the variant wanted instead; null or absent: a refund. */
  exchangeFor?: string | null
}

export interface ReturnRequest {
  orderId: string
  lines: ReturnRequestLine[]
  by: Actor
  now: Date
}

const refuse = (pick: Parameters<typeof said>[0], field?: string) => new OrderError(said(pick), 'BAD_USER_INPUT', field)

/** The order's own checks: shipped, money held and not disputed, inside the window. */
function checkOrder(order: OrderRow, policy: ReturnPolicy, now: Date) {
  if (order.fulfilmentStatus !== 'shipped')
    throw new OrderError(
      said((m) => m.returns.notShipped),
      'ORDER_STATE_CONFLICT',
    )
  if (!decide('requestReturn', order).ok)
    throw new OrderError(
      said((m) => m.returns.notReturnable),
      'ORDER_STATE_CONFLICT',
    )
  const until = returnUntil(order, policy.windowDays)
  if (!until || now > until)
    throw new OrderError(
      said((m) => m.returns.windowClosed(policy.windowDays)),
      'ORDER_STATE_CONFLICT',
    )
}

/** The request's lines as stored, or the first thing wrong with them. */
async function checkLines(tx: Executor, order: OrderRow, asked: ReturnRequestLine[]): Promise<ReturnLine[]> {
  if (asked.length === 0 || asked.length > order.lines.length) throw refuse((m) => m.returns.noLines, 'lines')
  const taken = await returnedUnits(tx, order.id)
  const seen = new Set<number>()
  return asked.map((line) => {
    const index = /^\d{1,3}$/.test(line.lineId.trim()) ? Number(line.lineId) : -1
    const bought = order.lines[index]
    if (!bought) throw refuse((m) => m.returns.unknownLine, 'lineId')
    if (seen.has(index)) throw refuse((m) => m.returns.duplicateLine, 'lineId')
    seen.add(index)
    const max = bought.quantity - (taken.get(index) ?? 0)
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > max)
      throw refuse((m) => m.returns.quantity(Math.max(0, max)), 'quantity')
    if (!(RETURN_REASONS as readonly string[]).includes(line.reason)) throw refuse((m) => m.returns.reason, 'reason')
    const exchange = line.exchangeFor?.trim() || null
    return {
      lineId: index,
      priceId: bought.priceId,
      quantity: line.quantity,
      reason: line.reason as ReturnReason,
      exchangeFor: exchange ? { priceId: exchange, size: null, colour: null } : null,
    }
  })
}

/**
 * Fills in each exchange's variant and checks a unit of it is left, under the stock lock checkouts take
 * (reservations.ts), so an exchange and a checkout never both take the last unit.
 */
async function checkExchanges(tx: Executor, lines: ReturnLine[], policy: ReturnPolicy): Promise<void> {
  const exchanges = lines.filter((l) => l.exchangeFor)
  if (exchanges.length === 0) return
  const wanted = new Map<string, number>()
  const variants = new Map<string, ExchangeVariant>()
  for (const line of exchanges) {
    const options = policy.variantsOf ? await policy.variantsOf(line.priceId) : []
    const variant = options.find((v) => v.priceId === line.exchangeFor!.priceId && v.priceId !== line.priceId)
    if (!variant) throw refuse((m) => m.returns.exchangeNotOffered, 'exchangeFor')
    line.exchangeFor = { priceId: variant.priceId, size: variant.size, colour: variant.colour }
    variants.set(variant.priceId, variant)
    wanted.set(variant.priceId, (wanted.get(variant.priceId) ?? 0) + line.quantity)
  }
  await lockFor(tx, [...wanted.keys()])
  const committed = await committedUnitsFrom(
    tx,
    () => new Date(),
  )([...variants.values()].map((v) => ({ priceIds: [v.priceId], since: v.since })))
  for (const [priceId, units] of wanted) {
    const left = variants.get(priceId)!.stock - (committed.get(priceId) ?? 0)
    if (units > left) throw refuse((m) => m.returns.exchangeSoldOut, 'exchangeFor')
  }
}

/** How a request is spelt for its retry: the lines in the order asked. */
const spelling = (lines: ReturnRequestLine[]) =>
  `requestReturn:${JSON.stringify(lines.map((l) => [l.lineId.trim(), l.quantity, l.reason, l.exchangeFor ?? null]))}`

/** Records the return (requested) and its timeline event; answers it. A retry answers the return it made. */
export async function requestReturn(
  db: Executor,
  policy: ReturnPolicy,
  req: ReturnRequest,
): Promise<{ order: OrderRow; ret: OrderReturnRow; created: boolean }> {
  return withOrder(db, req.orderId, async (tx, locked) => {
    const command = spelling(req.lines)
    if (retryOf(locked, command) !== null) {
      const [last] = await tx
        .select()
        .from(orderReturns)
        .where(eq(orderReturns.orderId, locked.id))
        .orderBy(desc(orderReturns.seq))
        .limit(1)
      if (last) return { order: locked, ret: last, created: false }
    }
    checkOrder(locked, policy, req.now)
    const lines = await checkLines(tx, locked, req.lines)
    await checkExchanges(tx, lines, policy)
    const [{ seq } = { seq: 0 }] = await tx
      .select({ seq: sql<number>`coalesce(max(${orderReturns.seq}), 0)::int` })
      .from(orderReturns)
      .where(and(eq(orderReturns.orderId, locked.id)))
    const [ret] = await tx
      .insert(orderReturns)
      .values({ orderId: locked.id, seq: Number(seq) + 1, lines })
      .returning()
    const order = await accept(tx, locked, {
      command,
      event: {
        type: 'return_requested',
        actor: req.by.actor,
        actorUserId: req.by.userId,
        actorName: req.by.name,
        detail: { ref: returnRef(locked, ret!), units: lines.reduce((n, l) => n + l.quantity, 0) },
        key: eventKey.returnStep(ret!.id, 'requested'),
      },
    })
    return { order, ret: ret!, created: true }
  })
}
