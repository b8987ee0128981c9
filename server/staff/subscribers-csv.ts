/** Confirmed newsletter subscribers as CSV (docs/operations.md), for a mailing service; unconfirmed never leave. */
import { asc, isNotNull } from 'drizzle-orm'
import type { Database } from '../db/client'
import { newsletterSubscribers } from '../db/schema/newsletter'
import type { SubscriberExport } from '../graphql/resolvers.generated'

/** RFC 4180 quoting; a leading =, +, - or @ is defused so a spreadsheet never runs it as a formula (OWASP CSV injection). */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n']/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export async function subscribersCsv(db: Database, now = new Date()): Promise<SubscriberExport> {
  const rows = await db
    .select({ email: newsletterSubscribers.email, confirmedAt: newsletterSubscribers.confirmedAt })
    .from(newsletterSubscribers)
    .where(isNotNull(newsletterSubscribers.confirmedAt))
    .orderBy(asc(newsletterSubscribers.confirmedAt))
  const lines = ['email,confirmed_at', ...rows.map((r) => `${csvCell(r.email)},${r.confirmedAt!.toISOString()}`)]
  return {
    csv: `${lines.join('\r\n')}\r\n`,
    count: rows.length,
    filename: `newsletter-subscribers-${now.toISOString().slice(0, 10)}.csv`,
  }
}
