/**
 * Registration and e-mail verification bound together (docs/security/accounts.md, N5 and L3); verify.ts spends the links. Each registration of
 * an unproven address mails its own link, and keeps its password hash and name with that link: nothing is applied
 * to the account until a link is used, and then only that registration's. When an address was registered by
 * different people (different passwords) and more than one of their links is still open, the first link used proves
 * the address but keeps no password: neither registrant can tell the owner's mail from the other one, so the owner
 * chooses the password with a reset link. The work runs after the answer (the Info finding: no address-dependent
 * timing), and mails to unproven addresses go through the anonymous-mail gate (N3).
 */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { VERIFY_TOKEN_TTL_MS } from '@/lib/constants'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import { registerSchema } from '@/lib/validation/index'
import { emailVerificationTokens, users, type User } from '../db/schema/index'
import { serverMessagesIn } from '../localized'
import { knownEmailMail, verificationMail } from '../mail/index'
import { findUserByEmail, sendMail, sendUnproven, type ServiceContext } from './context'
import { parseInput } from './input'
import { hashPassword, verifyPassword } from './passwords'
import { hashToken, newSecretToken } from './tokens'

export interface Registration {
  fullName: string
  email: string
  password: string
  /** The signing-up browser's secret: its verification link, opened with it, adds guest orders (N5). */
  claimProof?: string
  /** The language of the sign-up page: the account's mails are written in it (docs/product.md §19). */
  locale?: Locale
}

/** Open registrations of one address compared with a new one's password: more would only cost hashing time. */
const SAME_REGISTRANT_CHECKS = 2

/**
 * Answers before any work that depends on the address (the Info finding of the second review): hashing is the
 * same for every address, the rest follows the answer (completeRegistration). `client` is the caller's IP (N3).
 */
export async function register(
  ctx: ServiceContext,
  input: unknown,
  client?: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ message: string }> {
  const data = { ...parseInput(registerSchema, input), claimProof: claimProofOf(input) }
  const passwordHash = await hashPassword(data.password)
  // The same for every address: a database that is down or hung answers 503 now, rather than a sign-up being
  // accepted and then lost after the answer (docs/reliability.md).
  await ctx.db.execute(sql`select 1`)
  ctx.afterAnswer('registration', () => completeRegistration(ctx, { ...data, locale }, passwordHash, client))
  return { message: serverMessagesIn(locale).accounts.registered }
}

/** A browser's claim secret as sent (43 base64url characters from 32 random bytes), or undefined. */
export function claimProofOf(input: unknown): string | undefined {
  const proof = (input as { claimProof?: unknown } | null)?.claimProof
  return typeof proof === 'string' && /^[A-Za-z0-9_-]{32,100}$/.test(proof) ? proof : undefined
}

/** The part of `register` that depends on the address; runs after the answer. */
async function completeRegistration(
  ctx: ServiceContext,
  data: Registration,
  passwordHash: string,
  client?: string,
): Promise<void> {
  const created = (await findUserByEmail(ctx, data.email)) ? undefined : await createUser(ctx, data, passwordHash)
  if (created) {
    await mailLink(
      ctx,
      created,
      { passwordHash, fullName: data.fullName, locale: created.locale, claimProof: data.claimProof },
      client,
    )
    ctx.logger.info({ userId: created.id }, 'user registered')
    return
  }
  // Known address (or a race with another registration of it, lost just now).
  const existing = await findUserByEmail(ctx, data.email)
  if (!existing) return
  if (existing.emailVerifiedAt) {
    // The owner's language, not the stranger's who typed their address.
    const mail = knownEmailMail({ fullName: existing.fullName, publicUrl: ctx.publicUrl, locale: existing.locale })
    await sendMail(ctx, existing.email, mail)
    return
  }
  const kept = await registrationHash(ctx, existing, data.password, passwordHash)
  await mailLink(
    ctx,
    existing,
    {
      passwordHash: kept,
      fullName: data.fullName,
      locale: data.locale ?? existing.locale,
      claimProof: data.claimProof,
    },
    client,
  )
}

/** Open links of the user, newest first. */
function openLinks(ctx: ServiceContext, userId: string, at: Date) {
  return ctx.db
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
}

/**
 * The password hash this registration keeps: an open registration's, when the same password was given there (the
 * same person asking again: their links stay one registration), or the new one.
 */
async function registrationHash(
  ctx: ServiceContext,
  user: User,
  password: string,
  passwordHash: string,
): Promise<string> {
  const links = await openLinks(ctx, user.id, ctx.now())
  const hashes = [...new Set(links.map((l) => l.pendingPasswordHash ?? user.passwordHash))]
  for (const hash of hashes.slice(0, SAME_REGISTRANT_CHECKS)) if (await verifyPassword(hash, password)) return hash
  return passwordHash
}

async function mailLink(
  ctx: ServiceContext,
  user: User,
  pending: { passwordHash: string; fullName: string; locale: Locale; claimProof?: string },
  client?: string,
) {
  const { token, hash } = newSecretToken()
  await ctx.db.insert(emailVerificationTokens).values({
    tokenHash: hash,
    userId: user.id,
    expiresAt: new Date(ctx.now().getTime() + VERIFY_TOKEN_TTL_MS),
    pendingPasswordHash: pending.passwordHash,
    pendingFullName: pending.fullName,
    claimProofHash: pending.claimProof ? hashToken(pending.claimProof) : null,
  })
  await sendUnproven(
    ctx,
    user.email,
    verificationMail({ publicUrl: ctx.publicUrl, token, locale: pending.locale }),
    client,
  )
}

async function createUser(ctx: ServiceContext, data: Registration, passwordHash: string): Promise<User | undefined> {
  const at = ctx.now()
  const [user] = await ctx.db
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
