/**
 * What a credential change ends besides the sessions (T4-1 of the third review, docs/security.md §3): every link that
 * would still act on the account. An e-mail-change link requested with a stolen session used to survive the owner's
 * password reset, password change and logout, and opening it afterwards gave the attacker the account.
 */
import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../db/client'
import { emailChangeTokens, passwordResetTokens } from '../db/schema/index'

/** Marks the user's open e-mail-change and password-reset links used. Verification links stay (they prove an address). */
export async function endPendingLinks(db: Pick<Database, 'update'>, userId: string, at: Date): Promise<void> {
  await db
    .update(emailChangeTokens)
    .set({ usedAt: at })
    .where(and(eq(emailChangeTokens.userId, userId), isNull(emailChangeTokens.usedAt)))
  await db
    .update(passwordResetTokens)
    .set({ usedAt: at })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)))
}
