/**
 * Whether a double opt-in link was already used to confirm (issue 36, walk #21): the newsletter's and the
 * back-in-stock alerts' confirmations keep the link's hash once confirmed, so opening the link again (a double click,
 * or a mail scanner that opened it first) answers "already confirmed" instead of "invalid or expired". Only whoever
 * holds the link learns this, and only that it was confirmed.
 */
import { and, eq, isNotNull } from 'drizzle-orm'
import type { Database } from '../db/client'
import type { newsletterSubscribers, stockAlerts } from '../db/schema/index'
import { hashToken } from './tokens'

export async function isConfirmedLink(
  ctx: { db: Database },
  table: typeof newsletterSubscribers | typeof stockAlerts,
  token: string,
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.confirmTokenHash, hashToken(token)), isNotNull(table.confirmedAt)))
    .limit(1)
  return Boolean(row)
}
