/**
 * What every account-settings use case shares (docs/product.md §2.22) beyond the accounts context (../context.ts):
 * the signed-in caller and the password check. Sessions follow the rules of ../session.ts.
 */
import type { User } from '../../db/schema/index'
import { said } from '../../localized'
import type { AccountsDeps } from '../context'
import { AccountError } from '../errors'
import { verifyPassword } from '../passwords'
import { sessionUser } from '../session'

/** The caller: the user a valid, unrevoked session token names; UNAUTHENTICATED otherwise. */
export async function signedInUser(deps: AccountsDeps, token: string | undefined): Promise<User> {
  const user = await sessionUser(deps, token)
  if (user) return user
  throw new AccountError(
    said((m) => m.settings.notSignedIn),
    'UNAUTHENTICATED',
  )
}

/** Changes that could lock the owner out ask for the current password (ASVS 6.2.3). */
export async function requirePassword(user: User, password: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password)))
    throw new AccountError(
      said((m) => m.settings.wrongPassword),
      'BAD_USER_INPUT',
      'password',
    )
}
