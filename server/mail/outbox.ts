/** The mail_outbox table: every message is written here first, then claimed and delivered by the mailer. */
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { mailOutbox, type OutboxRow } from '../db/schema/index'

export type { OutboxRow }

/** A claimed row is not picked again for this long, so two loops (or two processes) never send it twice. */
const CLAIM_LEASE_MS = 5 * 60 * 1000

export async function insertMessage(
  db: Database,
  row: Pick<
    OutboxRow,
    'kind' | 'to' | 'replyTo' | 'headers' | 'subject' | 'text' | 'html' | 'status' | 'nextAttemptAt'
  >,
): Promise<OutboxRow> {
  const [inserted] = await db.insert(mailOutbox).values(row).returning()
  if (!inserted) throw new Error('outbox insert returned no row')
  return inserted
}

/**
 * Atomically takes up to `limit` due pending rows (or the one row `onlyId`), counting the attempt and pushing
 * next_attempt_at past the lease. SKIP LOCKED lets several processes share the table on PostgreSQL.
 */
export async function claimDue(
  db: Database,
  now: Date,
  opts: { limit: number; onlyId?: string },
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lte(mailOutbox.nextAttemptAt, now),
        opts.onlyId ? eq(mailOutbox.id, opts.onlyId) : undefined,
      ),
    )
    .orderBy(asc(mailOutbox.createdAt))
    .limit(opts.limit)
    .for('update', { skipLocked: true })
  return db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where(inArray(mailOutbox.id, due))
    .returning()
}

/** What a sent message's text and HTML become: the log of what was sent stays, its links do not. */
export const SENT_BODY_REMOVED = '[removed once sent]'

/**
 * A sent message keeps its envelope (kind, recipient, subject, times) but not its body: verification, reset and
 * confirmation links must not outlive the delivery in a database dump (docs/security/accounts.md, M4).
 */
export async function markSent(db: Database, ids: string[], now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sentAt: now,
      lastError: null,
      text: SENT_BODY_REMOVED,
      html: SENT_BODY_REMOVED,
      headers: null,
    })
    .where(inArray(mailOutbox.id, ids))
}

export async function markAttemptFailed(
  db: Database,
  id: string,
  update: { error: string; nextAttemptAt: Date; giveUp: boolean },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      lastError: update.error.slice(0, 1000),
      nextAttemptAt: update.nextAttemptAt,
      status: update.giveUp ? 'failed' : 'pending',
    })
    .where(eq(mailOutbox.id, id))
}

export async function listMessages(db: Database, opts: { limit: number; to?: string }): Promise<OutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(opts.to ? sql`lower(${mailOutbox.to}) = lower(${opts.to})` : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(opts.limit)
}

export async function getMessage(db: Database, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id))
  return row
}
