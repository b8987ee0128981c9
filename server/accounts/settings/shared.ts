/**
 * What every account-settings use case shares (docs/product.md §2.22): the signed-in caller, the password check,
 * and session revocation. The session rules are those of the accounts service (server/accounts/service.ts): JWTs
 * carry whole seconds, and `tokens_valid_after` refuses every token issued before it.
 */
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { users, type User } from '../../db/schema/index'
import type { Logger } from '../../logger'
import type { Mailer, RenderedMail } from '../../mail/index'
import type { UnsubscribeLinks } from '../../newsletter/unsubscribe'
import { AccountError } from '../errors'
import { verifySessionToken } from '../jwt'
import { verifyPassword } from '../passwords'
import { said } from '../../localized'

export interface SettingsDeps {
  db: Database
  mailer: Pick<Mailer, 'enqueue'>
  publicUrl: string
  jwtSecret: string
  logger: Logger
  unsubscribe: UnsubscribeLinks
  now: () => Date
}

/** The first second in which tokens count again after `tokensValidAfter`. */
export function firstValidSecond(tokensValidAfter: Date): number {
  return Math.ceil(tokensValidAfter.getTime() / 1000)
}

/** A `tokensValidAfter` strictly after every iat issued so far (see revokeAfter in server/accounts/service.ts). */
export function revokeAfter(at: Date, previous: Date): Date {
  return new Date(Math.max(at.getTime() + 1, firstValidSecond(previous) * 1000 + 1))
}

/** The caller: the user a valid, unrevoked session token names; UNAUTHENTICATED otherwise. */
export async function signedInUser(deps: SettingsDeps, token: string | undefined): Promise<User> {
  const claims = token ? await verifySessionToken(deps.jwtSecret, token, deps.now()) : undefined
  if (claims && /^[0-9a-f-]{36}$/i.test(claims.userId)) {
    const [user] = await deps.db.select().from(users).where(eq(users.id, claims.userId))
    if (user && claims.issuedAt >= firstValidSecond(user.tokensValidAfter)) return user
  }
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

export async function sendMail(deps: SettingsDeps, to: string, mail: RenderedMail): Promise<void> {
  await deps.mailer.enqueue({
    to,
    kind: mail.kind,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
  })
}
