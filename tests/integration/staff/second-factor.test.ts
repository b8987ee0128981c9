/**
 * T4-4 of the third review (docs/security.md §3): the staff role rode on the shopper's 7-day password session. Now the
 * staff fields take only a staff session, which needs the second factor (an authenticator app, TOTP, RFC 6238, or a
 * one-time recovery code), lasts hours, and ends with the account's other sessions, the role, or a factor reset.
 * Through the GraphQL API over both databases, with codes computed as an authenticator app would.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { runStaffCommand } from '@/server/staff/roles'
import { STAFF_SESSION_IDLE_MS, STAFF_SESSION_MAX_MS } from '@/server/staff/second-factor'
import { databaseBackends } from '@/tests/helpers/db'
import { totpCode } from '@/tests/helpers/staff-session'
import { accountsAppPerBackend, LOGOUT, signedInUser } from '../accounts/harness'

const STAFF_ORDERS = '{ staffOrders { totalCount } }'
const ENROL = 'mutation { enrolTotp { secret otpauthUrl } }'
const CONFIRM = 'mutation ($c: String!) { confirmTotp(code: $c) { recoveryCodes token expiresAt } }'
const VERIFY = 'mutation ($c: String!) { verifySecondFactor(code: $c) { token expiresAt } }'
const STEP_MS = 30_000

type Auth = Record<string, string>
const bearer = (token: string): Auth => ({ authorization: `Bearer ${token}` })

describe.each(databaseBackends)('the staff second factor over $name', (backend) => {
  const app = accountsAppPerBackend(backend, { smtp: false })

  const staffMember = () => signedInUser(app, `staff-${randomUUID()}@example.com`, { isStaff: true })
  const refusal = async (auth: Auth) => (await app.gql(STAFF_ORDERS, {}, auth)).body.errors?.[0]?.extensions
  const listed = async (auth: Auth) => {
    const res = await app.gql<{ staffOrders: { totalCount: number } }>(STAFF_ORDERS, {}, auth)
    expect(res.body.errors).toBeUndefined()
    return res.body.data?.staffOrders.totalCount
  }
  /** The app's code `steps` periods from now on the app's clock (the harness clock is the shop's). */
  const code = (secret: string, steps = 0) => totpCode(secret, app.clock.now().getTime() + steps * STEP_MS)

  async function enrolled(member: { auth: Auth }) {
    const enrolment = await app.gql<{ enrolTotp: { secret: string; otpauthUrl: string } }>(ENROL, {}, member.auth)
    const { secret } = enrolment.body.data!.enrolTotp
    const confirmed = await app.gql<{ confirmTotp: { recoveryCodes: string[]; token: string } }>(
      CONFIRM,
      { c: code(secret) },
      member.auth,
    )
    return { secret, ...confirmed.body.data!.confirmTotp }
  }

  it("refuses a staff account's password session, saying the second factor is missing (it was enough before)", async () => {
    const member = await staffMember()
    expect(await refusal(member.auth)).toEqual({ code: 'FORBIDDEN', reason: 'SECOND_FACTOR_NOT_ENROLLED' })
    const shopper = await signedInUser(app, `shopper-${randomUUID()}@example.com`)
    expect(await refusal(shopper.auth)).toEqual({ code: 'FORBIDDEN', reason: 'NOT_STAFF' })
    expect((await app.gql(ENROL, {}, shopper.auth)).body.errors?.[0]?.extensions).toMatchObject({ reason: 'NOT_STAFF' })
    expect(await refusal({})).toEqual({ code: 'UNAUTHENTICATED' })
  })

  it('enrols an authenticator app: a wrong code is refused, the right one gives recovery codes and a staff session', async () => {
    const member = await staffMember()
    const enrolment = await app.gql<{ enrolTotp: { secret: string; otpauthUrl: string } }>(ENROL, {}, member.auth)
    const { secret, otpauthUrl } = enrolment.body.data!.enrolTotp
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=[A-Z2-7]{32}/)
    const wrong = String((Number(code(secret)) + 1) % 1_000_000).padStart(6, '0')
    expect((await app.gql(CONFIRM, { c: wrong }, member.auth)).body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'code',
    })
    const confirmed = await app.gql<{ confirmTotp: { recoveryCodes: string[]; token: string; expiresAt: string } }>(
      CONFIRM,
      { c: code(secret) },
      member.auth,
    )
    const { recoveryCodes, token, expiresAt } = confirmed.body.data!.confirmTotp
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)
    expect(Date.parse(expiresAt) - app.clock.now().getTime()).toBeLessThanOrEqual(STAFF_SESSION_MAX_MS)
    expect(await listed(bearer(token))).toBe(0)
    // Enrolled: the password session still cannot act, and cannot replace the app.
    expect(await refusal(member.auth)).toEqual({ code: 'FORBIDDEN', reason: 'SECOND_FACTOR_REQUIRED' })
    expect((await app.gql(ENROL, {}, member.auth)).body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' })
    const me = await app.gql<{ me: { secondFactorEnrolled: boolean } }>(
      '{ me { secondFactorEnrolled } }',
      {},
      member.auth,
    )
    expect(me.body.data?.me.secondFactorEnrolled).toBe(true)
  })

  it('verifies a later code once, and a recovery code once; a staff token is no shopper session', async () => {
    const member = await staffMember()
    const { secret, recoveryCodes } = await enrolled(member)
    // The confirming code was spent: the same code again is a replay.
    expect((await app.gql(VERIFY, { c: code(secret) }, member.auth)).body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
    })
    const next = code(secret, 1)
    const verified = await app.gql<{ verifySecondFactor: { token: string } }>(VERIFY, { c: next }, member.auth)
    const staffToken = verified.body.data!.verifySecondFactor.token
    expect(await listed(bearer(staffToken))).toBe(0)
    expect((await app.gql(VERIFY, { c: next }, member.auth)).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')

    const recovery = recoveryCodes[3]!
    const byRecovery = await app.gql<{ verifySecondFactor: { token: string } }>(
      VERIFY,
      { c: recovery.toUpperCase() },
      member.auth,
    )
    expect(await listed(bearer(byRecovery.body.data!.verifySecondFactor.token))).toBe(0)
    expect((await app.gql(VERIFY, { c: recovery }, member.auth)).body.errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    )
    // Neither a shopper field nor the second factor itself takes a staff token.
    expect((await app.gql('{ me { email } }', {}, bearer(staffToken))).body.data).toEqual({ me: null })
    expect((await app.gql(VERIFY, { c: code(secret, -1) }, bearer(staffToken))).body.errors?.[0]?.extensions).toEqual({
      code: 'UNAUTHENTICATED',
    })
  })

  it('ends the staff session after an hour unused, and after 12 hours in all', async () => {
    const member = await staffMember()
    const { token } = await enrolled(member)
    app.clock.advance(STAFF_SESSION_IDLE_MS - 5 * 60_000)
    expect(await listed(bearer(token))).toBe(0)
    app.clock.advance(STAFF_SESSION_IDLE_MS + 60_000)
    expect(await refusal(bearer(token))).toEqual({ code: 'UNAUTHENTICATED' })

    const other = await staffMember()
    const second = await enrolled(other)
    for (let hours = 0; hours < 12; hours++) {
      app.clock.advance(50 * 60_000)
      if ((hours + 1) * 50 * 60_000 < STAFF_SESSION_MAX_MS) expect(await listed(bearer(second.token))).toBe(0)
    }
    app.clock.advance(STAFF_SESSION_MAX_MS - 12 * 50 * 60_000 + 1000)
    expect(await refusal(bearer(second.token))).toEqual({ code: 'UNAUTHENTICATED' })
  })

  it('ends the staff session with a logout, and with a factor reset (npm run staff -- reset-factor)', async () => {
    const member = await staffMember()
    const { token } = await enrolled(member)
    expect((await app.gql(LOGOUT, {}, member.auth)).body.errors).toBeUndefined()
    expect(await refusal(bearer(token))).toEqual({ code: 'UNAUTHENTICATED' })

    const other = await staffMember()
    const second = await enrolled(other)
    const result = await runStaffCommand(app.db.db, { action: 'reset-factor', email: other.email.toUpperCase() })
    expect(result.ok).toBe(true)
    expect(await refusal(bearer(second.token))).toEqual({ code: 'UNAUTHENTICATED' })
    expect(await refusal(other.auth)).toEqual({ code: 'FORBIDDEN', reason: 'SECOND_FACTOR_NOT_ENROLLED' })
    const again = await enrolled(other)
    expect(await listed(bearer(again.token))).toBe(0)
  })

  it("revoking the role refuses the member's staff session at once", async () => {
    const member = await staffMember()
    const { token } = await enrolled(member)
    await runStaffCommand(app.db.db, { action: 'revoke', email: member.email })
    expect(await refusal(bearer(token))).toEqual({ code: 'UNAUTHENTICATED' })
  })
})
