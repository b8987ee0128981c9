/**
 * The mailer: `enqueue` writes to the outbox and returns; delivery happens from the outbox with retries and
 * exponential backoff, so an SMTP outage loses nothing. Without SMTP_URL messages are kept as 'stored' for /dev/mail.
 */
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
  db: Database
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

/** What the mailer's parts share: where rows live, how they are sent, and when to retry. */
interface MailerContext {
  db: Database
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
    from: opts.from,
    log: opts.logger.child({ module: 'mail' }),
    policy: { ...DEFAULT_RETRY_POLICY, ...opts.retry },
    now: opts.now ?? (() => new Date()),
    transport: opts.transport ?? (opts.smtpUrl ? createSmtpTransport(opts.smtpUrl) : undefined),
  }
  const deliverPending = () => deliverDue(ctx)
  const loop = deliveryLoop(ctx, deliverPending)
  return {
    async enqueue(message) {
      const row = await store(ctx, message)
      // First attempt right away, off the request path: the caller's answer must not wait for (or reveal) SMTP.
      if (ctx.transport && !loop.stopped) {
        loop.track(
          claimDue(ctx.db, ctx.now(), { limit: 1, onlyId: row.id })
            .then((rows) => deliverClaimed(ctx, rows))
            .catch((err: unknown) => ctx.log.error({ err, mailId: row.id }, 'mail delivery error')),
        )
      }
      return { id: row.id }
    },
    deliverPending,
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

/** Claims and sends every due row, a batch at a time. */
async function deliverDue(ctx: MailerContext): Promise<void> {
  if (!ctx.transport) return
  for (;;) {
    const rows = await claimDue(ctx.db, ctx.now(), { limit: BATCH_SIZE })
    if (rows.length === 0) return
    await deliverClaimed(ctx, rows)
    if (rows.length < BATCH_SIZE) return
  }
}

async function deliverClaimed(ctx: MailerContext, rows: OutboxRow[]): Promise<void> {
  const { transport } = ctx
  if (!transport) return
  for (const row of rows) {
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
      await markSent(ctx.db, row.id, ctx.now())
      ctx.log.info({ mailId: row.id, kind: row.kind, attempts: row.attempts }, 'mail sent')
    } catch (err) {
      await scheduleRetry(ctx, row, err)
    }
  }
}

/** Exponential backoff up to maxDelayMs; after maxAttempts the row is left 'failed' for a human. */
async function scheduleRetry({ db, log, now, policy }: MailerContext, row: OutboxRow, err: unknown): Promise<void> {
  const giveUp = row.attempts >= policy.maxAttempts
  const delay = Math.min(policy.baseDelayMs * 2 ** (row.attempts - 1), policy.maxDelayMs)
  const error = err instanceof Error ? err.message : String(err)
  await markAttemptFailed(db, row.id, { error, nextAttemptAt: new Date(now().getTime() + delay), giveUp })
  log[giveUp ? 'error' : 'warn'](
    { mailId: row.id, kind: row.kind, attempts: row.attempts, error },
    giveUp ? 'mail failed, giving up' : 'mail attempt failed, will retry',
  )
}

/** The background side: the poll timer, and the deliveries a stop waits for. */
function deliveryLoop({ transport, policy, log }: MailerContext, deliverPending: () => Promise<void>) {
  const inFlight = new Set<Promise<void>>()
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  const track = (p: Promise<void>) => {
    inFlight.add(p)
    void p.finally(() => inFlight.delete(p))
  }
  return {
    track,
    get stopped() {
      return stopped
    },
    start() {
      if (!transport || timer) return
      stopped = false
      const tick = () => {
        track(deliverPending().catch((err: unknown) => log.error({ err }, 'outbox loop error')))
      }
      timer = setInterval(tick, policy.pollIntervalMs)
      timer.unref()
      tick()
    },
    async stop() {
      stopped = true
      if (timer) clearInterval(timer)
      timer = undefined
      await Promise.allSettled([...inFlight])
      transport?.close()
    },
  }
}
