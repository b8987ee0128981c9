/**
 * An order's timeline (docs/product.md §17.2): recording an event (idempotent by key) and reading events back as
 * sentences. Shoppers see only the events marked shopper-visible, without staff names or reasons.
 */
import { asc, inArray } from 'drizzle-orm'
import { formatCurrencyString } from '@/lib/money'
import { SHOP_NAME } from '@/lib/constants'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import type { Database } from '../db/client'
import { orderEvents, type OrderActor, type OrderEventRow, type OrderEventType } from '../db/schema/orders'
import { serverMessagesIn } from '../localized'

/** Run inside a transaction or not: both have insert/select. */
type Db = Pick<Database, 'insert' | 'select'>

export interface NewOrderEvent {
  orderId: string
  type: OrderEventType
  actor: OrderActor
  actorUserId?: string | null
  actorName?: string | null
  amount?: number | null
  detail?: Record<string, string | number | boolean | null>
  /** One event per key: a redelivered webhook or a second click records nothing new. */
  key?: string
}

/** Which events a shopper sees on /account and /orders/lookup. */
const SHOPPER_VISIBLE: ReadonlySet<OrderEventType> = new Set(['placed', 'shipped', 'refunded', 'cancelled'])

/** Records the event; false when one with the same key exists. */
export async function recordEvent(db: Db, event: NewOrderEvent): Promise<boolean> {
  const inserted = await db
    .insert(orderEvents)
    .values({
      orderId: event.orderId,
      type: event.type,
      actor: event.actor,
      actorUserId: event.actorUserId ?? null,
      actorName: event.actorName ?? null,
      amount: event.amount ?? null,
      detail: event.detail ?? null,
      shopperVisible: SHOPPER_VISIBLE.has(event.type),
      key: event.key ?? null,
    })
    .onConflictDoNothing({ target: orderEvents.key })
    .returning({ id: orderEvents.id })
  return inserted.length > 0
}

export interface TimelineEvent {
  id: string
  at: string
  type: OrderEventType
  actor: OrderActor
  actorName: string | null
  message: string
  amount: number | null
}

const str = (v: unknown) => (typeof v === 'string' ? v : '')

/**
 * An event as a sentence: for the shopper in their language (lib/i18n/messages/server.ts), for the staff in English
 * with what only they see (who refunded where, the reason, the events shoppers never see).
 */
function message(row: OrderEventRow, staff: boolean, locale: Locale): string {
  const d = row.detail ?? {}
  const t = serverMessagesIn(staff ? DEFAULT_LOCALE : locale).timeline
  const amount = row.amount === null ? '' : formatCurrencyString(row.amount)
  const reason = staff && str(d.reason) ? ` Reason: ${str(d.reason)}` : ''
  switch (row.type) {
    case 'placed':
      return d.test ? t.placedTest : t.placed
    case 'confirmation_sent':
      return 'Order confirmation e-mailed.'
    case 'confirmation_resent':
      return 'Order confirmation e-mailed again.'
    case 'shipped':
      return t.shipped(str(d.carrier), str(d.trackingNumber))
    case 'refunded':
      if (!staff) return d.test ? t.refundedTest(amount) : t.refunded(amount)
      return `${d.test ? 'Test refund' : 'Refund'} of ${amount}${row.actor === 'stripe' ? ' made in Stripe' : ''}.${reason}`
    case 'refund_failed':
      return `Refund of ${amount} failed: ${str(d.error)}`
    case 'cancelled':
      return `${t.cancelled}${reason}`
    case 'disputed':
      return `The payment was disputed by the card holder's bank (${str(d.reason) || 'no reason given'}).`
    case 'dispute_closed':
      return `The dispute was closed: ${str(d.status)}.`
    case 'flagged':
      return `Needs attention: ${str(d.note)}`
  }
}

/**
 * Timelines of the given orders, oldest event first; `shopper` keeps only what the shopper may see, said in `locale`
 * (the staff's are English).
 */
export async function loadTimelines(
  db: Db,
  orderIds: string[],
  audience: 'shopper' | 'staff',
  locale: Locale = DEFAULT_LOCALE,
): Promise<Map<string, TimelineEvent[]>> {
  const byOrder = new Map<string, TimelineEvent[]>(orderIds.map((id) => [id, []]))
  if (orderIds.length === 0) return byOrder
  const rows = await db
    .select()
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, orderIds))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id))
  const staff = audience === 'staff'
  for (const row of rows) {
    if (!staff && !row.shopperVisible) continue
    byOrder.get(row.orderId)?.push({
      id: row.id,
      at: row.createdAt.toISOString(),
      type: row.type,
      actor: staff || row.actor !== 'staff' ? row.actor : 'staff',
      // Shoppers hear from the shop, not from a named employee.
      actorName: staff ? row.actorName : row.actor === 'staff' ? SHOP_NAME : null,
      message: message(row, staff, locale),
      amount: row.amount,
    })
  }
  return byOrder
}
