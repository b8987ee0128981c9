/** The outbox: nothing is lost while SMTP is down, retries back off, and /dev/mail shows what was stored. */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { mailOutbox } from '@/server/db/schema/index'
import { createMailer, verificationMail } from '@/server/mail/index'
import { SENT_BODY_REMOVED } from '@/server/mail/outbox'
import { databaseBackends, openTestDatabase, testLogger, type TestDatabase } from '@/tests/helpers/db'
import { linkIn, startSmtpServer, type TestSmtpServer } from '@/harness/smtp'
import { createClock, PUBLIC_URL, REGISTER, startAccountsApp, type AccountsApp } from './harness'

async function waitUntil<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (ok(value)) return value
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms: ${JSON.stringify(value)}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

const message = (to: string) => ({
  to,
  ...verificationMail({ publicUrl: PUBLIC_URL, token: 'tok-123', locale: 'en' }),
})

describe.each(databaseBackends)('mail outbox over $name', ({ name, skipReason }) => {
  let database: TestDatabase
  let smtp: TestSmtpServer

  beforeAll(async () => {
    if (skipReason) return
    database = await openTestDatabase(name)
    smtp = await startSmtpServer()
  })
  afterAll(async () => {
    await smtp?.stop()
    await database?.close()
  })
  beforeEach(async (ctx) => {
    if (skipReason) ctx.skip()
    await database.truncate()
    smtp.messages.length = 0
    await smtp.start()
  })

  /** The outbox on this test's database, sending to the loopback SMTP server; `options` adds a clock or retry rules. */
  const outboxMailer = (options: Partial<Parameters<typeof createMailer>[0]> = {}) =>
    createMailer({
      db: database.db,
      smtpUrl: smtp.url,
      from: 'shop@example.com',
      logger: testLogger,
      publicUrl: PUBLIC_URL,
      ...options,
    })

  const rowOf = async (id: string) => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!

  it('keeps a message through an SMTP outage and delivers it when the server is back', async () => {
    const clock = createClock()
    const mailer = outboxMailer({
      now: clock.now,
    })
    try {
      await smtp.stop()
      const { id } = await mailer.enqueue(message('amina@example.com'))
      const failed = await waitUntil(
        () => rowOf(id),
        (r) => r.attempts === 1 && r.lastError !== null,
      )
      expect(failed.status).toBe('pending')
      expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(clock.now().getTime())
      // Still to be sent: the body stays for the retry.
      expect(failed.text).toContain(`${PUBLIC_URL}/verify/tok-123`)

      await smtp.start()
      // Not due yet: the retry waits for its backoff.
      await mailer.deliverPending()
      expect(smtp.messages).toHaveLength(0)

      clock.advance(60_000)
      await mailer.deliverPending()
      const mail = await smtp.waitFor((m) => m.to.includes('amina@example.com'))
      expect(linkIn(mail, `${PUBLIC_URL}/verify/`)).toBe(`${PUBLIC_URL}/verify/tok-123`)
      const sent = await rowOf(id)
      expect(sent).toMatchObject({ status: 'sent', attempts: 2 })
      expect(sent.sentAt).toBeInstanceOf(Date)
      // Once delivered the link is gone from the database; the envelope stays (docs/security/accounts.md, M4).
      expect(sent).toMatchObject({ text: SENT_BODY_REMOVED, html: SENT_BODY_REMOVED, to: 'amina@example.com' })

      // Delivered once only.
      clock.advance(10 * 60_000)
      await mailer.deliverPending()
      expect(smtp.messages).toHaveLength(1)
    } finally {
      await mailer.stop()
    }
  })

  it('doubles the wait after each failure and gives up after the last attempt', async () => {
    const clock = createClock()
    const mailer = outboxMailer({
      now: clock.now,
      retry: { baseDelayMs: 1000, maxAttempts: 3 },
    })
    try {
      await smtp.stop()
      const { id } = await mailer.enqueue(message('amina@example.com'))
      const first = await waitUntil(
        () => rowOf(id),
        (r) => r.attempts === 1 && r.lastError !== null,
      )
      expect(first.nextAttemptAt.getTime() - clock.now().getTime()).toBeGreaterThan(500)
      expect(first.nextAttemptAt.getTime() - clock.now().getTime()).toBeLessThanOrEqual(1000)

      clock.advance(1000)
      await mailer.deliverPending()
      const second = await rowOf(id)
      expect(second.attempts).toBe(2)
      expect(second.nextAttemptAt.getTime() - clock.now().getTime()).toBeGreaterThan(1500)

      clock.advance(2000)
      await mailer.deliverPending()
      expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 3 })
    } finally {
      await mailer.stop()
    }
  })

  it('sends through the background loop once started', async () => {
    const mailer = outboxMailer()
    try {
      const { id } = await mailer.enqueue(message('loop@example.com'))
      mailer.start()
      await smtp.waitFor((m) => m.to.includes('loop@example.com'))
      await waitUntil(
        () => rowOf(id),
        (r) => r.status === 'sent',
      )
    } finally {
      await mailer.stop()
    }
  })
})

describe('/dev/mail without SMTP', () => {
  let database: TestDatabase
  let app: AccountsApp

  beforeAll(async () => {
    database = await openTestDatabase('pglite')
    app = await startAccountsApp({ backend: 'pglite', database, smtp: false })
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it('stores messages and lists them newest first, escaped, with clickable links', async () => {
    await app.gql(REGISTER, {
      registerInput: {
        fullName: 'Amina Rahman',
        email: 'amina@example.com',
        password: 'correct-horse-1!',
        confirmPassword: 'correct-horse-1!',
      },
    })
    await app.mailer.enqueue({
      to: 'evil@example.com',
      kind: 'contactMessage',
      subject: '<script>alert(1)</script>',
      text: 'see http://shop.test/x?a=1&b=2',
      html: '<p onclick="x">"quoted"</p>',
    })

    const rows = await database.db.select().from(mailOutbox)
    expect(rows.map((r) => r.status)).toEqual(['stored', 'stored'])

    const list = await (await fetch(`${app.url}/dev/mail/`)).text()
    expect(list).not.toContain('<script>alert(1)</script>')
    expect(list).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(list.indexOf('&lt;script&gt;')).toBeLessThan(list.indexOf('Verify your e-mail'))

    const json = (await (await fetch(`${app.url}/dev/mail/messages.json?to=AMINA@example.com`)).json()) as Array<{
      id: string
      text: string
    }>
    expect(json).toHaveLength(1)
    const verification = await (await fetch(`${app.url}/dev/mail/${json[0]!.id}`)).text()
    expect(verification).toMatch(/<a href="http:\/\/shop\.test\/verify\/[A-Za-z0-9_-]{43}"/)
    expect(verification).toContain('sandbox="')

    const evil = rows.find((r) => r.to === 'evil@example.com')!
    const shown = await (await fetch(`${app.url}/dev/mail/${evil.id}`)).text()
    expect(shown).toContain('srcdoc="&lt;p onclick=&quot;x&quot;&gt;&quot;quoted&quot;&lt;/p&gt;"')
    expect(shown).toContain('<a href="http://shop.test/x?a=1&amp;b=2"')
    expect(shown).not.toContain('<script>')

    expect((await fetch(`${app.url}/dev/mail/not-a-uuid`)).status).toBe(404)
    expect((await fetch(`${app.url}/dev/mail/00000000-0000-0000-0000-000000000000`)).status).toBe(404)
  })
})
