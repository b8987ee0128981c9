/**
 * Registration bound to its own verification link (docs/security/accounts.md, N5), through the GraphQL API over
 * both databases: a lone registration's link applies that registration; two different registrants open at once
 * leave no password, whichever link is used (the owner sets one with a reset link); the same registrant twice stays
 * one registration; a reset made first is not undone by a later click.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { emailVerificationTokens } from '@/server/db/schema/index'
import { databaseBackends } from '@/tests/helpers/db'
import { linkIn, startedSmtp, type CapturedMail } from '@/harness/smtp'
import { accountsAppPerBackend, LOGIN, PUBLIC_URL, REGISTER, REQUEST_RESET, RESET, VERIFY } from './harness'

const registration = (password: string, fullName: string) => ({
  registerInput: { fullName, email: 'prey@example.com', password, confirmPassword: password },
})

describe.each(databaseBackends)('registration binding over $name', (backend) => {
  const app = accountsAppPerBackend(backend)

  const tokenIn = (mail: CapturedMail, path: string) =>
    decodeURIComponent(linkIn(mail, `${PUBLIC_URL}${path}`).slice(`${PUBLIC_URL}${path}`.length))

  /** The first mail about `subject` among those that arrive once `send` has been called. */
  async function mailAfter(send: () => Promise<unknown>, subject: RegExp): Promise<CapturedMail> {
    const smtp = startedSmtp(app)
    const before = smtp.messages.length
    await send()
    return smtp.waitFor((m) => smtp.messages.indexOf(m) >= before && subject.test(m.subject))
  }

  /** Registers and returns the link mailed for that registration. */
  async function register(password: string, fullName: string): Promise<string> {
    const mail = await mailAfter(async () => {
      expect((await app.gql(REGISTER, registration(password, fullName))).body.errors).toBeUndefined()
    }, /Verify/)
    return tokenIn(mail, '/verify/')
  }

  const verify = async (token: string) =>
    (await app.gql<{ verifyEmail: { message: string } }>(VERIFY, { verificationToken: token })).body
  const loginError = async (password: string) =>
    (await app.gql(LOGIN, { loginInput: { email: 'prey@example.com', password } })).body.errors?.[0]?.message

  it('keeps the pending password with the link, not on the account, until the link is used', async () => {
    const link = await register('owner-password-1', 'Owner')
    const [row] = await app.db.db.select().from(emailVerificationTokens)
    expect(row!.pendingPasswordHash).toMatch(/^\$argon2id\$/)
    expect(row!.pendingFullName).toBe('Owner')
    expect((await verify(link)).data?.verifyEmail.message).toBe('Email verified successfully. You can now log in.')
    expect(await loginError('owner-password-1')).toBeUndefined()
  })

  it('an attacker registering after the owner gets nothing when the owner uses their own link', async () => {
    const owner = await register('owner-password-1', 'Owner')
    await register('attacker-password-1', 'Attacker')
    expect((await verify(owner)).data?.verifyEmail.message).toMatch(/registered more than once/)
    expect(await loginError('attacker-password-1')).toBe('Invalid email or password')
  })

  it('keeps no password when two registrants are open, and a reset link gives the owner theirs', async () => {
    await register('owner-password-1', 'Owner')
    const attacker = await register('attacker-password-1', 'Attacker')
    expect((await verify(attacker)).data?.verifyEmail.message).toMatch(/registered more than once/)
    expect(await loginError('attacker-password-1')).toBe('Invalid email or password')
    expect(await loginError('owner-password-1')).toBe('Invalid email or password')
    const mail = await mailAfter(() => app.gql(REQUEST_RESET, { email: 'prey@example.com' }), /Reset/)
    await app.gql(RESET, { token: tokenIn(mail, '/reset-password/'), newPassword: 'owner-password-2' })
    expect(await loginError('owner-password-2')).toBeUndefined()
  })

  it('treats the same password registered twice as one registration', async () => {
    const first = await register('same-password-1', 'Amina')
    const second = await register('same-password-1', 'Amina R')
    const rows = await app.db.db.select().from(emailVerificationTokens)
    expect(new Set(rows.map((r) => r.pendingPasswordHash)).size).toBe(1)
    expect((await verify(first)).data?.verifyEmail.message).toBe('Email verified successfully. You can now log in.')
    expect((await verify(second)).errors?.[0]?.message).toBe('Invalid or expired verification token')
    expect(await loginError('same-password-1')).toBeUndefined()
  })

  it('a reset link used first spends the open links, so no later click replaces the chosen password', async () => {
    const attacker = await register('attacker-password-1', 'Attacker')
    const mail = await mailAfter(() => app.gql(REQUEST_RESET, { email: 'prey@example.com' }), /Reset/)
    await app.gql(RESET, { token: tokenIn(mail, '/reset-password/'), newPassword: 'owner-password-2' })
    expect((await verify(attacker)).errors?.[0]?.message).toBe('Invalid or expired verification token')
    expect(await loginError('owner-password-2')).toBeUndefined()
    const open = await app.db.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.pendingFullName, 'Attacker'))
    expect(open[0]!.usedAt).not.toBeNull()
  })
})
