import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/** Both token kinds have the same shape: only sha256(token) is stored, so a database leak yields no usable link. */
function tokenColumns() {
  return {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  }
}

/**
 * A verification link belongs to the registration that mailed it (docs/security/accounts.md, N5): that
 * registration's password hash and name wait here and are applied only when this link is used. Null on links
 * mailed before this column existed (their registration's password is already on the user row).
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    ...tokenColumns(),
    pendingPasswordHash: text('pending_password_hash'),
    pendingFullName: text('pending_full_name'),
    /**
     * sha256 of a secret the signing-up browser kept (docs/security/accounts.md, N5): the link opened with it is
     * opened by the registrant, who holds the inbox and the password, so guest orders may join the account then.
     */
    claimProofHash: text('claim_proof_hash'),
  },
  (t) => [index('email_verification_tokens_user_idx').on(t.userId)],
)

export type VerificationTokenRow = typeof emailVerificationTokens.$inferSelect

export const passwordResetTokens = pgTable('password_reset_tokens', tokenColumns(), (t) => [
  index('password_reset_tokens_user_idx').on(t.userId),
])

export type TokenRow = typeof passwordResetTokens.$inferSelect

/**
 * A requested e-mail change (docs/product.md §4.4): the new address replaces the old one only when the link mailed to
 * it is opened. Only sha256(token) is stored, as for the other links.
 */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  { ...tokenColumns(), newEmail: text('new_email').notNull() },
  (t) => [index('email_change_tokens_user_idx').on(t.userId)],
)
