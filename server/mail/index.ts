/**
 * The mailer: `enqueue` writes to the outbox and returns; delivery happens from the outbox with retries and
 * exponential backoff, so an SMTP outage loses nothing. Without SMTP_URL messages are kept as 'stored' for /dev/mail.
 */
import PQueue from 'p-queue'
import type { Database } from '../db/client'
import type { Logger } from '../logger'
import { claimDue, insertMessage, markAttemptFailed, markSent, type OutboxRow } from './outbox'
import type { MailKind } from './templates'
import { createSmtpTransport, type MailTransport } from './transport'

export { devMailRouter } from './dev-router'
export * from './templates'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  replyTo?: string
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>
  /** What the message is (verification, passwordReset, ...): shown in /dev/mail and the logs. */
  kind: MailKind | (string & {})
}

export interface Mailer {
  enqueue(message: MailMessage): Promise<{ id: string }>
  /** Delivers every due pending message once; the background loop calls it, tests may too. */
  deliverPending(): Promise<void>
  start(): void
  stop(): Promise<void>
}

export interface RetryPolicy {
  /** First retry after this long; each further one waits twice as long, up to maxDelayMs. */
  baseDelayMs: number
  maxDelayMs: number
  /** After this many failed attempts the row is marked 'failed' and left for a human. */
  maxAttempts: number
  /** How often the background loop looks for due rows. */
  pollIntervalMs: number
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60 * 1000,
  maxAttempts: 10,
  pollIntervalMs: 15_000,
}

export interface CreateMailerOptions {
  /** Where `enqueue` writes: the caller's connections. */
  db: Database
  /**
   * Where delivery claims and marks rows, when not `db`: the background lane (server/db/client.ts), so a burst of
   * mail never holds the connections requests need.
   */
  deliveryDb?: Database
  smtpUrl?: string
  from: string
  logger: Logger
  publicUrl: string
  retry?: Partial<RetryPolicy>
  /** The clock used for scheduling retries (tests move it forward). */
  now?: () => Date
  /** Replaces SMTP (e.g. another provider); defaults to nodemailer over smtpUrl. */
  transport?: MailTransport
}

const BATCH_SIZE = 20
/**
 * Messages of a batch on their way at once: each is its own SMTP conversation of several round trips, so one at a
 * time could not keep up with a sale's mail; more would only open more connections to the server.
 */
const SENDS_AT_ONCE = 8

/** What the mailer's parts share: where rows live, how they are sent, and when to retry. */
interface MailerContext {
  db: Database
  deliveryDb: Database
  from: string
  log: Logger
  policy: RetryPolicy
  now: () => Date
  /** Undefined without SMTP_URL: messages are kept as 'stored'. */
  transport: MailTransport | undefined
}

export function createMailer(opts: CreateMailerOptions): Mailer {
  const ctx: MailerContext = {
    db: opts.db,
    deliveryDb: opts.deliveryDb ?? opts.db,
    from: opts.from,
    log: opts.logger.child({ module: 'mail' }),
    policy: { ...DEFAULT_RETRY_POLICY, ...opts.retry },
    now: opts.now ?? (() => new Date()),
    transport: opts.transport ?? (opts.smtpUrl ? createSmtpTransport(opts.smtpUrl) : undefined),
  }
  const loop = deliveryLoop(ctx)
  return {
    async enqueue(message) {
      const row = await store(ctx, message)
      // First attempt right away, off the request path: the caller's answer must not wait for (or reveal) SMTP.
      void loop.deliver()
      return { id: row.id }
    },
    deliverPending: () => loop.deliver(),
    start: () => loop.start(),
    stop: () => loop.stop(),
  }
}

async function store({ db, log, now, transport }: MailerContext, message: MailMessage): Promise<OutboxRow> {
  const row = await insertMessage(db, {
    kind: message.kind,
    to: message.to,
    replyTo: message.replyTo ?? null,
    headers: message.headers ?? null,
    subject: message.subject,
    text: message.text,
    html: message.html,
    status: transport ? 'pending' : 'stored',
    nextAttemptAt: now(),
  })
  log.info({ mailId: row.id, kind: row.kind, status: row.status }, 'mail queued')
  return row
}

/**
 * Claims and sends every due row, a batch at a time: one query claims a batch, its messages go out a few at a time,
 * and one query marks the batch's sent messages (a sent message whose mark is lost is sent again after its lease:
 * at-least-once, docs/reliability.md). A delivery per message, each claiming and marking its own row, made two
 * queries per message at once and filled the database's connections under a sale's mail (docs/reliability.md).
 */
async function deliverDue(ctx: MailerContext): Promise<void> {
  if (!ctx.transport) return
  for (;;) {
    const rows = await claimDue(ctx.deliveryDb, ctx.now(), { limit: BATCH_SIZE })
    if (rows.length === 0) return
    await deliverClaimed(ctx, rows)
    if (rows.length < BATCH_SIZE) return
  }
}

async function deliverClaimed(ctx: MailerContext, rows: OutboxRow[]): Promise<void> {
  const { transport } = ctx
  if (!transport) return
  const sent: OutboxRow[] = []
  const sending = new PQueue({ concurrency: SENDS_AT_ONCE })
  await sending.addAll(
    rows.map((row) => async () => {
      try {
        await transport.send({
          from: ctx.from,
          to: row.to,
          replyTo: row.replyTo,
          headers: row.headers,
          subject: row.subject,
          text: row.text,
          html: row.html,
        })
        sent.push(row)
      } catch (err) {
        await scheduleRetry(ctx, row, err).catch((error: unknown) =>
          ctx.log.error({ err: error, mailId: row.id }, 'mail retry could not be scheduled'),
        )
      }
    }),
  )
  if (sent.length === 0) return
  await markSent(
    ctx.deliveryDb,
    sent.map((row) => row.id),
    ctx.now(),
  )
  for (const row of sent) ctx.log.info({ mailId: row.id, kind: row.kind, attempts: row.attempts }, 'mail sent')
}

/** Exponential backoff up to maxDelayMs; after maxAttempts the row is left 'failed' for a human. */
async function scheduleRetry(
  { deliveryDb, log, now, policy }: MailerContext,
  row: OutboxRow,
  err: unknown,
): Promise<void> {
  const giveUp = row.attempts >= policy.maxAttempts
  const delay = Math.min(policy.baseDelayMs * 2 ** (row.attempts - 1), policy.maxDelayMs)
  const error = err instanceof Error ? err.message : String(err)
  await markAttemptFailed(deliveryDb, row.id, { error, nextAttemptAt: new Date(now().getTime() + delay), giveUp })
  log[giveUp ? 'error' : 'warn'](
    { mailId: row.id, kind: row.kind, attempts: row.attempts, error },
    giveUp ? 'mail failed, giving up' : 'mail attempt failed, will retry',
  )
}

/**
 * The delivery side: one pass at a time per process, started by each new message and by the poll timer. A message
 * queued during a pass makes one more pass after it, so a burst of mail is one pass of a few batches, never a
 * delivery per message at once.
 */
function deliveryLoop(ctx: MailerContext) {
  const { transport, policy, log } = ctx
  let running: Promise<void> | undefined
  let again = false
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  const pass = async () => {
    do {
      again = false
      await deliverDue(ctx).catch((err: unknown) => log.error({ err }, 'outbox loop error'))
    } while (again && !stopped)
    running = undefined
  }
  /** Resolves when a pass that started after this call has finished (at once without SMTP or once stopped). */
  const deliver = (): Promise<void> => {
    if (!transport || stopped) return Promise.resolve()
    if (running) {
      again = true
      return running
    }
    running = pass()
    return running
  }
  return {
    deliver,
    start() {
      if (!transport || timer) return
      stopped = false
      timer = setInterval(() => void deliver(), policy.pollIntervalMs)
      timer.unref()
      void deliver()
    },
    async stop() {
      stopped = true
      if (timer) clearInterval(timer)
      timer = undefined
      await running
      transport?.close()
    },
  }
}
