import { sql } from 'drizzle-orm'
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { localeColumn } from './locale'

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Staff may use the Orders tool (docs/operations.md); only `npm run staff` sets it, never the browser. */
    isStaff: boolean('is_staff').notNull().default(false),
    /** Set at sign-up, checkout and a reset request: the language of the shopper's mails. */
    locale: localeColumn(),
    /** Session JWTs issued before this instant are refused (moved by a password reset and by logout). */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One account per address whatever its case: `Amina@x` and `amina@X` are the same person.
  (t) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`)],
)

export type User = typeof users.$inferSelect
export type NewUser = typeof users.$inferInsert
