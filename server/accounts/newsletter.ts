/**
 * The newsletter sign-up with double opt-in (docs/product.md §12.2): an address that has not confirmed gets a (fresh)
 * confirmation link; a confirmed one gets nothing. Signing up answers before any of that work.
 */
import { and, eq, gt, isNull } from 'drizzle-orm'
import { isConfirmedLink } from './confirmed-link'
import { NEWSLETTER_CONFIRM_TTL_MS } from '@/lib/constants'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import { newsletterConfirmSchema, newsletterSchema } from '@/lib/validation/index'
import { newsletterSubscribers } from '../db/schema/index'
import { said, serverMessagesIn } from '../localized'
import { newsletterConfirmationMail } from '../mail/index'
import { sameAddress, sendUnproven, type AccountsDeps, type ServiceContext } from './context'
import { AccountError } from './errors'
import { parseInput } from './input'
import { hashToken, newSecretToken } from './tokens'

/** The answer is always `true`, given before any work. */
export async function subscribeToNewsletter(
  ctx: ServiceContext,
  input: unknown,
  client?: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<boolean> {
  const { email } = parseInput(newsletterSchema, input)
  ctx.afterAnswer('newsletter sign-up', async () => {
    const { token, hash } = newSecretToken()
    const at = ctx.now()
    const open = {
      confirmTokenHash: hash,
      confirmExpiresAt: new Date(at.getTime() + NEWSLETTER_CONFIRM_TTL_MS),
      unsubscribeKey: ctx.unsubscribe.key(email),
      locale,
    }
    // A fresh link for an address still unconfirmed (the old one stops working); nothing for a confirmed one.
    const [row] =
      (await ctx.db
        .update(newsletterSubscribers)
        .set(open)
        .where(and(sameAddress(newsletterSubscribers.email, email), isNull(newsletterSubscribers.confirmedAt)))
        .returning()) ?? []
    const [created] = row
      ? [row]
      : await ctx.db
          .insert(newsletterSubscribers)
          .values({ email, createdAt: at, ...open })
          .onConflictDoNothing()
          .returning()
    if (created) {
      const unsubscribeUrl = ctx.unsubscribe.url(created.email, locale)
      const mail = newsletterConfirmationMail({ publicUrl: ctx.publicUrl, token, unsubscribeUrl, locale })
      await sendUnproven(ctx, created.email, mail, client)
    }
  })
  return true
}

export async function confirmNewsletterSubscription(
  ctx: AccountsDeps,
  input: unknown,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ message: string }> {
  const { token } = parseInput(newsletterConfirmSchema, input)
  const at = ctx.now()
  const [confirmed] = await ctx.db
    .update(newsletterSubscribers)
    // The link's hash stays until the address asks again, so a second opening (a double click, a mail scanner that
    // opened it first) says "already confirmed" rather than fail (issue 36, walk #21).
    .set({ confirmedAt: at })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, hashToken(token)),
        isNull(newsletterSubscribers.confirmedAt),
        gt(newsletterSubscribers.confirmExpiresAt, at),
      ),
    )
    .returning({ id: newsletterSubscribers.id })
  if (!confirmed) {
    if (await isConfirmedLink(ctx, newsletterSubscribers, token))
      return { message: serverMessagesIn(locale).accounts.newsletterAlreadyConfirmed }
    throw new AccountError(
      said((m) => m.accounts.invalidNewsletterLink),
      'BAD_USER_INPUT',
    )
  }
  return { message: serverMessagesIn(locale).accounts.newsletterConfirmed }
}
