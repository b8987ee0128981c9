/**
 * Verifying an address: a registration's link is spent and its registration applied. register.ts says how links and
 * registrations are bound (docs/security/accounts.md, N5 and L3). Opened in the browser that signed up (it sends
 * the registration's claim secret), the link proves the registrant holds the inbox: guest orders paid with the
 * address join the account then, as after a reset link (docs/product.md §17.1).
 */
import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import { verifyEmailSchema } from '@/lib/validation/index'
import { emailVerificationTokens, users } from '../db/schema/index'
import { said, serverMessagesIn } from '../localized'
import type { ServiceContext } from './context'
import { AccountError } from './errors'
import { parseInput } from './input'
import { hashPassword } from './passwords'
import { claimProofOf } from './register'
import { hashToken } from './tokens'

export async function verifyEmail(
  ctx: ServiceContext,
  input: unknown,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ message: string }> {
  const { verificationToken } = parseInput(verifyEmailSchema, input)
  const outcome = await spendLink(ctx, verificationToken, claimProofOf(input))
  if (!outcome)
    throw new AccountError(
      said((m) => m.accounts.invalidVerificationToken),
      'BAD_USER_INPUT',
    )
  return { message: serverMessagesIn(locale).accounts[outcome] }
}

/**
 * Spends a link and applies its registration; the answer (a message of lib/i18n/messages/server.ts) says whether
 * the password was kept, undefined for a link that is unknown, used or expired.
 */
async function spendLink(
  ctx: ServiceContext,
  verificationToken: string,
  claimProof: string | undefined,
): Promise<'verified' | 'verifiedChoosePassword' | undefined> {
  const { db } = ctx
  const at = ctx.now()
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
    .returning({ id: users.id, email: users.email })
  // The registrant's own browser, and its password kept: the holder of the inbox is the holder of the account.
  const registrant = Boolean(claimProof) && spent.claimProofHash === hashToken(claimProof ?? '')
  if (verified && !contested && registrant)
    await ctx.orders.claimForAccount({ userId: verified.id, email: verified.email, at })
  ctx.logger.info({ userId: spent.userId, contested: contested && Boolean(verified) }, 'email verified')
  return verified && contested ? 'verifiedChoosePassword' : 'verified'
}
