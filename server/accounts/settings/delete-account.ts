/**
 * Delete the account (docs/product.md §2.22, docs/security.md §4): the password is asked for; the
 * user row goes (name, e-mail, password hash, its links and tokens with it), so every session ends and the address can
 * register afresh; the address's newsletter subscription, alerts and queued mails go too. Orders stay for the legal
 * accounting period, but without the shopper: no account, e-mail, name or billing address is left on them, so a new
 * account with the same address does not see them either.
 */
import { eq, or, type AnyColumn } from 'drizzle-orm'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import { deleteAccountSchema } from '@/lib/validation/settings'
import type { Database } from '../../db/client'
import {
  checkoutSessions,
  mailOutbox,
  newsletterSubscribers,
  stockAlerts,
  users,
  type User,
} from '../../db/schema/index'
import { serverMessagesIn } from '../../localized'
import type { OrdersService } from '../../orders/index'
import { sameAddress, type AccountsDeps } from '../context'
import { requirePassword, signedInUser } from './shared'
import { parseInput } from '../input'

/** Removes the shopper from their checkout sessions (the orders forget them themselves: server/orders/forget.ts). */
async function detachSessions(db: Pick<Database, 'update'>, user: User): Promise<void> {
  const mySessions = user.emailVerifiedAt
    ? or(eq(checkoutSessions.userId, user.id), sameAddress(checkoutSessions.customerEmail, user.email))
    : eq(checkoutSessions.userId, user.id)
  await db.update(checkoutSessions).set({ userId: null, customerEmail: null, billingAddress: null }).where(mySessions)
}

export async function deleteAccount(
  deps: AccountsDeps & { orders: Pick<OrdersService, 'forget'> },
  token: string | undefined,
  input: unknown,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ success: boolean; message: string }> {
  const user = await signedInUser(deps, token)
  const { password } = parseInput(deleteAccountSchema, input)
  await requirePassword(user, password)
  const at = deps.now()
  const ofUser = (column: AnyColumn) => sameAddress(column, user.email)
  const kept = await deps.db.transaction(async (tx) => {
    const count = await deps.orders.forget(user, at, tx)
    await detachSessions(tx, user)
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
