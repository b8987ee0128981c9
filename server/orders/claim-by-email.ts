/**
 * Guest orders join an account by e-mail only on a proof that the account's holder controls the address now
 * (docs/security/accounts.md, N5): a used reset link (its user holds the inbox and chose the password), or the
 * verification link of a sign-up opened in the browser that signed up (it holds the inbox and the registration's
 * password: server/accounts/verify.ts). A verified address alone is not that proof: whoever clicks a verification
 * link proves the inbox, but the password may be a stranger's registration. Orders from the test payment page are
 * never claimed: anyone can type any address there (N6). A claimed order is labelled with the time it was claimed.
 */
import { and, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { orders } from '../db/schema/orders'

export interface AccountProof {
  userId: string
  email: string
  at: Date
}

export async function claimForAccount(db: Pick<Database, 'update'>, account: AccountProof): Promise<number> {
  const claimed = await db
    .update(orders)
    .set({ userId: account.userId, claimedByEmailAt: account.at })
    .where(and(isNull(orders.userId), sql`not ${orders.test}`, sql`lower(${orders.email}) = lower(${account.email})`))
    .returning({ id: orders.id })
  return claimed.length
}
