/** Log in: a session token for a verified account whose password matches (session.ts has the token rules). */
import { loginSchema } from '@/lib/validation/index'
import { said } from '../localized'
import { findUserByEmail, type AccountsDeps } from './context'
import { AccountError } from './errors'
import { parseInput } from './input'
import { signSessionToken } from './jwt'
import { getDummyHash, verifyPassword } from './passwords'
import { firstValidSecond, toPublicUser, type PublicUser } from './session'

/** An unknown address is hashed against a dummy, so it takes as long as a wrong password. */
export async function login(ctx: AccountsDeps, input: unknown): Promise<{ token: string; user: PublicUser }> {
  const data = parseInput(loginSchema, input)
  const user = await findUserByEmail(ctx, data.email)
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
  const issuedAt = Math.max(Math.floor(ctx.now().getTime() / 1000), firstValidSecond(user.tokensValidAfter))
  const token = await signSessionToken(ctx.jwtSecret, user.id, issuedAt)
  ctx.logger.info({ userId: user.id }, 'user logged in')
  return { token, user: toPublicUser(user) }
}
