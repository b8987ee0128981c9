/**
 * Registration and e-mail verification bound together (docs/security/accounts.md, N5 and L3). Each registration of
 * an unproven address mails its own link, and keeps its password hash and name with that link: nothing is applied
 * to the account until a link is used, and then only that registration's. When an address was registered by
 * different people (different passwords) and more than one of their links is still open, the first link used proves
 * the address but keeps no password: neither registrant can tell the owner's mail from the other one, so the owner
 * chooses the password with a reset link. The work runs after the answer (the Info finding: no address-dependent
 * timing), and mails to unproven addresses go through the anonymous-mail gate (N3).
 */
import { randomBytes } from 'node:crypto'
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm'
import { VERIFY_TOKEN_TTL_MS } from '@/lib/constants'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import type { Database } from '../db/client'
import { emailVerificationTokens, users, type User } from '../db/schema/index'
import type { Logger } from '../logger'
import { knownEmailMail, verificationMail, type RenderedMail } from '../mail/index'
import { hashPassword, verifyPassword } from './passwords'
import { hashToken, newSecretToken } from './tokens'

export interface RegistrationDeps {
  db: Database
  publicUrl: string
  logger: Logger
  now: () => Date
  findUserByEmail(email: string): Promise<User | undefined>
  /** Mails a proven address (a verified account). */
  send(to: string, mail: RenderedMail): Promise<void>
  /** Mails an unproven address, if the anonymous-mail gate lets `client` (N3). */
  sendUnproven(to: string, mail: RenderedMail, client: string | undefined): Promise<void>
}

export interface Registration {
  fullName: string
  email: string
  password: string
  /** The language of the sign-up page: the account's mails are written in it (docs/product.md §19). */
  locale?: Locale
}

/** Open registrations of one address compared with a new one's password: more would only cost hashing time. */
const SAME_REGISTRANT_CHECKS = 2

export function createRegistration(deps: RegistrationDeps) {
  const { db } = deps
  const log = deps.logger.child({ module: 'accounts' })

  /** Open links of the user, newest first. */
  const openLinks = (userId: string, at: Date) =>
    db
      .select()
      .from(emailVerificationTokens)
      .where(
        and(
          eq(emailVerificationTokens.userId, userId),
          isNull(emailVerificationTokens.usedAt),
          gt(emailVerificationTokens.expiresAt, at),
        ),
      )
      .orderBy(desc(emailVerificationTokens.createdAt))

  /**
   * The password hash this registration keeps: an open registration's, when the same password was given there (the
   * same person asking again: their links stay one registration), or the new one.
   */
  async function registrationHash(user: User, password: string, passwordHash: string): Promise<string> {
    const links = await openLinks(user.id, deps.now())
    const hashes = [...new Set(links.map((l) => l.pendingPasswordHash ?? user.passwordHash))]
    for (const hash of hashes.slice(0, SAME_REGISTRANT_CHECKS)) if (await verifyPassword(hash, password)) return hash
    return passwordHash
  }

  async function mailLink(
    user: User,
    pending: { passwordHash: string; fullName: string; locale: Locale },
    client?: string,
  ) {
    const { token, hash } = newSecretToken()
    await db.insert(emailVerificationTokens).values({
      tokenHash: hash,
      userId: user.id,
      expiresAt: new Date(deps.now().getTime() + VERIFY_TOKEN_TTL_MS),
      pendingPasswordHash: pending.passwordHash,
      pendingFullName: pending.fullName,
    })
    await deps.sendUnproven(
      user.email,
      verificationMail({ publicUrl: deps.publicUrl, token, locale: pending.locale }),
      client,
    )
  }

  async function createUser(data: Registration, passwordHash: string): Promise<User | undefined> {
    const at = deps.now()
    const [user] = await db
      .insert(users)
      .values({
        fullName: data.fullName,
        email: data.email,
        passwordHash,
        locale: data.locale ?? DEFAULT_LOCALE,
        createdAt: at,
        updatedAt: at,
        // Whole second: no session exists yet, and a future first-valid second would push the first login's iat ahead.
        tokensValidAfter: new Date(Math.floor(at.getTime() / 1000) * 1000),
      })
      .onConflictDoNothing()
      .returning()
    return user
  }

  return {
    /** The part of `register` that depends on the address; runs after the answer. */
    async complete(data: Registration, passwordHash: string, client?: string): Promise<void> {
      const created = (await deps.findUserByEmail(data.email)) ? undefined : await createUser(data, passwordHash)
      if (created) {
        await mailLink(created, { passwordHash, fullName: data.fullName, locale: created.locale }, client)
        log.info({ userId: created.id }, 'user registered')
        return
      }
      // Known address (or a race with another registration of it, lost just now).
      const existing = await deps.findUserByEmail(data.email)
      if (!existing) return
      if (existing.emailVerifiedAt) {
        // The owner's language, not the stranger's who typed their address.
        const mail = knownEmailMail({ fullName: existing.fullName, publicUrl: deps.publicUrl, locale: existing.locale })
        await deps.send(existing.email, mail)
        return
      }
      const kept = await registrationHash(existing, data.password, passwordHash)
      await mailLink(
        existing,
        { passwordHash: kept, fullName: data.fullName, locale: data.locale ?? existing.locale },
        client,
      )
    },

    /**
     * Spends a link and applies its registration; the answer (a message of lib/i18n/messages/server.ts) says whether
     * the password was kept, undefined for a link that is unknown, used or expired.
     */
    async verify(verificationToken: string): Promise<'verified' | 'verifiedChoosePassword' | undefined> {
      const at = deps.now()
      // One UPDATE both checks and spends the token, so two clicks at once cannot both succeed.
      const [spent] = await db
        .update(emailVerificationTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(emailVerificationTokens.tokenHash, hashToken(verificationToken)),
            isNull(emailVerificationTokens.usedAt),
            gt(emailVerificationTokens.expiresAt, at),
          ),
        )
        .returning()
      if (!spent) return undefined
      // Every other open link of the account dies with this one: the address is proven once.
      const others = await db
        .update(emailVerificationTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(emailVerificationTokens.userId, spent.userId),
            isNull(emailVerificationTokens.usedAt),
            gt(emailVerificationTokens.expiresAt, at),
            ne(emailVerificationTokens.tokenHash, spent.tokenHash),
          ),
        )
        .returning({ pendingPasswordHash: emailVerificationTokens.pendingPasswordHash })
      const contested = others.some((o) => o.pendingPasswordHash !== spent.pendingPasswordHash)
      // Contested: no registrant's password survives; an unguessable one waits for the owner's reset.
      const passwordHash = contested
        ? await hashPassword(randomBytes(32).toString('base64url'))
        : (spent.pendingPasswordHash ?? undefined)
      const [verified] = await db
        .update(users)
        .set({
          emailVerifiedAt: at,
          updatedAt: at,
          ...(passwordHash ? { passwordHash } : {}),
          ...(spent.pendingFullName ? { fullName: spent.pendingFullName } : {}),
        })
        // An account already proven (by a reset link, or another click) keeps the password its owner chose.
        .where(and(eq(users.id, spent.userId), isNull(users.emailVerifiedAt)))
        .returning({ id: users.id })
      log.info({ userId: spent.userId, contested: contested && Boolean(verified) }, 'email verified')
      return verified && contested ? 'verifiedChoosePassword' : 'verified'
    },
  }
}
