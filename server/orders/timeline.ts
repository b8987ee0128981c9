/**
 * An order's timeline (docs/product.md §17.2): recording an event (idempotent by key) and reading events back as
 * sentences. Shoppers see only the events marked shopper-visible, without staff names or reasons.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { formatCurrencyString } from '@/lib/money'
import { SHOP_NAME } from '@/lib/constants'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import type { Database } from '../db/client'
import { orderEvents, type OrderActor, type OrderEventRow, type OrderEventType } from '../db/schema/orders'
import { serverMessagesIn } from '../localized'

/** Run inside a transaction or not: both have insert/select. */
type Db = Pick<Database, 'insert' | 'select'>

/** Who did something to an order: a staff member (named on the timeline), Stripe, the shopper or the shop. */
export interface Actor {
  actor: OrderActor
  userId?: string | null
  name?: string | null
}

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
const SHOPPER_VISIBLE: ReadonlySet<OrderEventType> = new Set([
  'placed',
  'shipped',
  'refunded',
  'cancelled',
  'return_requested',
  'return_approved',
  'return_rejected',
  'return_received',
  'exchange_shipped',
])

/** Records the event; false when one with the same key exists. */
export async function recordEvent(db: Db, event: NewOrderEvent): Promise<boolean> {
  return (await recordedEventId(db, event)) !== null
}

/** Records the event and answers its id; null when one with the same key exists. */
export async function recordedEventId(db: Db, event: NewOrderEvent): Promise<string | null> {
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
  return inserted[0]?.id ?? null
}

/**
 * Claims the shopper's mail about the event with this key: true for the one caller that may send it, so each event
 * mails at most once however many requests, webhooks or instances get here.
 */
export async function claimEventMail(db: Pick<Database, 'update'>, key: string): Promise<boolean> {
  const claimed = await db
    .update(orderEvents)
    .set({ mailedAt: sql`now()` })
    .where(and(eq(orderEvents.key, key), isNull(orderEvents.mailedAt)))
    .returning({ id: orderEvents.id })
  return claimed.length > 0
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
    case 'return_requested':
      return t.returnRequested(str(d.ref))
    case 'return_approved':
      return t.returnApproved(str(d.ref))
    case 'return_rejected':
      return t.returnRejected(str(d.ref), str(d.reason))
    case 'return_received':
      return t.returnReceived(str(d.ref))
    case 'exchange_shipped':
      return t.exchangeShipped(str(d.ref), str(d.carrier), str(d.trackingNumber))
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

/** The keys that make each command's event (and its mail) happen once per order or refund. */
export const eventKey = {
  placed: (orderId: string) => `placed:${orderId}`,
  flagged: (orderId: string) => `flagged:${orderId}`,
  shipped: (orderId: string) => `shipped:${orderId}`,
  cancelled: (orderId: string) => `cancelled:${orderId}`,
  refunded: (refundRowId: string) => `refund:${refundRowId}`,
  refundNoAnswer: (refundRowId: string) => `refund:${refundRowId}:no-answer`,
  disputed: (disputeId: string) => `dispute:${disputeId}:created`,
  disputeClosed: (disputeId: string) => `dispute:${disputeId}:closed`,
  /** One event (and mail) per step of a return (returns.ts). */
  returnStep: (returnId: string, step: 'requested' | 'approved' | 'rejected' | 'received' | 'exchange_shipped') =>
    `return:${returnId}:${step}`,
} as const
