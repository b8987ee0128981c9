import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
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
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
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
    disputed: boolean('disputed').notNull().default(false),
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
    /** Claimed when the shopper's refund mail is enqueued. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
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
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_reservations_open_idx').on(t.expiresAt)],
)

export type OrderEventRow = typeof orderEvents.$inferSelect
export type OrderRefundRow = typeof orderRefunds.$inferSelect
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect
export type OrderRow = typeof orders.$inferSelect
