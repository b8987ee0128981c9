/**
 * Security review findings M3, M4, L1, L2, L3, L4 and L8 (docs/security/accounts.md), each replayed against the whole
 * compiled shop as the exploit was: a real process, GraphQL over real HTTP, mail read from a loopback SMTP server or
 * the shop's own outbox (/dev/mail), PostgreSQL where the finding is about database work.
 */
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { createScratchPostgresDatabase } from '@/harness/postgres'
import { shopPerFile, shopsPerTest } from '../helpers/shops-per-test'
import { gql } from '@/harness/graphql'
import { LOGIN, ME, REGISTER, REQUEST_RESET, RESET, SUBSCRIBE, VERIFY } from '../helpers/account-documents'
import { accountSteps, registerInput } from '../helpers/shop-accounts'
import { startSmtpServer } from '@/harness/smtp'
import { smtpServerForTests } from '../helpers/started-for-tests'

const { start, stopAll } = shopsPerTest()

const smtp = smtpServerForTests()
const { mailedToken, registerVerified } = accountSteps(smtp)

const LOGOUT = 'mutation { logout }'
const CONFIRM_NEWSLETTER = 'mutation ($token: String!) { confirmNewsletterSubscription(token: $token) { message } }'

/** The shop with real SMTP on loopback, believing the X-Forwarded-For of one proxy (the test) for per-IP limits. */
const withSmtp = () => ({ SMTP_URL: smtp.url, TRUST_PROXY: '1' })
/**
 * One such shop for the tests that need nothing fresh (issue 34: a shop per test was most of this file's time). Each
 * uses addresses and client IPs of its own; the ones that register from this machine's address stay within its
 * hourly register budget (10) together: 8 registrations.
 */
const smtpShop = shopPerFile(() => ({ env: withSmtp() }))
/** One shop with nothing set, for the tests that read only what any shop answers (M4's log, L4). */
const defaultShop = shopPerFile()

describe('M3: guessing one account, IPv6 rotation and hashing floods', () => {
  it('wrong passwords for one account from ever new addresses stop at the account-wide budget, with the wait', async () => {
    const shop = await smtpShop()
    await registerVerified(shop, 'victim@example.com', 'the-real-password-1')
    const answers: string[] = []
    for (let i = 1; i <= 21; i++) {
      const res = await gql(
        shop,
        LOGIN,
        { email: 'victim@example.com', password: `guess-number-${i}` },
        { ip: `198.51.100.${i}` },
      )
      answers.push(res.error?.message ?? 'no error')
      if (i === 21) {
        expect(res.error?.extensions?.code).toBe('RATE_LIMITED')
        expect(res.error?.extensions?.retryAfterSeconds).toBeGreaterThan(60)
      }
    }
    expect(answers.slice(0, 20).every((m) => m === 'Invalid email or password')).toBe(true)
    expect(answers[20]).toMatch(/^Too many failed logins for this address\. Please try again in \d+ minutes\.$/)
    // Not a permanent lock-out of everyone: other accounts are untouched.
    await registerVerified(shop, 'bystander@example.com', 'another-password-2')
    const other = await gql(shop, LOGIN, { email: 'bystander@example.com', password: 'another-password-2' })
    expect(other.error).toBeUndefined()
  })

  it('IPv6 addresses of one /64 share one per-IP budget', async () => {
    const shop = await smtpShop()
    // The newsletter allows 10 sign-ups per IP and hour; rotating the last 64 bits must not reset that.
    for (let i = 1; i <= 10; i++) {
      const res = await gql(shop, SUBSCRIBE, { email: `reader${i}@example.com` }, { ip: `2001:db8:1:2::${i}` })
      expect(res.error).toBeUndefined()
    }
    const rotated = await gql(shop, SUBSCRIBE, { email: 'reader11@example.com' }, { ip: '2001:db8:1:2:ffff:1:2:3' })
    expect(rotated.error?.extensions?.code).toBe('RATE_LIMITED')
    const otherNetwork = await gql(shop, SUBSCRIBE, { email: 'reader12@example.com' }, { ip: '2001:db8:1:3::1' })
    expect(otherNetwork.error).toBeUndefined()
  })

  it('a flood of logins is answered 503 with Retry-After once the hashing queue is full, instead of stalling', async () => {
    const shop = await smtpShop()
    const flood = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        gql(
          shop,
          LOGIN,
          { email: `nobody${i}@example.com`, password: 'some-guess-123' },
          { ip: `203.0.113.${(i % 250) + 1}` },
        ),
      ),
    )
    const busy = flood.filter((a) => a.status === 503)
    expect(busy.length).toBeGreaterThan(0)
    for (const answer of busy) {
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(answer.error?.extensions?.code).toBe('SERVICE_UNAVAILABLE')
    }
    // Everything else was an ordinary answer, and the shop still serves.
    for (const answer of flood.filter((a) => a.status !== 503))
      expect(answer.error?.message).toBe('Invalid email or password')
    expect((await fetch(`${shop.url}/healthz`)).status).toBe(200)
  })
})

describe('M4: reset and verification links leak nowhere', () => {
  it('the access log never holds the token of a link', async () => {
    const shop = await defaultShop()
    for (const page of ['/reset-password/SECRETTOKEN123', '/verify/SECRETTOKEN456'])
      expect((await fetch(`${shop.url}${page}`)).status).toBe(200)
    await fetch(`${shop.url}/reset-password/SECRETTOKEN789/index.pageContext.json`)
    await expect.poll(() => shop.output().includes('/reset-password/')).toBe(true)
    expect(shop.output()).not.toMatch(/SECRETTOKEN/)
  })

  it('token pages are never stored and carry no Stripe publishable key (so Stripe.js is not loaded there)', async () => {
    const shop = await start({ env: { STRIPE_PUBLISHABLE_KEY: 'pk_test_accountsSecurity123' } })
    expect(await (await fetch(`${shop.url}/login`)).text()).toContain('pk_test_accountsSecurity123')
    for (const page of [
      '/reset-password/abc123',
      '/verify/abc123',
      '/newsletter/confirm/abc123',
      '/reset-password/abc123/index.pageContext.json',
    ]) {
      const res = await fetch(`${shop.url}${page}`)
      const body = await res.text()
      expect({ page, cacheControl: res.headers.get('cache-control') }).toEqual({ page, cacheControl: 'no-store' })
      expect({ page, key: body.includes('pk_test_') }).toEqual({ page, key: false })
      expect({ page, csp: res.headers.get('content-security-policy')?.includes('stripe.com') }).toEqual({
        page,
        csp: false,
      })
    }
  })

  it('the outbox drops the link once the mail is sent, and keeps it only while the mail still has to go out', async () => {
    const outage = await startSmtpServer()
    await outage.stop()
    const shop = await start({ env: { SMTP_URL: smtp.url, DEV_MAIL: '1' } })
    const before = smtp.messages.length
    await gql(shop, REGISTER, registerInput('outbox@example.com', 'outbox-password-1'))
    await mailedToken('outbox@example.com', '/verify/', before)
    let rows: Array<{ status: string; text: string; html: string }> = []
    await expect
      .poll(async () => {
        rows = (await (await fetch(`${shop.url}/dev/mail/messages.json?to=outbox@example.com`)).json()) as typeof rows
        return rows[0]?.status
      })
      .toBe('sent')
    expect(rows[0]!.text).not.toContain('/verify/')
    expect(rows[0]!.html).not.toContain('/verify/')

    // With SMTP down the message waits for a retry and keeps what it has to send.
    const down = await start({ env: { SMTP_URL: outage.url, DEV_MAIL: '1' } })
    await gql(down, REQUEST_RESET, { email: 'nobody-here@example.com' })
    await gql(down, REGISTER, registerInput('waiting@example.com', 'waiting-password-1'))
    await expect
      .poll(async () => {
        rows = (await (await fetch(`${down.url}/dev/mail/messages.json?to=waiting@example.com`)).json()) as typeof rows
        return rows[0]?.status
      })
      .toBe('pending')
    expect(rows[0]!.text).toContain('/verify/')
  })
})

describe('L1: logout ends the session on the server', () => {
  it('a token used after logout is refused', async () => {
    const shop = await smtpShop()
    await registerVerified(shop, 'leaver@example.com', 'leaver-password-1')
    const login = await gql(shop, LOGIN, { email: 'leaver@example.com', password: 'leaver-password-1' })
    const token = (login.data?.login as { token: string }).token
    expect((await gql(shop, ME, {}, { token })).data?.me).toMatchObject({ email: 'leaver@example.com' })
    const out = await gql(shop, LOGOUT, {}, { token })
    expect(out.error).toBeUndefined()
    expect(out.data?.logout).toBe(true)
    expect((await gql(shop, ME, {}, { token })).data?.me).toBeNull()
    // Logging in again works at once.
    const again = await gql(shop, LOGIN, { email: 'leaver@example.com', password: 'leaver-password-1' })
    const fresh = (again.data?.login as { token: string }).token
    expect((await gql(shop, ME, {}, { token: fresh })).data?.me).toMatchObject({ email: 'leaver@example.com' })
  })
})

const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl) console.info('[tests] skipping the reset-timing test (L2): DATABASE_URL is not set')

describe('L2: a reset request does not wait on work that depends on the address', () => {
  it.skipIf(!databaseUrl)(
    'known and unknown addresses are answered while the tokens table is locked; the mail follows',
    async () => {
      const database = await createScratchPostgresDatabase('shop_reset_timing')
      const locker = new pg.Client({ connectionString: database.url })
      try {
        const shop = await start({ env: { ...withSmtp(), DATABASE_URL: database.url } })
        await registerVerified(shop, 'known@example.com', 'known-password-1')
        const before = smtp.messages.length
        await locker.connect()
        await locker.query('BEGIN')
        await locker.query('LOCK TABLE users, password_reset_tokens, mail_outbox IN ACCESS EXCLUSIVE MODE')
        const timeout = (ms: number) =>
          new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), ms))
        for (const email of ['known@example.com', 'unknown@example.com']) {
          const answer = await Promise.race([gql(shop, REQUEST_RESET, { email }), timeout(15_000)])
          expect({ email, answer: answer === 'still waiting' ? answer : answer.data }).toEqual({
            email,
            answer: { requestPasswordReset: { success: true, message: expect.any(String) } },
          })
        }
        expect(smtp.messages.slice(before).some((m) => m.to.includes('known@example.com'))).toBe(false)
        await locker.query('COMMIT')
        await mailedToken('known@example.com', '/reset-password/', before)
      } finally {
        await locker.end().catch(() => undefined)
        await stopAll()
        await database.drop()
      }
    },
  )
})

describe('L3: account pre-hijacking', () => {
  it("the attacker's password stops working when the owner registers and verifies", async () => {
    const shop = await smtpShop()
    // The attacker registers the victim's address first; the verification mail goes to the victim.
    const first = smtp.messages.length
    await gql(shop, REGISTER, registerInput('prey@example.com', 'attacker-password-1', 'Attacker Name'))
    await mailedToken('prey@example.com', '/verify/', first)
    const before = smtp.messages.length
    await gql(shop, REGISTER, registerInput('prey@example.com', 'victim-password-1', 'Victim Name'))
    const { token } = await mailedToken('prey@example.com', '/verify/', before)
    expect((await gql(shop, VERIFY, { token })).error).toBeUndefined()

    const attacker = await gql(shop, LOGIN, { email: 'prey@example.com', password: 'attacker-password-1' })
    expect(attacker.error?.message).toBe('Invalid email or password')
    // Two registrants were open, so no password was kept (N5): the owner chooses theirs with a reset link.
    const reset = smtp.messages.length
    await gql(shop, REQUEST_RESET, { email: 'prey@example.com' })
    const link = await mailedToken('prey@example.com', '/reset-password/', reset)
    await gql(shop, RESET, { token: link.token, password: 'victim-password-2' })
    const victim = await gql(shop, LOGIN, { email: 'prey@example.com', password: 'victim-password-2' })
    expect(victim.error).toBeUndefined()
    const me = await gql(shop, ME, {}, { token: (victim.data?.login as { token: string }).token })
    expect(me.data?.me).toMatchObject({ fullName: 'Victim Name' })
  })

  it("the link mailed for the attacker's registration gives the attacker nothing once the owner registers", async () => {
    const shop = await smtpShop()
    const before = smtp.messages.length
    await gql(shop, REGISTER, registerInput('prey2@example.com', 'attacker-password-2'))
    const first = await mailedToken('prey2@example.com', '/verify/', before)
    const second = smtp.messages.length
    await gql(shop, REGISTER, registerInput('prey2@example.com', 'victim-password-2'))
    await mailedToken('prey2@example.com', '/verify/', second)
    expect((await gql(shop, VERIFY, { token: first.token })).error).toBeUndefined()
    const attacker = await gql(shop, LOGIN, { email: 'prey2@example.com', password: 'attacker-password-2' })
    expect(attacker.error?.message).toBe('Invalid email or password')
  })
})

describe('L4: /graphql CORS', () => {
  it('answers other origins without allowing them, and never allows credentials', async () => {
    const shop = await defaultShop()
    const preflight = (origin: string) =>
      fetch(`${shop.url}/graphql`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization',
        },
      })
    const evil = await preflight('https://evil.example')
    expect(evil.headers.get('access-control-allow-origin')).not.toBe('https://evil.example')
    expect(evil.headers.get('access-control-allow-origin')).not.toBe('*')
    expect(evil.headers.get('access-control-allow-credentials')).toBeNull()
    const own = await preflight(shop.url)
    expect(own.headers.get('access-control-allow-origin')).toBe(shop.url)
    expect(own.headers.get('access-control-allow-credentials')).toBeNull()
  })
})

describe('L8: the shop as a mail relay', () => {
  it('a newsletter sign-up mails a confirmation link, and counts only once confirmed', async () => {
    const shop = await smtpShop()
    const before = smtp.messages.length
    const subscribed = await gql(shop, SUBSCRIBE, { email: 'reader@example.com' })
    expect(subscribed.data).toEqual({ subscribeToNewsletter: true })
    const { token, mail } = await mailedToken('reader@example.com', '/newsletter/confirm/', before)
    expect(mail.subject).toBe('Confirm your subscription to the Noor & Thread newsletter')
    expect(smtp.messages.slice(before).some((m) => /^Welcome/.test(m.subject))).toBe(false)

    const confirmed = await gql(shop, CONFIRM_NEWSLETTER, { token })
    expect(confirmed.error).toBeUndefined()
    expect(confirmed.data?.confirmNewsletterSubscription).toEqual({
      message: 'Your subscription is confirmed. Thank you!',
    })
    // Opened again (a double click, a mail scanner): already confirmed, not a failure (issue 36, walk #21).
    expect((await gql(shop, CONFIRM_NEWSLETTER, { token })).data?.confirmNewsletterSubscription).toEqual({
      message: 'You had already confirmed this subscription: there is nothing more to do.',
    })
    // A confirmed address is not mailed again by another sign-up.
    const count = smtp.messages.length
    expect((await gql(shop, SUBSCRIBE, { email: 'reader@example.com' })).data).toEqual({ subscribeToNewsletter: true })
    await gql(shop, SUBSCRIBE, { email: 'marker@example.com' })
    await smtp.waitFor((m) => m.to.includes('marker@example.com'))
    expect(smtp.messages.slice(count).filter((m) => m.to.includes('reader@example.com'))).toEqual([])
  })

  it('mails to an address nobody has verified do not carry the text typed into the form', async () => {
    const shop = await smtpShop()
    const before = smtp.messages.length
    await gql(
      shop,
      REGISTER,
      registerInput('stranger@example.com', 'stranger-pass-1', 'Claim your refund at evil.example'),
    )
    const { mail } = await mailedToken('stranger@example.com', '/verify/', before)
    expect(mail.text).not.toContain('evil.example')
    expect(mail.html).not.toContain('evil.example')
    await gql(shop, REQUEST_RESET, { email: 'stranger@example.com' })
    const reset = await mailedToken('stranger@example.com', '/reset-password/', before)
    expect(reset.mail.text).not.toContain('evil.example')
  })

  it('mails to unproven addresses from all clients together stop at the hourly budget, past their own shares', async () => {
    const shop = await start({ env: { ...withSmtp(), ANONYMOUS_MAIL_PER_HOUR: '5' } })
    // Three clients ask for four mails each: every answer is the same (N3: never refused for the budget), and
    // past each client's own share of three only the budget's remainder goes out.
    for (let c = 1; c <= 3; c++)
      for (let i = 1; i <= 4; i++) {
        const res = await gql(shop, SUBSCRIBE, { email: `relay${c}-${i}@example.com` }, { ip: `192.0.2.${c}` })
        expect(res.data).toEqual({ subscribeToNewsletter: true })
      }
    // Every request accounted for: 10 mails arrive and 2 are logged as dropped.
    const dropped = () =>
      shop.logLines().filter((l) => String(l.msg).startsWith('mail to an unproven address dropped')).length
    await expect.poll(dropped, { timeout: 20_000 }).toBe(2)
    const relayed = () => smtp.messages.filter((m) => /relay\d-\d@example\.com/.test(m.to.join(','))).length
    await expect.poll(relayed, { timeout: 20_000 }).toBe(10)
  })
})
