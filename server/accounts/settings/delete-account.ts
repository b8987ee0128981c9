/**
 * Delete the account (docs/product.md §2.22, docs/security.md §4): the password is asked for; the
 * user row goes (name, e-mail, password hash, its links and tokens with it), so every session ends and the address can
 * register afresh; the address's newsletter subscription, alerts and queued mails go too. Orders stay for the legal
 * accounting period, but without the shopper: no account, e-mail, name or billing address is left on them, so a new
 * account with the same address does not see them either.
 */
import { eq, or, type AnyColumn, type SQL } from 'drizzle-orm'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import { deleteAccountSchemaIn } from '@/lib/validation/settings'
import type { Database } from '../../db/client'
import {
  checkoutSessions,
  mailOutbox,
  newsletterSubscribers,
  orders,
  stockAlerts,
  users,
  type User,
} from '../../db/schema/index'
import { serverMessagesIn } from '../../localized'
import { sameAddress, type AccountsDeps } from '../context'
import { requirePassword, signedInUser } from './shared'
import { parseInput } from '../input'

/** The orders that are the user's (docs/product.md §17.1): filed under them, or paid with their verified address. */
function ownedOrders(user: User): SQL {
  const byAccount = eq(orders.userId, user.id)
  return user.emailVerifiedAt ? (or(byAccount, sameAddress(orders.email, user.email)) ?? byAccount) : byAccount
}

/** Removes the shopper from their orders and checkout sessions; amounts, lines and dates stay. */
export async function detachOrders(db: Pick<Database, 'update'>, user: User, at: Date): Promise<number> {
  const detached = await db
    .update(orders)
    .set({ userId: null, email: null, customerName: null, billingAddress: null, updatedAt: at })
    .where(ownedOrders(user))
    .returning({ id: orders.id })
  const mySessions = user.emailVerifiedAt
    ? or(eq(checkoutSessions.userId, user.id), sameAddress(checkoutSessions.customerEmail, user.email))
    : eq(checkoutSessions.userId, user.id)
  await db.update(checkoutSessions).set({ userId: null, customerEmail: null, billingAddress: null }).where(mySessions)
  return detached.length
}

export async function deleteAccount(
  deps: AccountsDeps,
  token: string | undefined,
  input: unknown,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ success: boolean; message: string }> {
  const user = await signedInUser(deps, token)
  const { password } = parseInput(deleteAccountSchemaIn, input)
  await requirePassword(user, password)
  const at = deps.now()
  const ofUser = (column: AnyColumn) => sameAddress(column, user.email)
  const kept = await deps.db.transaction(async (tx) => {
    const count = await detachOrders(tx, user, at)
    await tx.delete(newsletterSubscribers).where(ofUser(newsletterSubscribers.email))
    await tx.delete(stockAlerts).where(or(eq(stockAlerts.userId, user.id), ofUser(stockAlerts.email)))
    // Queued and logged mails name the address; the account's tokens go with the user row (ON DELETE CASCADE).
    await tx.delete(mailOutbox).where(ofUser(mailOutbox.to))
    await tx.delete(users).where(eq(users.id, user.id))
    return count
  })
  deps.logger.info({ userId: user.id, ordersKept: kept }, 'account deleted')
  return { success: true, message: serverMessagesIn(locale).settings.accountDeleted }
}
