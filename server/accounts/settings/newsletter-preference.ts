/**
 * The newsletter in the settings (docs/product.md §12.2, §2.22). The account's address is proven (verified), so
 * subscribing here needs no confirmation mail; unsubscribing removes the address from the list.
 */
import { newsletterSubscribers } from '../../db/schema/index'
import { sameAddress, type AccountsDeps } from '../context'
import { signedInUser } from './shared'

export async function newsletterSubscribed(deps: AccountsDeps, token: string | undefined): Promise<boolean> {
  const user = await signedInUser(deps, token)
  const [row] = await deps.db
    .select({ confirmedAt: newsletterSubscribers.confirmedAt })
    .from(newsletterSubscribers)
    .where(sameAddress(newsletterSubscribers.email, user.email))
  return Boolean(row?.confirmedAt)
}

export async function setNewsletterSubscription(
  deps: AccountsDeps,
  token: string | undefined,
  subscribed: boolean,
): Promise<boolean> {
  const user = await signedInUser(deps, token)
  if (!subscribed) {
    await deps.db.delete(newsletterSubscribers).where(sameAddress(newsletterSubscribers.email, user.email))
    return false
  }
  const at = deps.now()
  const confirmed = {
    confirmedAt: at,
    confirmTokenHash: null,
    confirmExpiresAt: null,
    unsubscribeKey: deps.unsubscribe.key(user.email),
  }
  const updated = await deps.db
    .update(newsletterSubscribers)
    .set(confirmed)
    .where(sameAddress(newsletterSubscribers.email, user.email))
    .returning({ id: newsletterSubscribers.id })
  if (updated.length === 0)
    await deps.db
      .insert(newsletterSubscribers)
      .values({ email: user.email, createdAt: at, ...confirmed })
      .onConflictDoNothing()
  return true
}
