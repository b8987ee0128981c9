/**
 * What the alerts use cases share (service.ts binds them; dispatch.ts sends): the process's dependencies, the clock,
 * and the two rules about addresses: who proves one, and which alerts are an account's.
 */
import { eq, or } from 'drizzle-orm'
import type { PRODUCT_BY_SLUG_QUERY_RESULT } from '@/lib/content/sanity.types'
import type { Locale } from '@/lib/i18n/locale'
import { sameAddress } from '../accounts/context'
import type { Database } from '../db/client'
import { stockAlerts, type User } from '../db/schema/index'
import type { Logger } from '../logger'
import type { Mailer } from '../mail/index'
import type { UnsubscribeLinks } from '../newsletter/unsubscribe'

export interface AlertsDeps {
  db: Database
  mailer: Pick<Mailer, 'enqueue'>
  publicUrl: string
  logger: Logger
  unsubscribe: UnsubscribeLinks
  /** The published product (the catalogue service), its texts in `locale` (English when not given). */
  productBySlug(slug: string, locale?: Locale): Promise<PRODUCT_BY_SLUG_QUERY_RESULT>
  /** Units left per variant price id now (docs/product.md §16.4). */
  unitsLeft(priceIds: string[]): Promise<Record<string, number>>
  now?: () => Date
}

export interface AlertsContext extends AlertsDeps {
  now: () => Date
  /** A confirmed alert may be for a variant that is back already: the dispatcher checks. */
  confirmed(): void
  /** Runs work whose duration depends on the address once the answer is given (accounts/after-answer.ts). */
  afterAnswer(what: string, work: () => Promise<void>): void
}

/** Whether the caller proves this address: signed in with it, verified. */
export const proves = (caller: User | undefined, email: string) =>
  Boolean(caller?.emailVerifiedAt && caller.email.toLowerCase() === email.toLowerCase())

/** The alerts of an account: asked for while signed in, or for its verified address. */
export function mine(user: User) {
  const byAccount = eq(stockAlerts.userId, user.id)
  return user.emailVerifiedAt ? or(byAccount, sameAddress(stockAlerts.email, user.email)) : byAccount
}
