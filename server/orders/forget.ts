/**
 * Forgetting a shopper (docs/product.md §2.22, docs/security.md §4): their orders stay for the legal accounting
 * period, but without them: no account, e-mail, name or billing address is left on them, so a new account with the
 * same address does not see them either. Runs in the account deletion's own transaction.
 */
import { eq, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client'
import { orders } from '../db/schema/orders'

export interface ForgottenShopper {
  id: string
  email: string
  /** A verified address's guest orders are the shopper's too (docs/product.md §17.1). */
  emailVerifiedAt: Date | null
}

function ownedBy(user: ForgottenShopper): SQL {
  const byAccount = eq(orders.userId, user.id)
  const byAddress = sql`lower(${orders.email}) = lower(${user.email})`
  return user.emailVerifiedAt ? (or(byAccount, byAddress) ?? byAccount) : byAccount
}

/** Removes the shopper from their orders; amounts, lines and dates stay. Answers how many orders were kept. */
export async function forget(db: Pick<Database, 'update'>, user: ForgottenShopper, at: Date): Promise<number> {
  const detached = await db
    .update(orders)
    .set({ userId: null, email: null, customerName: null, billingAddress: null, updatedAt: at })
    .where(ownedBy(user))
    .returning({ id: orders.id })
  return detached.length
}
