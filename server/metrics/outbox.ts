/** The mail outbox's backlog and age as gauges, read from the database at each scrape (docs/operations.md). */
import { sql } from 'drizzle-orm'
import { Gauge, type Registry } from 'prom-client'
import type { Database } from '../db/client'
import { mailOutbox } from '../db/schema/index'

interface OutboxState {
  pending: number
  failed: number
  oldestAgeSeconds: number
}

export function registerOutboxGauges(registry: Registry, db: Database): void {
  const outbox = outboxReader(db)
  const gauge = (name: string, help: string, value: (state: OutboxState) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(value(await outbox()))
      },
    })
  gauge('shop_mail_outbox_pending', 'Mails waiting for (another) delivery attempt', (s) => s.pending)
  gauge(
    'shop_mail_outbox_oldest_pending_age_seconds',
    'Age of the oldest mail still waiting (0 when none waits)',
    (s) => s.oldestAgeSeconds,
  )
  gauge('shop_mail_outbox_failed', 'Mails the outbox gave up on', (s) => s.failed)
}

/** The three outbox gauges share one query per scrape. */
function outboxReader(db: Database): () => Promise<OutboxState> {
  let outboxRead: Promise<OutboxState> | undefined
  return () => {
    outboxRead ??= db
      .select({
        pending: sql<number>`count(*) FILTER (WHERE ${mailOutbox.status} = 'pending')::int`,
        failed: sql<number>`count(*) FILTER (WHERE ${mailOutbox.status} = 'failed')::int`,
        age: sql<number>`coalesce(extract(epoch FROM now() - min(${mailOutbox.createdAt}) FILTER (WHERE ${mailOutbox.status} = 'pending')), 0)::float`,
      })
      .from(mailOutbox)
      .then(([row]) => ({ pending: row?.pending ?? 0, failed: row?.failed ?? 0, oldestAgeSeconds: row?.age ?? 0 }))
      .finally(() => setImmediate(() => (outboxRead = undefined)))
    return outboxRead
  }
}
