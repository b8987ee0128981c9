/**
 * Password reset: a request mails a link, and the link sets a new password. The request answers the same whether or
 * not the address is known (ASVS 6.3.8), before any work that depends on it (docs/security/accounts.md, L2).
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { RESET_TOKEN_TTL_MS } from '@/lib/constants'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import { forgotPasswordSchema, resetPasswordSchema } from '@/lib/validation/index'
import { emailVerificationTokens, passwordResetTokens, users, type User } from '../db/schema/index'
import { said, serverMessagesIn } from '../localized'
import { passwordChangedMail, passwordResetMail } from '../mail/index'
import { findUserByEmail, sendMail, sendUnproven, type ServiceContext } from './context'
import { AccountError } from './errors'
import { parseInput } from './input'
import { hashPassword } from './passwords'
import { endPendingLinks } from './pending-links'
import { revokeAfter } from './session'
import { hashToken, newSecretToken } from './tokens'

export async function requestPasswordReset(
  ctx: ServiceContext,
  input: unknown,
  client?: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ success: boolean; message: string }> {
  const { email } = parseInput(forgotPasswordSchema, input)
  ctx.afterAnswer('password reset request', async () => {
    const user = await findUserByEmail(ctx, email)
    if (!user) return
    const { token, hash } = newSecretToken()
    await ctx.db.insert(passwordResetTokens).values({
      tokenHash: hash,
      userId: user.id,
      expiresAt: new Date(ctx.now().getTime() + RESET_TOKEN_TTL_MS),
    })
    const { publicUrl } = ctx
    // A verified address is never refused a reset mail because of other people's traffic (N3).
    if (user.emailVerifiedAt)
      await sendMail(ctx, user.email, passwordResetMail({ fullName: user.fullName, publicUrl, token, locale }))
    else await sendUnproven(ctx, user.email, passwordResetMail({ publicUrl, token, locale }), client)
    ctx.logger.info({ userId: user.id }, 'password reset requested')
  })
  return { success: true, message: serverMessagesIn(locale).accounts.resetRequested }
}

export async function resetPassword(
  ctx: ServiceContext,
  input: unknown,
  client?: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ success: boolean; message: string }> {
  const data = parseInput(resetPasswordSchema, input)
  const at = ctx.now()
  const [spent] = await ctx.db
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
  const user = await setPassword(ctx, spent.userId, passwordHash, locale, at)
  await closeOpenLinks(ctx, spent.userId, at)
  if (user) {
    // Whoever used the link holds the address and chose this password: the proof guest orders wait for (N5).
    await ctx.orders.claimForAccount({ userId: user.id, email: user.email, at })
    if (client) await ctx.onAddressProven?.(user.email, client)
    await sendMail(ctx, user.email, passwordChangedMail({ fullName: user.fullName, publicUrl: ctx.publicUrl, locale }))
  }
  ctx.logger.info({ userId: spent.userId }, 'password reset')
  return { success: true, message: serverMessagesIn(locale).accounts.passwordReset }
}

async function setPassword(
  ctx: ServiceContext,
  userId: string,
  passwordHash: string,
  locale: Locale,
  at: Date,
): Promise<User | undefined> {
  const [previous] = await ctx.db
    .select({ tokensValidAfter: users.tokensValidAfter })
    .from(users)
    .where(eq(users.id, userId))
  // Moving tokens_valid_after signs out every existing session (ASVS 7.4.3); the link proved the address too.
  const [user] = await ctx.db
    .update(users)
    .set({
      passwordHash,
      tokensValidAfter: revokeAfter(at, previous?.tokensValidAfter ?? at),
      // Whoever holds the address chose the language of their mails on this page (docs/product.md §19).
      locale,
      updatedAt: at,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(users.id, userId))
    .returning()
  return user
}

async function closeOpenLinks(ctx: ServiceContext, userId: string, at: Date): Promise<void> {
  // Other outstanding reset links die with this one, and so do e-mail-change links (T4-1).
  await endPendingLinks(ctx.db, userId, at)
  // So do open verification links: one used later must not replace the password just chosen (N5).
  await ctx.db
    .update(emailVerificationTokens)
    .set({ usedAt: at })
    .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)))
}
