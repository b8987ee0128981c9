import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/** A line as bought: the name and unit price are copied from the content at checkout, so later edits never change an order. */
export interface OrderLine {
  priceId: string
  productId: string
  name: string
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

export const CHECKOUT_SESSION_STATUSES = ['open', 'complete', 'expired'] as const
/** `test`: made on the built-in test payment page; no money moved, so never `paid`. */
export const ORDER_STATUSES = ['paid', 'payment_pending', 'payment_failed', 'test'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

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
    /** The signed-in shopper who started the checkout (their bearer token), if any (docs/product.md §17). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
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
    lines: jsonb('lines').$type<OrderLine[]>().notNull(),
    /** Cents; included in amountTotal (docs/product.md §10.2). */
    shippingAmount: integer('shipping_amount').notNull().default(0),
    amountTotal: integer('amount_total').notNull(),
    currency: text('currency').notNull(),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
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

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect
export type OrderRow = typeof orders.$inferSelect
