/**
 * Change the password in the settings (docs/product.md §2.22): the current one is asked for, every session issued so
 * far ends (as after a reset, ASVS 7.4.3), and the caller gets a fresh token so this device stays signed in.
 */
import { eq } from 'drizzle-orm'
import { changePasswordSchema } from '@/lib/validation/settings'
import { users } from '../../db/schema/index'
import { accountPasswordChangedMail } from '../../mail/index'
import { AccountError } from '../errors'
import { signSessionToken } from '../jwt'
import { hashPassword, verifyPassword } from '../passwords'
import { endPendingLinks } from '../pending-links'
import { firstValidSecond, revokeAfter, toPublicUser, type PublicUser } from '../session'
import { said } from '../../localized'
import { sendMail, type AccountsDeps } from '../context'
import { signedInUser } from './shared'
import { parseInput } from '../input'

export async function changePassword(
  deps: AccountsDeps,
  token: string | undefined,
  input: unknown,
): Promise<{ token: string; user: PublicUser }> {
  const user = await signedInUser(deps, token)
  const data = parseInput(changePasswordSchema, input)
  if (!(await verifyPassword(user.passwordHash, data.currentPassword)))
    throw new AccountError(
      said((m) => m.settings.wrongCurrentPassword),
      'BAD_USER_INPUT',
      'currentPassword',
    )
  const passwordHash = await hashPassword(data.newPassword)
  const at = deps.now()
  const tokensValidAfter = revokeAfter(at, user.tokensValidAfter)
  const [saved] = await deps.db
    .update(users)
    .set({ passwordHash, tokensValidAfter, updatedAt: at })
    .where(eq(users.id, user.id))
    .returning()
  if (!saved)
    throw new AccountError(
      said((m) => m.settings.notSignedIn),
      'UNAUTHENTICATED',
    )
  await endPendingLinks(deps.db, saved.id, at)
  // The first second that counts after the revocation: this token is valid, every earlier one is not.
  const fresh = await signSessionToken(deps.jwtSecret, saved.id, firstValidSecond(tokensValidAfter))
  const mail = accountPasswordChangedMail({ fullName: saved.fullName, publicUrl: deps.publicUrl, locale: saved.locale })
  await sendMail(deps, saved.email, mail)
  deps.logger.info({ userId: saved.id }, 'password changed in settings')
  return { token: fresh, user: toPublicUser(saved) }
}
