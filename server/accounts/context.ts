/**
 * What the accounts use cases share, the service's (service.ts assembles them) and the settings' (settings/). Each use
 * case is a plain function of this context, so it names what it reads, and the helpers they all need live here once.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client'
import { users, type User } from '../db/schema/index'
import type { Logger } from '../logger'
import type { Mailer, RenderedMail } from '../mail/index'
import type { UnsubscribeLinks } from '../newsletter/unsubscribe'
import type { OrdersService } from '../orders/index'
import { clientKey, type AnonymousMailGate } from '../rate-limit/index'

export interface AccountsDeps {
  db: Database
  mailer: Pick<Mailer, 'enqueue'>
  publicUrl: string
  jwtSecret: string
  logger: Logger
  unsubscribe: UnsubscribeLinks
  /** The clock for token expiry and JWT times (tests move it). */
  now: () => Date
}

/** The service's use cases also mail addresses nobody has proven, and do some of their work after the answer. */
export interface ServiceContext extends AccountsDeps {
  /** Lets mails to unproven addresses go out (docs/security/accounts.md, N3); without it every mail goes. */
  mailGate?: AnonymousMailGate
  /** Told when a reset link proved that `client` holds the address (N10: its network is then known). */
  onAddressProven?: (email: string, client: string) => Promise<void>
  /** Runs work whose duration depends on the address once the answer is given (after-answer.ts, L2). */
  afterAnswer: (what: string, work: () => Promise<void>) => void
  /** Guest orders join the account once its holder proved the address (docs/security/accounts.md, N5). */
  orders: Pick<OrdersService, 'claimForAccount'>
}

/** An address is one address whatever its case: the unique indexes are on lower(email). */
export function sameAddress(column: AnyColumn, email: string): SQL {
  return sql`lower(${column}) = lower(${email})`
}

export async function findUserByEmail(deps: Pick<AccountsDeps, 'db'>, email: string): Promise<User | undefined> {
  const [user] = await deps.db.select().from(users).where(sameAddress(users.email, email))
  return user
}

/** Mails a proven address (a verified account, or one the caller is signed in as). */
export async function sendMail(deps: Pick<AccountsDeps, 'mailer'>, to: string, mail: RenderedMail): Promise<void> {
  await deps.mailer.enqueue({
    to,
    kind: mail.kind,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
  })
}

/**
 * A mail to an address nobody has proven goes out only if the anonymous-mail gate lets the client (N3); otherwise
 * it is dropped silently (the answer was given already and said the same either way).
 */
export async function sendUnproven(
  ctx: ServiceContext,
  to: string,
  mail: RenderedMail,
  client: string | undefined,
): Promise<void> {
  if (ctx.mailGate && !(await ctx.mailGate.allow(clientKey(client ?? 'unknown')))) {
    ctx.logger.warn({ kind: mail.kind }, 'mail to an unproven address dropped: anonymous mail budget spent')
    return
  }
  await sendMail(ctx, to, mail)
}
