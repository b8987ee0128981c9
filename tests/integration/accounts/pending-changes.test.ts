/**
 * Third security review (docs/security.md §3), replayed through the GraphQL API over both databases:
 * - T4-1: an e-mail change requested with a stolen session could still be confirmed after the owner reset the
 *   password, changed it or logged out everywhere; the attacker then owned the account. Every credential change now
 *   ends the account's pending links.
 * - T4-6: e-mail-change mails skipped the anonymous-mail gate and had no per-recipient limit (40 mails reached one
 *   inbox in 3 s from one address). They are now budgeted per recipient and per account, with the same answer.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '@/server/accounts/passwords'
import { mailOutbox, users } from '@/server/db/schema/index'
import { NEW_ADDRESS_MAIL_PER_RECIPIENT } from '@/server/rate-limit/new-address-mail'
import { databaseBackends } from '@/tests/helpers/db'
import { linkIn, startedSmtp, type CapturedMail } from '@/harness/smtp'
import { accountsAppPerBackend, LOGOUT, PUBLIC_URL, REQUEST_RESET, RESET, signedInUser } from './harness'

const PASSWORD = 'victim old password 1'
const REQUEST_CHANGE =
  'mutation ($e: String!, $p: String!) { requestEmailChange(newEmail: $e, password: $p) { message } }'
const CONFIRM_CHANGE = 'mutation ($t: String!) { confirmEmailChange(token: $t) { message } }'
const CHANGE_PASSWORD =
  'mutation ($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { token } }'

describe.each(databaseBackends)('pending changes over $name', (backend) => {
  const app = accountsAppPerBackend(backend)
  let passwordHash: string

  beforeAll(async () => {
    if (backend.skipReason) return
    passwordHash = await hashPassword(PASSWORD)
  })

  const tokenIn = (mail: CapturedMail, path: string) =>
    decodeURIComponent(linkIn(mail, `${PUBLIC_URL}${path}`).slice(`${PUBLIC_URL}${path}`.length))

  async function mailAfter(send: () => Promise<unknown>, to: string, subject: RegExp): Promise<CapturedMail> {
    const smtp = startedSmtp(app)
    const before = smtp.messages.length
    await send()
    return smtp.waitFor((m) => smtp.messages.indexOf(m) >= before && m.to.includes(to) && subject.test(m.subject))
  }

  /** The victim's account, and the link an attacker with their session and password had mailed to the attacker. */
  async function attackerHoldsAChangeLink() {
    const victim = await signedInUser(app, `victim-${randomUUID()}@example.com`, { passwordHash })
    const attacker = `attacker-${randomUUID()}@evil.example`
    const mail = await mailAfter(
      () => app.gql(REQUEST_CHANGE, { e: attacker, p: PASSWORD }, victim.auth),
      attacker,
      /Confirm your new e-mail/,
    )
    return { victim, attacker, changeToken: tokenIn(mail, '/account/confirm-email/') }
  }

  async function expectLinkRefused(victim: { id: string; email: string }, changeToken: string) {
    const confirmed = await app.gql(CONFIRM_CHANGE, { t: changeToken })
    expect(confirmed.body.errors?.[0]).toMatchObject({
      message: 'Invalid or expired link',
      extensions: { code: 'BAD_USER_INPUT' },
    })
    const [row] = await app.db.db.select({ email: users.email }).from(users).where(eq(users.id, victim.id))
    expect(row?.email).toBe(victim.email)
  }

  it('T4-1: a password reset ends an e-mail change the attacker requested before it', async () => {
    const { victim, changeToken } = await attackerHoldsAChangeLink()
    const reset = await mailAfter(() => app.gql(REQUEST_RESET, { email: victim.email }), victim.email, /Reset/)
    const done = await app.gql(RESET, { token: tokenIn(reset, '/reset-password/'), newPassword: 'victim NEW pass 2' })
    expect(done.body.errors).toBeUndefined()
    // Before the fix: "Your e-mail address has been changed." and the account's address was the attacker's.
    await expectLinkRefused(victim, changeToken)
  })

  it('T4-1: a password change ends it too', async () => {
    const { victim, changeToken } = await attackerHoldsAChangeLink()
    const changed = await app.gql(CHANGE_PASSWORD, { c: PASSWORD, n: 'victim NEW pass 2' }, victim.auth)
    expect(changed.body.errors).toBeUndefined()
    await expectLinkRefused(victim, changeToken)
  })

  it('T4-1: logging out everywhere ends it too', async () => {
    const { victim, changeToken } = await attackerHoldsAChangeLink()
    expect((await app.gql(LOGOUT, {}, victim.auth)).body.errors).toBeUndefined()
    await expectLinkRefused(victim, changeToken)
  })

  it('T4-1: a link requested after the credential change still works', async () => {
    const victim = await signedInUser(app, `owner-${randomUUID()}@example.com`, { passwordHash })
    const changed = await app.gql<{ changePassword: { token: string } }>(
      CHANGE_PASSWORD,
      { c: PASSWORD, n: 'owner NEW pass 2' },
      victim.auth,
    )
    const auth = { authorization: `Bearer ${changed.body.data!.changePassword.token}` }
    const next = `owner-new-${randomUUID()}@example.com`
    const mail = await mailAfter(
      () => app.gql(REQUEST_CHANGE, { e: next, p: 'owner NEW pass 2' }, auth),
      next,
      /Confirm your new e-mail/,
    )
    const confirmed = await app.gql(CONFIRM_CHANGE, { t: tokenIn(mail, '/account/confirm-email/') })
    expect(confirmed.body.errors).toBeUndefined()
  })

  it('T4-6: one inbox gets at most the per-recipient budget of change mails, and every answer is the same', async () => {
    const target = `target-${randomUUID()}@example.com`
    const accounts = await Promise.all(
      [1, 2].map(() => signedInUser(app, `sender-${randomUUID()}@example.com`, { passwordHash })),
    )
    const answers = new Set<string>()
    for (const account of accounts)
      for (let i = 0; i < 4; i++) {
        const res = await app.gql(REQUEST_CHANGE, { e: target, p: PASSWORD }, account.auth)
        answers.add(JSON.stringify(res.body))
      }
    expect(answers.size).toBe(1)
    expect([...answers][0]).toContain('requestEmailChange')
    // Mails are queued in the outbox during the request: what was queued is what will be sent (8 before the fix).
    const queued = await app.db.db.select().from(mailOutbox).where(eq(mailOutbox.to, target))
    expect(queued).toHaveLength(NEW_ADDRESS_MAIL_PER_RECIPIENT.points)
  })
})
