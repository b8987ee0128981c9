/**
 * The accounts use cases: register, verify e-mail, log in, reset a password, read the current user, subscribe to
 * the newsletter. Inputs are parsed with the same zod schemas as the forms. Register and reset requests answer the
 * same whether or not the address is known (ASVS 6.3.8); login hashes against a dummy for unknown addresses.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { NEWSLETTER_CONFIRM_TTL_MS, RESET_TOKEN_TTL_MS } from '@/lib/constants'
import {
  forgotPasswordSchemaIn,
  loginSchemaIn,
  newsletterConfirmSchemaIn,
  newsletterSchemaIn,
  registerSchemaIn,
  resetPasswordSchemaIn,
  verifyEmailSchemaIn,
} from '@/lib/validation/index'
import type { Database } from '../db/client'
import {
  emailVerificationTokens,
  newsletterSubscribers,
  passwordResetTokens,
  users,
  type User,
} from '../db/schema/index'
import type { Logger } from '../logger'
import {
  newsletterConfirmationMail,
  passwordChangedMail,
  passwordResetMail,
  type Mailer,
  type RenderedMail,
} from '../mail/index'
import { unsubscribeLinks } from '../newsletter/unsubscribe'
import { claimOrdersByEmail } from '../orders/claim-by-email'
import { clientKey, type AnonymousMailGate } from '../rate-limit/index'
import { said, serverMessagesIn } from '../localized'
import { AccountError } from './errors'
import { parseInput } from './input'
import { signSessionToken, verifySessionToken } from './jwt'
import { getDummyHash, hashPassword, verifyPassword } from './passwords'
import { createRegistration } from './registration'
import { hashToken, newSecretToken } from './tokens'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'

export interface PublicUser {
  _id: string
  fullName: string
  email: string
  /** May use the Orders tool (docs/operations.md). */
  isStaff: boolean
}

export interface AccountsServiceOptions {
  db: Database
  mailer: Mailer
  publicUrl: string
  jwtSecret: string
  logger: Logger
  /** The clock for token expiry and JWT times (tests move it). */
  now?: () => Date
  /** Lets mails to unproven addresses go out (docs/security/accounts.md, N3); without it every mail goes. */
  mailGate?: AnonymousMailGate
  /** Told when a reset link proved that `client` holds the address (N10: its network is then known). */
  onAddressProven?: (email: string, client: string) => Promise<void>
}

export type AccountsService = ReturnType<typeof createAccountsService>

export function toPublicUser(user: User): PublicUser {
  return { _id: user.id, fullName: user.fullName, email: user.email, isStaff: user.isStaff }
}

/** Session JWTs carry whole seconds: the first second in which tokens count again after `tokensValidAfter`. */
function firstValidSecond(tokensValidAfter: Date): number {
  return Math.ceil(tokensValidAfter.getTime() / 1000)
}

/**
 * The new `tokensValidAfter` for a revocation at `at`: strictly after every iat issued so far. Those are at most
 * floor(at) (issued before now) or firstValidSecond(previous) (issued right after an earlier revocation), and a
 * new login then gets iat = firstValidSecond(result), at most a second or two ahead of the clock.
 */
function revokeAfter(at: Date, previous: Date): Date {
  return new Date(Math.max(at.getTime() + 1, firstValidSecond(previous) * 1000 + 1))
}

export function createAccountsService(opts: AccountsServiceOptions) {
  const { db, mailer } = opts
  const now = opts.now ?? (() => new Date())
  const log = opts.logger.child({ module: 'accounts' })
  const unsubscribe = unsubscribeLinks(opts.jwtSecret, opts.publicUrl)

  async function findUserByEmail(email: string): Promise<User | undefined> {
    const [user] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
    return user
  }

  async function send(to: string, mail: RenderedMail): Promise<void> {
    await mailer.enqueue({
      to,
      kind: mail.kind,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
    })
  }

  /**
   * A mail to an address nobody has proven goes out only if the anonymous-mail gate lets the client (N3); otherwise
   * it is dropped silently (the answer was given already and said the same either way).
   */
  async function sendUnproven(to: string, mail: RenderedMail, client: string | undefined): Promise<void> {
    if (opts.mailGate && !(await opts.mailGate.allow(clientKey(client ?? 'unknown')))) {
      log.warn({ kind: mail.kind }, 'mail to an unproven address dropped: anonymous mail budget spent')
      return
    }
    await send(to, mail)
  }

  const registration = createRegistration({
    db,
    publicUrl: opts.publicUrl,
    logger: opts.logger,
    now,
    findUserByEmail,
    send,
    sendUnproven,
  })

  /**
   * Work whose duration depends on whether an address is known runs after the answer (docs/security/accounts.md, L2):
   * the caller learns nothing from the time it takes. Failures are logged; `settled` lets tests and shutdown wait.
   */
  const background = new Set<Promise<void>>()
  function afterAnswer(what: string, work: () => Promise<void>): void {
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((err: unknown) => log.error({ err }, `${what} failed`))
    background.add(run)
    void run.finally(() => background.delete(run))
  }

  /** The session token's user, if the token is valid and not revoked. */
  async function sessionUser(token: string | undefined): Promise<User | undefined> {
    if (!token) return undefined
    const claims = await verifySessionToken(opts.jwtSecret, token, now())
    if (!claims || !/^[0-9a-f-]{36}$/i.test(claims.userId)) return undefined
    const [user] = await db.select().from(users).where(eq(users.id, claims.userId))
    if (!user || claims.issuedAt < firstValidSecond(user.tokensValidAfter)) return undefined
    return user
  }

  return {
    /** Normalises the address the way the limiter keys it (before validation, so junk still counts). */
    normaliseEmail(email: unknown): string {
      return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : ''
    },

    /**
     * Answers before any work that depends on the address (the Info finding of the second review): hashing is the
     * same for every address, the rest follows the answer (registration.ts). `client` is the caller's IP (N3).
     */
    async register(input: unknown, client?: string, locale: Locale = DEFAULT_LOCALE): Promise<{ message: string }> {
      const data = parseInput(registerSchemaIn, input)
      const passwordHash = await hashPassword(data.password)
      // The same for every address: a database that is down or hung answers 503 now, rather than a sign-up being
      // accepted and then lost after the answer (docs/reliability.md).
      await db.execute(sql`select 1`)
      afterAnswer('registration', () => registration.complete({ ...data, locale }, passwordHash, client))
      return { message: serverMessagesIn(locale).accounts.registered }
    },

    async verifyEmail(input: unknown, locale: Locale = DEFAULT_LOCALE): Promise<{ message: string }> {
      const { verificationToken } = parseInput(verifyEmailSchemaIn, input)
      const outcome = await registration.verify(verificationToken)
      if (!outcome)
        throw new AccountError(
          said((m) => m.accounts.invalidVerificationToken),
          'BAD_USER_INPUT',
        )
      return { message: serverMessagesIn(locale).accounts[outcome] }
    },

    async login(input: unknown): Promise<{ token: string; user: PublicUser }> {
      const data = parseInput(loginSchemaIn, input)
      const user = await findUserByEmail(data.email)
      const ok = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), data.password)
      if (!user || !ok)
        throw new AccountError(
          said((m) => m.accounts.invalidCredentials),
          'UNAUTHENTICATED',
        )
      // Only a caller who knows the password learns that the account is unverified.
      if (!user.emailVerifiedAt)
        throw new AccountError(
          said((m) => m.accounts.notVerified),
          'FORBIDDEN',
        )
      const issuedAt = Math.max(Math.floor(now().getTime() / 1000), firstValidSecond(user.tokensValidAfter))
      const token = await signSessionToken(opts.jwtSecret, user.id, issuedAt)
      log.info({ userId: user.id }, 'user logged in')
      return { token, user: toPublicUser(user) }
    },

    /** The user a session token belongs to, or null for a missing, invalid, expired or revoked token. */
    async me(token: string | undefined): Promise<PublicUser | null> {
      const user = await sessionUser(token)
      return user ? toPublicUser(user) : null
    },

    /**
     * Ends the sessions of the token's user on the server (docs/security/accounts.md, L1): every token issued so
     * far is refused from now on, on every device, as after a password reset. Answers true for any token, so a
     * logout never fails in the browser.
     */
    async logout(token: string | undefined): Promise<boolean> {
      const user = await sessionUser(token)
      if (!user) return true
      const at = now()
      await db
        .update(users)
        .set({ tokensValidAfter: revokeAfter(at, user.tokensValidAfter), updatedAt: at })
        .where(eq(users.id, user.id))
      log.info({ userId: user.id }, 'user logged out')
      return true
    },

    async requestPasswordReset(
      input: unknown,
      client?: string,
      locale: Locale = DEFAULT_LOCALE,
    ): Promise<{ success: boolean; message: string }> {
      const { email } = parseInput(forgotPasswordSchemaIn, input)
      afterAnswer('password reset request', async () => {
        const user = await findUserByEmail(email)
        if (!user) return
        const { token, hash } = newSecretToken()
        await db.insert(passwordResetTokens).values({
          tokenHash: hash,
          userId: user.id,
          expiresAt: new Date(now().getTime() + RESET_TOKEN_TTL_MS),
        })
        // A verified address is never refused a reset mail because of other people's traffic (N3).
        if (user.emailVerifiedAt)
          await send(
            user.email,
            passwordResetMail({ fullName: user.fullName, publicUrl: opts.publicUrl, token, locale }),
          )
        else await sendUnproven(user.email, passwordResetMail({ publicUrl: opts.publicUrl, token, locale }), client)
        log.info({ userId: user.id }, 'password reset requested')
      })
      return { success: true, message: serverMessagesIn(locale).accounts.resetRequested }
    },

    async resetPassword(
      input: unknown,
      client?: string,
      locale: Locale = DEFAULT_LOCALE,
    ): Promise<{ success: boolean; message: string }> {
      const data = parseInput(resetPasswordSchemaIn, input)
      const at = now()
      const [spent] = await db
        .update(passwordResetTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, hashToken(data.token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, at),
          ),
        )
        .returning()
      if (!spent)
        throw new AccountError(
          said((m) => m.accounts.invalidResetToken),
          'BAD_USER_INPUT',
        )
      const passwordHash = await hashPassword(data.newPassword)
      const [previous] = await db
        .select({ tokensValidAfter: users.tokensValidAfter })
        .from(users)
        .where(eq(users.id, spent.userId))
      // Moving tokens_valid_after signs out every existing session (ASVS 7.4.3); the link proved the address too.
      const [user] = await db
        .update(users)
        .set({
          passwordHash,
          tokensValidAfter: revokeAfter(at, previous?.tokensValidAfter ?? at),
          // Whoever holds the address chose the language of their mails on this page (docs/product.md §19).
          locale,
          updatedAt: at,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at.toISOString()}::timestamptz)`,
        })
        .where(eq(users.id, spent.userId))
        .returning()
      // Other outstanding reset links die with this one.
      await db
        .update(passwordResetTokens)
        .set({ usedAt: at })
        .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)))
      // So do open verification links: one used later must not replace the password just chosen (N5).
      await db
        .update(emailVerificationTokens)
        .set({ usedAt: at })
        .where(and(eq(emailVerificationTokens.userId, spent.userId), isNull(emailVerificationTokens.usedAt)))
      if (user) {
        // Whoever used the link holds the address and chose this password: the proof guest orders wait for (N5).
        await claimOrdersByEmail(db, { userId: user.id, email: user.email, at })
        if (client) await opts.onAddressProven?.(user.email, client)
      }
      if (user)
        await send(user.email, passwordChangedMail({ fullName: user.fullName, publicUrl: opts.publicUrl, locale }))
      log.info({ userId: spent.userId }, 'password reset')
      return { success: true, message: serverMessagesIn(locale).accounts.passwordReset }
    },

    /**
     * Double opt-in (docs/product.md §12.2): an address that has not confirmed gets a (fresh) confirmation link; a
     * confirmed one gets nothing. The answer is always `true`, given before any of that work.
     */
    async subscribeToNewsletter(input: unknown, client?: string, locale: Locale = DEFAULT_LOCALE): Promise<boolean> {
      const { email } = parseInput(newsletterSchemaIn, input)
      afterAnswer('newsletter sign-up', async () => {
        const { token, hash } = newSecretToken()
        const at = now()
        const open = {
          confirmTokenHash: hash,
          confirmExpiresAt: new Date(at.getTime() + NEWSLETTER_CONFIRM_TTL_MS),
          unsubscribeKey: unsubscribe.key(email),
          locale,
        }
        // A fresh link for an address still unconfirmed (the old one stops working); nothing for a confirmed one.
        const [row] =
          (await db
            .update(newsletterSubscribers)
            .set(open)
            .where(
              and(
                sql`lower(${newsletterSubscribers.email}) = lower(${email})`,
                isNull(newsletterSubscribers.confirmedAt),
              ),
            )
            .returning()) ?? []
        const [created] = row
          ? [row]
          : await db
              .insert(newsletterSubscribers)
              .values({ email, createdAt: at, ...open })
              .onConflictDoNothing()
              .returning()
        if (created) {
          const unsubscribeUrl = unsubscribe.url(created.email, locale)
          const mail = newsletterConfirmationMail({ publicUrl: opts.publicUrl, token, unsubscribeUrl, locale })
          await sendUnproven(created.email, mail, client)
        }
      })
      return true
    },

    async confirmNewsletterSubscription(input: unknown, locale: Locale = DEFAULT_LOCALE): Promise<{ message: string }> {
      const { token } = parseInput(newsletterConfirmSchemaIn, input)
      const at = now()
      const [confirmed] = await db
        .update(newsletterSubscribers)
        .set({ confirmedAt: at, confirmTokenHash: null, confirmExpiresAt: null })
        .where(
          and(
            eq(newsletterSubscribers.confirmTokenHash, hashToken(token)),
            isNull(newsletterSubscribers.confirmedAt),
            gt(newsletterSubscribers.confirmExpiresAt, at),
          ),
        )
        .returning({ id: newsletterSubscribers.id })
      if (!confirmed)
        throw new AccountError(
          said((m) => m.accounts.invalidNewsletterLink),
          'BAD_USER_INPUT',
        )
      return { message: serverMessagesIn(locale).accounts.newsletterConfirmed }
    },

    /** Resolves once work started after earlier answers has finished (tests; a graceful stop). */
    async settled(): Promise<void> {
      while (background.size) await Promise.allSettled([...background])
    },
  }
}
