/**
 * Change the e-mail address (docs/product.md §4.4): the password is asked for; a link goes to the new address, which
 * replaces the old one only when it is opened; the old address is told when the change is asked for (T4-1) and once
 * it is made. The answer is the same whether or not
 * the new address has an account: such an address gets a notice instead of the link (no enumeration). Nobody has
 * proven the new address, so either mail goes through the new-address gate (per recipient, per account, then the
 * anonymous-mail budget: T4-6); a refused one is dropped and the answer stays the same.
 */
import { and, eq, gt, isNull } from 'drizzle-orm'
import { EMAIL_CHANGE_TTL_MS } from '@/lib/constants'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import { confirmEmailChangeSchema, requestEmailChangeSchema } from '@/lib/validation/settings'
import { emailChangeTokens, users } from '../../db/schema/index'
import { emailChangedMail, emailChangeMail, emailChangeRequestedMail, emailChangeTakenMail } from '../../mail/index'
import { AccountError } from '../errors'
import { hashToken, newSecretToken } from '../tokens'
import { said, serverMessagesIn } from '../../localized'
import { findUserByEmail, sendMail, type AccountsDeps } from '../context'
import type { NewAddressMailGate } from '../../rate-limit/index'
import { requirePassword, signedInUser } from './shared'
import { parseInput } from '../input'

export interface EmailChangeDeps extends AccountsDeps {
  /** Without it (tests of other things) every mail goes. */
  newAddressMail?: NewAddressMailGate
}

export async function requestEmailChange(
  deps: EmailChangeDeps,
  token: string | undefined,
  input: unknown,
  /** The language of the answer (the page's); the mails use the account's. */
  locale: Locale = DEFAULT_LOCALE,
  /** The caller's address, for the new-address gate's client share. */
  ip = 'unknown',
): Promise<{ message: string }> {
  const user = await signedInUser(deps, token)
  const { newEmail, password } = parseInput(requestEmailChangeSchema, input)
  await requirePassword(user, password)
  if (newEmail.toLowerCase() === user.email.toLowerCase())
    throw new AccountError(
      said((m) => m.settings.sameEmail),
      'BAD_USER_INPUT',
      'newEmail',
    )
  const at = deps.now()
  // Only the newest request counts: earlier links stop working.
  await deps.db
    .update(emailChangeTokens)
    .set({ usedAt: at })
    .where(and(eq(emailChangeTokens.userId, user.id), isNull(emailChangeTokens.usedAt)))
  const answer = { message: serverMessagesIn(locale).settings.emailChangeRequested }
  if (deps.newAddressMail && !(await deps.newAddressMail.allow({ ip, account: user.id, recipient: newEmail }))) {
    deps.logger.warn({ userId: user.id }, 'e-mail change mail dropped: new-address mail budget spent')
    return answer
  }
  if (await findUserByEmail(deps, newEmail)) {
    await sendMail(deps, newEmail, emailChangeTakenMail({ publicUrl: deps.publicUrl, locale: user.locale }))
  } else {
    const link = newSecretToken()
    await deps.db.insert(emailChangeTokens).values({
      tokenHash: link.hash,
      userId: user.id,
      newEmail,
      expiresAt: new Date(at.getTime() + EMAIL_CHANGE_TTL_MS),
    })
    await sendMail(
      deps,
      newEmail,
      emailChangeMail({ publicUrl: deps.publicUrl, token: link.token, locale: user.locale }),
    )
  }
  // The current address hears of it now, while a password reset can still stop it (T4-1); only within the gate's
  // budget, so the request cannot be used to flood the owner's inbox either.
  await sendMail(
    deps,
    user.email,
    emailChangeRequestedMail({ publicUrl: deps.publicUrl, fullName: user.fullName, newEmail, locale: user.locale }),
  )
  deps.logger.info({ userId: user.id }, 'e-mail change requested')
  return answer
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true
  return false
}

/** Opening the link: works without a session (the link proves the new address), once, within 24 hours. */
export async function confirmEmailChange(
  deps: AccountsDeps,
  input: unknown,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ message: string }> {
  const { token } = parseInput(confirmEmailChangeSchema, input)
  const at = deps.now()
  const [spent] = await deps.db
    .update(emailChangeTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(emailChangeTokens.tokenHash, hashToken(token)),
        isNull(emailChangeTokens.usedAt),
        gt(emailChangeTokens.expiresAt, at),
      ),
    )
    .returning()
  const invalidLink = said((m) => m.settings.invalidEmailChangeLink)
  if (!spent) throw new AccountError(invalidLink, 'BAD_USER_INPUT')
  const [before] = await deps.db.select().from(users).where(eq(users.id, spent.userId))
  if (!before) throw new AccountError(invalidLink, 'BAD_USER_INPUT')
  try {
    await deps.db
      .update(users)
      .set({ email: spent.newEmail, emailVerifiedAt: at, updatedAt: at })
      .where(eq(users.id, spent.userId))
  } catch (err) {
    // Someone registered the address after the link was sent: it cannot be this account's too.
    if (isUniqueViolation(err))
      throw new AccountError(
        said((m) => m.settings.emailTaken),
        'BAD_USER_INPUT',
      )
    throw err
  }
  await sendMail(
    deps,
    before.email,
    emailChangedMail({
      fullName: before.fullName,
      publicUrl: deps.publicUrl,
      newEmail: spent.newEmail,
      locale: before.locale,
    }),
  )
  deps.logger.info({ userId: spent.userId }, 'e-mail changed')
  return { message: serverMessagesIn(locale).settings.emailChanged }
}
