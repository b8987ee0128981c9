import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'
import { localeColumn } from './locale'

/** A line as bought: the name and unit price are copied from the content at checkout, so later edits never change an order. */
export interface OrderLine {
  priceId: string
  productId: string
  /** The product's English title: what staff read (the Orders tool, the packing summary, Stripe's metadata). */
  name: string
  /**
   * The title the shopper's page showed, in the checkout's language (the order's `locale`), when that is not English
   * and the product has its own title in it (docs/product.md §19.8). Absent for English checkouts and older orders:
   * the shopper then reads `name` (server/orders/line-name.ts).
   */
  localName?: string
  slug: string | null
  quantity: number
  /** Cents. */
  unitAmount: number
  /**
   * Cents the order's discount code took off this line in all (docs/product.md §20): the line was paid
   * `unitAmount × quantity − discountAmount`, and a refund of it never gives back more. Absent: no discount.
   */
  discountAmount?: number
  /** The variant bought (docs/product.md §16); absent for a product sold in one version and for older orders. */
  size?: string | null
  colour?: string | null
}

export interface BillingAddress {
  name?: string | null
  line1?: string | null
  line2?: string | null
  city?: string | null
  state?: string | null
  postalCode?: string | null
  country?: string | null
}

/** Where the parcel goes (docs/product.md §10): Australia only; same shape as the billing address. */
export type ShippingAddress = BillingAddress

export const CHECKOUT_SESSION_STATUSES = ['open', 'complete', 'expired'] as const
/** `test`: made on the built-in test payment page; no money moved, so never `paid`. */
export const ORDER_STATUSES = [
  'paid',
  'payment_pending',
  'payment_failed',
  'test',
  'shipped',
  'partially_refunded',
  'refunded',
  'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/**
 * The order's two axes (server/orders/lifecycle.ts, docs/architecture.md §12): where its money is, and where its
 * goods are. `test`: paid on the built-in test payment page (no money moved). `dispute_lost`: the bank took it back.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'failed',
  'paid',
  'test',
  'partly_refunded',
  'refunded',
  'disputed',
  'dispute_lost',
] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export const FULFILMENT_STATUSES = ['unfulfilled', 'shipped', 'cancelled'] as const
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number]

/**
 * The one status of before the two axes, kept for the API (GraphQL `status`) and derived by the database from them,
 * so it can never disagree: payment first (pending, failed), then a cancellation, then the refunded amount, then
 * shipping; a disputed payment reads as its money state (the dispute shows beside it).
 */
const DERIVED_STATUS = sql`case
  when payment_status = 'pending' then 'payment_pending'
  when payment_status = 'failed' then 'payment_failed'
  when fulfilment_status = 'cancelled' then 'cancelled'
  when refunded_amount > 0 and refunded_amount >= amount_total then 'refunded'
  when refunded_amount > 0 then 'partially_refunded'
  when fulfilment_status = 'shipped' then 'shipped'
  when test then 'test'
  else 'paid' end`

/** Why an order needs a person before it is packed (docs/operations.md). */
export const ORDER_FLAGS = ['po_box', 'oversold', 'disputed', 'no_address'] as const
export type OrderFlag = (typeof ORDER_FLAGS)[number]

/**
 * Checkout sessions of the built-in test payment page (the Stripe provider keeps its sessions at Stripe).
 * The id is what `/pay/:sessionId` and `/stripe/success?session_id=` carry.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    lines: jsonb('lines').$type<OrderLine[]>().notNull(),
    /** Cents; included in amountTotal (docs/product.md §10.2). */
    shippingAmount: integer('shipping_amount').notNull().default(0),
    /** The discount code as the shopper's promotion spells it (docs/product.md §20), or null. */
    discountCode: text('discount_code'),
    /** The promotion's document id, which its usage is counted by. */
    promotionId: text('promotion_id'),
    /** Cents off the lines (the sum of their `discountAmount`); amountTotal is already net of it. */
    discountAmount: integer('discount_amount').notNull().default(0),
    amountTotal: integer('amount_total').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: CHECKOUT_SESSION_STATUSES }).notNull().default('open'),
    paymentStatus: text('payment_status', { enum: ['unpaid', 'paid'] })
      .notNull()
      .default('unpaid'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    customerEmail: text('customer_email'),
    billingAddress: jsonb('billing_address').$type<BillingAddress>(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    /** The signed-in shopper who started the checkout (their bearer token), if any (docs/product.md §17). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The language of the page that asked for the checkout: the test payment page and the order use it. */
    locale: localeColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('checkout_sessions_expires_idx').on(t.expiresAt)],
)

/** One row per paid (or pending/failed) checkout; the session id is unique so fulfilment is idempotent. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: text('session_id').notNull().unique(),
    provider: text('provider', { enum: ['stripe', 'local'] }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('paid'),
    fulfilmentStatus: text('fulfilment_status', { enum: FULFILMENT_STATUSES }).notNull().default('unfulfilled'),
    /** Derived from the two axes (DERIVED_STATUS); never written. */
    status: text('status', { enum: ORDER_STATUSES }).generatedAlwaysAs(DERIVED_STATUS).notNull(),
    /** Counts the accepted commands: a command repeated on the version it made is a retry (server/orders/store.ts). */
    version: integer('version').notNull().default(0),
    /** The last accepted command, as its retry would spell it (server/orders/commands.ts). */
    lastCommand: text('last_command'),
    email: text('email'),
    /**
     * Set when the shopper was signed in at checkout, or when the account proved it holds the order's address
     * with a reset link (docs/security/accounts.md, N5); then `claimedByEmailAt` says so.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the order was added to its account by e-mail rather than filed under it at checkout. */
    claimedByEmailAt: timestamp('claimed_by_email_at', { withTimezone: true }),
    customerName: text('customer_name'),
    billingAddress: jsonb('billing_address').$type<BillingAddress>(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    lines: jsonb('lines').$type<OrderLine[]>().notNull(),
    /** Cents; included in amountTotal (docs/product.md §10.2). */
    shippingAmount: integer('shipping_amount').notNull().default(0),
    /** The discount code as the shopper's promotion spells it (docs/product.md §20), or null. */
    discountCode: text('discount_code'),
    /** The promotion's document id, which its usage is counted by. */
    promotionId: text('promotion_id'),
    /** Cents off the lines (the sum of their `discountAmount`); amountTotal is already net of it. */
    discountAmount: integer('discount_amount').notNull().default(0),
    amountTotal: integer('amount_total').notNull(),
    currency: text('currency').notNull(),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    /** Claimed when the packing summary to SHOP_EMAIL is enqueued, so it goes out once. */
    shopNotifiedAt: timestamp('shop_notified_at', { withTimezone: true }),
    /** Paid on the built-in test payment page (no money moved); stays true whatever the status becomes. */
    test: boolean('test').notNull().default(false),
    /** Stripe's PaymentIntent, which refunds name. */
    paymentIntentId: text('payment_intent_id'),
    /** Cents refunded so far (the sum of succeeded order_refunds). */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    flags: jsonb('flags').$type<OrderFlag[]>().notNull().default([]),
    /** The language of the checkout: every mail about the order is written in it. */
    locale: localeColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_created_idx').on(t.createdAt),
    index('orders_user_idx').on(t.userId),
    index('orders_email_lower_idx').on(sql`lower(${t.email})`),
    index('orders_promotion_idx').on(t.promotionId),
  ],
)

/** Webhook events already handled, so a redelivery changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  sessionId: text('session_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})

export const ORDER_ACTORS = ['staff', 'stripe', 'shopper', 'system'] as const
export type OrderActor = (typeof ORDER_ACTORS)[number]

export const ORDER_EVENT_TYPES = [
  'placed',
  'confirmation_sent',
  'confirmation_resent',
  'shipped',
  'refunded',
  'refund_failed',
  'cancelled',
  'disputed',
  'dispute_closed',
  'flagged',
  'return_requested',
  'return_approved',
  'return_rejected',
  'return_received',
  'exchange_shipped',
] as const
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number]

/**
 * An order's timeline: every event with who did it. `key` makes recording idempotent (a redelivered webhook or a
 * repeated click records one event).
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ORDER_EVENT_TYPES }).notNull(),
    actor: text('actor', { enum: ORDER_ACTORS }).notNull(),
    /** The staff account, when a staff member did it. */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Their name at the time (kept if the account goes). */
    actorName: text('actor_name'),
    /** Shown to the shopper on /account and /orders/lookup. */
    shopperVisible: boolean('shopper_visible').notNull().default(false),
    /** Cents, for refunds. */
    amount: integer('amount'),
    /** Staff-only detail: a refund's reason, a flag's cause, a carrier and number. */
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>(),
    key: text('key').unique(),
    /** Claimed when the shopper's mail about this event is enqueued: each event mails at most once. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
)

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const

/**
 * Refunds of an order, from the Orders tool or Stripe's dashboard. `idempotencyKey` is what Stripe receives as
 * its Idempotency-Key (one refund per key); `stripeRefundId` matches the webhooks' refunds to these rows.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    stripeRefundId: text('stripe_refund_id').unique(),
    amount: integer('amount').notNull(),
    reason: text('reason'),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    actor: text('actor', { enum: ORDER_ACTORS }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Made by a cancellation, whose own mail tells of it: no refund mail of its own. */
    quiet: boolean('quiet').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_refunds_order_idx').on(t.orderId)],
)

/**
 * Units held by open checkout sessions (docs/product.md §16.4), of both providers: counted by the stock lookups
 * until the session is paid (then the order counts) or expires. The id is the checkout's idempotency key, so a
 * retried checkout holds its units once.
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id').unique(),
    lines: jsonb('lines').$type<Array<{ priceId: string; quantity: number }>>().notNull(),
    /**
     * Who holds it (security review T4-2): the client key of the rate limits, and the account when signed in (a key,
     * not a link: a hold outlives nothing it names by more than its half hour).
     */
    clientKey: text('client_key'),
    userId: uuid('user_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Only open holds are ever read: released rows stay out of the indexes, so reads stay flat as rows pile up.
  (t) => [
    index('stock_reservations_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.releasedAt} is null`),
    index('stock_reservations_client_idx')
      .on(t.clientKey, t.expiresAt)
      .where(sql`${t.releasedAt} is null`),
    index('stock_reservations_user_idx')
      .on(t.userId, t.expiresAt)
      .where(sql`${t.releasedAt} is null`),
  ],
)

/**
 * A return's way (server/orders/lifecycle.ts RETURN_TRANSITIONS, docs/product.md §17.5): requested by the shopper,
 * approved or rejected by staff, received at the shop (its units are back on the shelf), then refunded or, for an
 * exchange, the other size shipped.
 */
export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'received',
  'refunded',
  'exchange_shipped',
] as const
export type ReturnStatus = (typeof RETURN_STATUSES)[number]

/** Why a shopper sends something back (the form's choices; docs/product.md §17.5). */
export const RETURN_REASONS = [
  'too_small',
  'too_big',
  'too_long',
  'too_short',
  'not_as_described',
  'damaged',
  'changed_mind',
] as const
export type ReturnReason = (typeof RETURN_REASONS)[number]

/** One returned line: which of the order's lines (its index), how many, why, and the variant wanted instead. */
export interface ReturnLine {
  lineId: number
  /** The line's price id, copied so stock queries need not read the order's lines. */
  priceId: string
  quantity: number
  reason: ReturnReason
  /** The variant of the same product sent instead (an exchange; held while the return is open); null: a refund. */
  exchangeFor: { priceId: string; size: string | null; colour: string | null } | null
}

/**
 * Returns of an order's delivered lines (docs/product.md §17.5). Written only by server/orders/ under the order's
 * row lock. `refund_key` is the order refund command's key for this return's money, so a retried receive refunds once.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 1, 2 … per order: the shopper reads `{order number}-R{seq}`. */
    seq: integer('seq').notNull(),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    lines: jsonb('lines').$type<ReturnLine[]>().notNull(),
    /** What staff told the shopper when rejecting it. */
    rejectionReason: text('rejection_reason'),
    /** Cents refunded for it (the refund lines' unit prices; shipping is not refunded). */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    exchangeCarrier: text('exchange_carrier'),
    exchangeTrackingNumber: text('exchange_tracking_number'),
    exchangeTrackingUrl: text('exchange_tracking_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('order_returns_order_idx').on(t.orderId), uniqueIndex('order_returns_seq_idx').on(t.orderId, t.seq)],
)

export type OrderReturnRow = typeof orderReturns.$inferSelect
export type OrderEventRow = typeof orderEvents.$inferSelect
export type OrderRefundRow = typeof orderRefunds.$inferSelect
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect
export type OrderRow = typeof orders.$inferSelect
