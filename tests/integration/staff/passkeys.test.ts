/**
 * Passkeys as the staff's second factor (docs/security.md §3, T4-4; server/staff/passkeys.ts), through the GraphQL
 * API over both databases, with a software authenticator (the ceremony in a real browser is the Studio's e2e, on
 * Chromium's virtual authenticator). What the shop itself must hold: a challenge is good once, for five minutes, for
 * its member and ceremony; an answer from another origin or for another RP ID is refused; the signature counter must
 * grow; a passkey can be removed, and a factor reset removes them all. Also: the app's secret is encrypted at rest.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { staffFactors } from '@/server/db/schema/index'
import { PASSKEY_CHALLENGE_TTL_MS } from '@/server/staff/passkeys'
import { runStaffCommand } from '@/server/staff/roles'
import { databaseBackends } from '@/tests/helpers/db'
import { softAuthenticator } from '@/tests/helpers/soft-authenticator'
import { totpCode } from '@/tests/helpers/staff-session'
import { accountsAppPerBackend, signedInUser, STUDIO_ORIGIN } from '../accounts/harness'

const STAFF_ORDERS = '{ staffOrders { totalCount } }'
const ENROL = 'mutation { enrolTotp { secret otpauthUrl } }'
const CONFIRM = 'mutation ($c: String!) { confirmTotp(code: $c) { recoveryCodes token expiresAt } }'
const VERIFY = 'mutation ($c: String!) { verifySecondFactor(code: $c) { token expiresAt } }'
const START_REGISTRATION = 'mutation { startPasskeyRegistration { options } }'
const FINISH_REGISTRATION =
  'mutation ($r: String!, $n: String!) { finishPasskeyRegistration(response: $r, name: $n) { id name lastUsedAt } }'
const START_SIGN_IN = 'mutation { startPasskeySignIn { options } }'
const VERIFY_PASSKEY = 'mutation ($r: String!) { verifyPasskey(response: $r) { token expiresAt } }'
const PASSKEYS = '{ staffPasskeys { id name lastUsedAt } }'
const REMOVE = 'mutation ($id: ID!) { removePasskey(id: $id) { id } }'

type Auth = Record<string, string>
const bearer = (token: string): Auth => ({ authorization: `Bearer ${token}` })
type Errors = Array<{ message: string; extensions?: Record<string, unknown> }> | undefined

describe.each(databaseBackends)('staff passkeys over $name', (backend) => {
  const app = accountsAppPerBackend(backend, { smtp: false })

  const firstError = (body: { errors?: Errors }) => body.errors?.[0]?.extensions
  const listed = async (auth: Auth) => {
    const res = await app.gql<{ staffOrders: { totalCount: number } }>(STAFF_ORDERS, {}, auth)
    expect(res.body.errors).toBeUndefined()
    return res.body.data?.staffOrders.totalCount
  }

  /** A staff member with a confirmed app: their password session, the app's secret and a staff session. */
  async function enrolledMember() {
    const member = await signedInUser(app, `staff-${randomUUID()}@example.com`, { isStaff: true })
    const enrolment = await app.gql<{ enrolTotp: { secret: string } }>(ENROL, {}, member.auth)
    const { secret } = enrolment.body.data!.enrolTotp
    const confirmed = await app.gql<{ confirmTotp: { token: string } }>(
      CONFIRM,
      { c: totpCode(secret, app.clock.now().getTime()) },
      member.auth,
    )
    return { ...member, secret, staff: bearer(confirmed.body.data!.confirmTotp.token) }
  }

  const options = async (document: string, auth: Auth) => {
    const res = await app.gql<Record<string, { options: string }>>(document, {}, auth)
    expect(res.body.errors).toBeUndefined()
    return Object.values(res.body.data!)[0]!.options
  }

  /** Registers a new software passkey for the member (with their staff session). */
  async function withPasskey(member: { staff: Auth }, name = 'Work laptop') {
    const authenticator = softAuthenticator({ origin: STUDIO_ORIGIN })
    const answer = authenticator.register(await options(START_REGISTRATION, member.staff))
    const res = await app.gql(FINISH_REGISTRATION, { r: answer, n: name }, member.staff)
    expect(res.body.errors).toBeUndefined()
    return authenticator
  }

  const signInWith = (auth: Auth, answer: string) =>
    app.gql<{ verifyPasskey: { token: string } }>(VERIFY_PASSKEY, { r: answer }, auth)

  it('registers a passkey with a staff session, then the password and the passkey open a staff session', async () => {
    const member = await enrolledMember()
    // The password alone cannot register one (it would be a second factor chosen by whoever has the password).
    expect(firstError((await app.gql(START_REGISTRATION, {}, member.auth)).body)).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'SECOND_FACTOR_REQUIRED',
    })
    // Nor is there anything to sign in with yet.
    expect(firstError((await app.gql(START_SIGN_IN, {}, member.auth)).body)).toMatchObject({ code: 'BAD_USER_INPUT' })

    const key = await withPasskey(member)
    const me = await app.gql<{ me: { hasPasskey: boolean } }>('{ me { hasPasskey } }', {}, member.auth)
    expect(me.body.data?.me.hasPasskey).toBe(true)

    const answer = key.authenticate(await options(START_SIGN_IN, member.auth))
    const signedIn = await signInWith(member.auth, answer)
    expect(signedIn.body.errors).toBeUndefined()
    expect(await listed(bearer(signedIn.body.data!.verifyPasskey.token))).toBe(0)

    const keys = await app.gql<{ staffPasskeys: Array<{ id: string; name: string; lastUsedAt: string | null }> }>(
      PASSKEYS,
      {},
      member.staff,
    )
    expect(keys.body.data?.staffPasskeys).toEqual([{ id: key.id, name: 'Work laptop', lastUsedAt: expect.any(String) }])
  })

  it('spends a challenge once: the same answer again is refused, and so is a registration answer replayed', async () => {
    const member = await enrolledMember()
    const key = softAuthenticator({ origin: STUDIO_ORIGIN })
    const registration = key.register(await options(START_REGISTRATION, member.staff))
    expect((await app.gql(FINISH_REGISTRATION, { r: registration, n: 'Phone' }, member.staff)).body.errors).toBe(
      undefined,
    )
    expect(
      firstError((await app.gql(FINISH_REGISTRATION, { r: registration, n: 'Phone' }, member.staff)).body),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'response' })

    const answer = key.authenticate(await options(START_SIGN_IN, member.auth))
    expect((await signInWith(member.auth, answer)).body.errors).toBeUndefined()
    expect(firstError((await signInWith(member.auth, answer)).body)).toMatchObject({ code: 'BAD_USER_INPUT' })
    // A newer request ends the older one: only the latest challenge counts.
    const older = await options(START_SIGN_IN, member.auth)
    await options(START_SIGN_IN, member.auth)
    expect(firstError((await signInWith(member.auth, key.authenticate(older))).body)).toMatchObject({
      code: 'BAD_USER_INPUT',
    })
  })

  it('refuses an answer after five minutes', async () => {
    const member = await enrolledMember()
    const key = await withPasskey(member)
    const late = await options(START_SIGN_IN, member.auth)
    app.clock.advance(PASSKEY_CHALLENGE_TTL_MS + 1000)
    expect(firstError((await signInWith(member.auth, key.authenticate(late))).body)).toMatchObject({
      code: 'BAD_USER_INPUT',
    })
    const fresh = await options(START_SIGN_IN, member.auth)
    app.clock.advance(PASSKEY_CHALLENGE_TTL_MS - 10_000)
    expect((await signInWith(member.auth, key.authenticate(fresh))).body.errors).toBeUndefined()
  })

  it('refuses an answer from another origin or for another RP ID (a phishing page), and spends its challenge', async () => {
    const member = await enrolledMember()
    const key = await withPasskey(member)
    const phished = await options(START_SIGN_IN, member.auth)
    const fromElsewhere = key.authenticate(phished, { origin: 'https://studio.shop.test.evil.example' })
    expect(firstError((await signInWith(member.auth, fromElsewhere)).body)).toMatchObject({ code: 'BAD_USER_INPUT' })
    expect(firstError((await signInWith(member.auth, key.authenticate(phished))).body)).toMatchObject({
      code: 'BAD_USER_INPUT',
    })
    const otherRp = key.authenticate(await options(START_SIGN_IN, member.auth), { rpId: 'evil.example' })
    expect(firstError((await signInWith(member.auth, otherRp)).body)).toMatchObject({ code: 'BAD_USER_INPUT' })
    // Registering from another origin is refused too.
    const stranger = softAuthenticator({ origin: 'https://evil.example' })
    const registration = stranger.register(await options(START_REGISTRATION, member.staff))
    expect(
      firstError((await app.gql(FINISH_REGISTRATION, { r: registration, n: 'x' }, member.staff)).body),
    ).toMatchObject({ code: 'BAD_USER_INPUT' })
    expect(
      (await signInWith(member.auth, key.authenticate(await options(START_SIGN_IN, member.auth)))).body.errors,
    ).toBe(undefined)
  })

  it('refuses a signature counter that did not grow (a cloned authenticator)', async () => {
    const member = await enrolledMember()
    const key = await withPasskey(member)
    const first = key.authenticate(await options(START_SIGN_IN, member.auth), { counter: 7 })
    expect((await signInWith(member.auth, first)).body.errors).toBeUndefined()
    const clone = key.authenticate(await options(START_SIGN_IN, member.auth), { counter: 7 })
    expect(firstError((await signInWith(member.auth, clone)).body)).toMatchObject({ code: 'BAD_USER_INPUT' })
    const next = key.authenticate(await options(START_SIGN_IN, member.auth), { counter: 8 })
    expect((await signInWith(member.auth, next)).body.errors).toBeUndefined()
  })

  it("takes only the member's own passkeys; a removed one and a factor reset end them", async () => {
    const member = await enrolledMember()
    const other = await enrolledMember()
    const key = await withPasskey(member)
    await withPasskey(other)
    // The member's passkey answering the other member's challenge.
    const crossed = key.authenticate(await options(START_SIGN_IN, other.auth))
    expect(firstError((await signInWith(other.auth, crossed)).body)).toMatchObject({ code: 'BAD_USER_INPUT' })
    // Nor can the other member remove it.
    expect(firstError((await app.gql(REMOVE, { id: key.id }, other.staff)).body)).toMatchObject({
      code: 'BAD_USER_INPUT',
    })

    const second = await withPasskey(member, 'Phone')
    expect((await app.gql(REMOVE, { id: key.id }, member.staff)).body.data).toEqual({
      removePasskey: [{ id: second.id }],
    })
    expect(
      firstError((await signInWith(member.auth, key.authenticate(await options(START_SIGN_IN, member.auth)))).body),
    ).toMatchObject({ code: 'BAD_USER_INPUT' })

    expect((await runStaffCommand(app.db.db, { action: 'reset-factor', email: member.email })).ok).toBe(true)
    // No passkey is left, and a passkey alone is no way back in before the app is set up again.
    expect(firstError((await app.gql(START_SIGN_IN, {}, member.auth)).body)).toMatchObject({ code: 'BAD_USER_INPUT' })
    expect(
      firstError(
        (
          await app.gql(
            VERIFY_PASSKEY,
            { r: second.authenticate('{"challenge":"x","rpId":"studio.shop.test"}') },
            member.auth,
          )
        ).body,
      ),
    ).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'SECOND_FACTOR_NOT_ENROLLED',
    })
  })

  it("keeps the app's secret encrypted, and reads (then encrypts) one stored before encryption", async () => {
    const member = await enrolledMember()
    const [row] = await app.db.db.select().from(staffFactors).where(eq(staffFactors.userId, member.id))
    expect(row!.totpSecret).not.toContain(member.secret)
    expect(row!.totpSecret).toMatch(/^v1\./)

    // A row from before: the bare base32 secret still verifies, and is stored encrypted afterwards.
    await app.db.db.update(staffFactors).set({ totpSecret: member.secret }).where(eq(staffFactors.userId, member.id))
    const code = totpCode(member.secret, app.clock.now().getTime() + 30_000)
    const verified = await app.gql(VERIFY, { c: code }, member.auth)
    expect(verified.body.errors).toBeUndefined()
    const [after] = await app.db.db.select().from(staffFactors).where(eq(staffFactors.userId, member.id))
    expect(after!.totpSecret).toMatch(/^v1\./)
  })
})
