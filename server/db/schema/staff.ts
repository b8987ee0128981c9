/**
 * A staff member's second factor and sessions (docs/operations.md, "Signing in"; docs/security.md §3, T4-4): the
 * staff role needs more than a shopper's password and 7-day token.
 */
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/** The authenticator app (TOTP, RFC 6238) of a staff account: unconfirmed until a first code proves it was set up. */
export const staffFactors = pgTable('staff_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /**
   * The shared secret (the authenticator app holds the same), AES-256-GCM with STAFF_FACTOR_KEY
   * (server/staff/factor-key.ts); a bare base32 value is one stored before that, encrypted at its next use.
   */
  totpSecret: text('totp_secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The last time step a code was accepted for: a code is good once (RFC 6238 §5.2). */
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** One-time recovery codes, given once at enrolment; only their SHA-256 is kept. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_user_idx').on(t.userId)],
)

/** A signed-in Orders tool: an opaque token (only its SHA-256 here) that passed the password and the second factor. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_sessions_user_idx').on(t.userId)],
)

/**
 * A staff member's passkeys (WebAuthn), a second factor beside the app: registered with a staff session, each good for
 * `verifyPasskey` after the password. Only the public key is kept.
 */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    /** The credential ID, base64url (the authenticator chose it). */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter: a later assertion must count past it (a cloned key would not). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** The transports the browser reported (comma-separated), handed back as hints when signing in. */
    transports: text('transports').notNull().default(''),
    /** The member's own name for it ("Work laptop"). */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('staff_passkeys_user_idx').on(t.userId)],
)

/** A WebAuthn challenge the shop handed out: good once, for a few minutes, for one member and one ceremony. */
export const staffPasskeyChallenges = pgTable(
  'staff_passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'register' or 'authenticate'. */
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_passkey_challenges_user_idx').on(t.userId)],
)
