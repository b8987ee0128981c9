import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** Messages sent through the contact form; kept even if mailing the shop fails. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
)

export type ContactMessageRow = typeof contactMessages.$inferSelect
