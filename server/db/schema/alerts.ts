import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'
import { localeColumn } from './locale'

/**
 * Back-in-stock alerts (docs/product.md §16.5): one row per address and variant. An alert mails once: the sender
 * claims the row by setting `notified_at` in one conditional UPDATE, so several instances never send it twice.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** sha256 of the address's unsubscribe token (server/newsletter/unsubscribe.ts): the mail's unsubscribe link finds it. */
    unsubscribeKey: text('unsubscribe_key').notNull(),
    /** The signed-in shopper who asked, if any; their settings list it. Deleting the account deletes the alert. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    productSlug: text('product_slug').notNull(),
    /** As the product page showed it, in the alert's `locale`: every reader of an alert is its shopper (§19.8). */
    productTitle: text('product_title').notNull(),
    /** The variant's price id: what units left are counted by (docs/product.md §16.4). */
    priceId: text('price_id').notNull(),
    size: text('size'),
    colour: text('colour'),
    /** The language of the product page where the alert was asked for: its mails'. */
    locale: localeColumn(),
    /** Set once the address is proven (the confirmation link, or the signed-in owner's own verified address). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    /** 90 days after the request (STOCK_ALERT_TTL_MS); then the alert is deleted, sent or not. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_alerts_email_price_unique').on(sql`lower(${t.email})`, t.priceId),
    uniqueIndex('stock_alerts_confirm_token_unique').on(t.confirmTokenHash),
    index('stock_alerts_waiting_idx').on(t.priceId, t.notifiedAt),
    index('stock_alerts_unsubscribe_idx').on(t.unsubscribeKey),
    index('stock_alerts_user_idx').on(t.userId),
  ],
)

export type StockAlertRow = typeof stockAlerts.$inferSelect
