import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { localeColumn } from './locale'

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** Set when the subscriber opens the confirmation link (double opt-in): only then is the address on the list. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** sha256 of the open confirmation link's token (as for account tokens, the link itself is never stored). */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    /** sha256 of the address's unsubscribe token (server/newsletter/unsubscribe.ts); set when a mail carries it. */
    unsubscribeKey: text('unsubscribe_key'),
    /** The language of the page where the address subscribed: its confirmation mail's. */
    locale: localeColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_subscribers_confirm_token_unique').on(t.confirmTokenHash),
    index('newsletter_subscribers_unsubscribe_idx').on(t.unsubscribeKey),
  ],
)

export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect
