/**
 * Sessions: a session is a JWT that carries whole seconds, and a user's `tokens_valid_after` refuses every token
 * issued before it. The rules here are shared by login (login.ts), reset (reset.ts) and the settings; the use cases
 * are reading the current user (`me`) and logging out.
 */
import { eq } from 'drizzle-orm'
import { users, type User } from '../db/schema/index'
import type { AccountsDeps } from './context'
import { verifySessionToken } from './jwt'
import { endPendingLinks } from './pending-links'

import type { PublicUser } from '../graphql/public-user'

export type { PublicUser }

export function toPublicUser(user: User): PublicUser {
  return { _id: user.id, fullName: user.fullName, email: user.email, isStaff: user.isStaff }
}

/** Session JWTs carry whole seconds: the first second in which tokens count again after `tokensValidAfter`. */
export function firstValidSecond(tokensValidAfter: Date): number {
  return Math.ceil(tokensValidAfter.getTime() / 1000)
}

/**
 * The new `tokensValidAfter` for a revocation at `at`: strictly after every iat issued so far. Those are at most
 * floor(at) (issued before now) or firstValidSecond(previous) (issued right after an earlier revocation), and a
 * new login then gets iat = firstValidSecond(result), at most a second or two ahead of the clock.
 */
export function revokeAfter(at: Date, previous: Date): Date {
  return new Date(Math.max(at.getTime() + 1, firstValidSecond(previous) * 1000 + 1))
}

/** The session token's user, if the token is valid and not revoked. */
export async function sessionUser(
  deps: Pick<AccountsDeps, 'db' | 'jwtSecret' | 'now'>,
  token: string | undefined,
): Promise<User | undefined> {
  if (!token) return undefined
  const claims = await verifySessionToken(deps.jwtSecret, token, deps.now())
  if (!claims || !/^[0-9a-f-]{36}$/i.test(claims.userId)) return undefined
  const [user] = await deps.db.select().from(users).where(eq(users.id, claims.userId))
  if (!user || claims.issuedAt < firstValidSecond(user.tokensValidAfter)) return undefined
  return user
}

/** The user a session token belongs to, or null for a missing, invalid, expired or revoked token. */
export async function me(ctx: AccountsDeps, token: string | undefined): Promise<PublicUser | null> {
  const user = await sessionUser(ctx, token)
  return user ? toPublicUser(user) : null
}

/**
 * Ends the sessions of the token's user on the server (docs/security/accounts.md, L1): every token issued so
 * far is refused from now on, on every device, as after a password reset. Answers true for any token, so a
 * logout never fails in the browser.
 */
export async function logout(ctx: AccountsDeps, token: string | undefined): Promise<boolean> {
  const user = await sessionUser(ctx, token)
  if (!user) return true
  const at = ctx.now()
  await ctx.db
    .update(users)
    .set({ tokensValidAfter: revokeAfter(at, user.tokensValidAfter), updatedAt: at })
    .where(eq(users.id, user.id))
  // Logging out everywhere is how an owner evicts an intruder: their pending links end too (T4-1).
  await endPendingLinks(ctx.db, user.id, at)
  ctx.logger.info({ userId: user.id }, 'user logged out')
  return true
}
