/**
 * Account settings over GraphQL against a real database (docs/product.md §2.22, docs/security.md §4):
 * deletion keeps the orders without the shopper, a password change ends the other sessions, an e-mail change never
 * says whether the new address has an account and is told to the current address when asked for; and back-in-stock alerts are claimed once by concurrent senders.
 */
import { randomUUID } from 'node:crypto'
import { eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '@/server/accounts/passwords'
import { createAlertDispatcher } from '@/server/alerts/dispatch'
import { mailOutbox, newsletterSubscribers, orders, stockAlerts, users } from '@/server/db/schema/index'
import { unsubscribeLinks } from '@/server/newsletter/unsubscribe'
import { databaseBackends, testLogger } from '@/tests/helpers/db'
import { accountsAppPerBackend, JWT_SECRET, PUBLIC_URL, signedInUser } from './harness'

const PASSWORD = 'correct-horse-42!'

describe.each(databaseBackends)('account settings over $name', (backend) => {
  const app = accountsAppPerBackend(backend, { smtp: false })
  let passwordHash: string

  beforeAll(async () => {
    if (backend.skipReason) return
    passwordHash = await hashPassword(PASSWORD)
  })

  const account = (email = `shopper-${randomUUID()}@example.com`) =>
    signedInUser(app, email, { fullName: 'Amina Rahman', passwordHash })

  async function order(email: string | null, userId: string | null) {
    const [row] = await app.db.db
      .insert(orders)
      .values({
        sessionId: `cs_test_local_${randomUUID().replace(/-/g, '')}`,
        provider: 'local',
        paymentStatus: 'paid',
        email,
        userId,
        customerName: 'Amina Rahman',
        billingAddress: { line1: '1 Collins St', city: 'Melbourne', country: 'AU' },
        lines: [{ priceId: 'price_x', productId: 'p', name: 'Abaya', slug: 'abaya', quantity: 1, unitAmount: 100 }],
        amountTotal: 100,
        currency: 'AUD',
      })
      .returning()
    return row!
  }

  it('deleteAccount asks for the password, then erases the shopper and keeps their orders without them', async () => {
    const me = await account()
    const other = await account()
    const filed = await order(null, me.id)
    const byEmail = await order(me.email.toUpperCase(), null)
    const theirs = await order(other.email, other.id)
    await app.db.db.insert(newsletterSubscribers).values({ email: me.email, confirmedAt: new Date() })

    const wrong = await app.gql('mutation { deleteAccount(password: "nope-nope") { success } }', {}, me.auth)
    expect(wrong.body.errors?.[0]?.message).toBe('The password is not correct.')

    const done = await app.gql(
      'mutation ($p: String!) { deleteAccount(password: $p) { success message } }',
      { p: PASSWORD },
      me.auth,
    )
    expect(done.body.data).toEqual({ deleteAccount: { success: true, message: 'Your account has been deleted.' } })

    const kept = await app.db.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [filed.id, byEmail.id, theirs.id]))
    expect(kept).toHaveLength(3)
    for (const row of kept.filter((o) => o.id !== theirs.id)) {
      expect(row).toMatchObject({ userId: null, email: null, customerName: null, billingAddress: null })
      expect(row.amountTotal).toBe(100)
    }
    expect(kept.find((o) => o.id === theirs.id)).toMatchObject({ userId: other.id, email: other.email })
    expect(await app.db.db.select().from(users).where(eq(users.id, me.id))).toEqual([])
    const subscribed = await app.db.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = lower(${me.email})`)
    expect(subscribed).toEqual([])
    const me2 = await app.gql('{ me { _id } }', {}, me.auth)
    expect(me2.body.data).toEqual({ me: null })
  })

  it('changePassword ends every other session and answers with a token that still works', async () => {
    const me = await account()
    const changed = await app.gql<{ changePassword: { token: string } }>(
      'mutation ($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { token } }',
      { c: PASSWORD, n: 'a-new-password-9' },
      me.auth,
    )
    const fresh = changed.body.data!.changePassword.token
    expect((await app.gql('{ me { email } }', {}, me.auth)).body.data).toEqual({ me: null })
    const still = await app.gql('{ me { email } }', {}, { authorization: `Bearer ${fresh}` })
    expect(still.body.data).toEqual({ me: { email: me.email } })
  })

  it('requestEmailChange answers the same for an address with an account, which gets a notice and no link', async () => {
    const me = await account()
    const taken = await account()
    const ask = (newEmail: string) =>
      app.gql(
        'mutation ($e: String!, $p: String!) { requestEmailChange(newEmail: $e, password: $p) { message } }',
        { e: newEmail, p: PASSWORD },
        me.auth,
      )
    const free = `free-${randomUUID()}@example.com`
    const a = await ask(free)
    const b = await ask(taken.email)
    expect(a.body.data).toEqual(b.body.data)
    const kinds = await app.db.db
      .select({ to: mailOutbox.to, kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, [free, taken.email]))
    expect(kinds).toEqual(
      expect.arrayContaining([
        { to: free, kind: 'emailChange' },
        { to: taken.email, kind: 'emailChangeTaken' },
      ]),
    )
    expect(kinds).toHaveLength(2)
  })

  it('requestEmailChange tells the current address at once, with the new one masked and how to stop it (T4-1)', async () => {
    const me = await account()
    const attacker = `mallory-${randomUUID()}@evil.example`
    await app.gql(
      'mutation ($e: String!, $p: String!) { requestEmailChange(newEmail: $e, password: $p) { message } }',
      { e: attacker, p: PASSWORD },
      me.auth,
    )
    const notices = await app.db.db
      .select({ kind: mailOutbox.kind, subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, me.email))
    expect(notices.map((n) => n.kind)).toEqual(['emailChangeRequested'])
    const [notice] = notices
    expect(notice!.subject).toBe('A change of your Noor & Thread e-mail address was asked for')
    expect(notice!.text).toContain('m…@evil.example')
    expect(notice!.text).not.toContain(attacker)
    expect(notice!.text).toContain(`${PUBLIC_URL}/forgot-password`)
  })

  it('two senders checking at once mail each alert once', async () => {
    const links = unsubscribeLinks(JWT_SECRET, PUBLIC_URL)
    const emails = Array.from({ length: 5 }, (_, i) => `alert-${i}-${randomUUID()}@example.com`)
    await app.db.db.insert(stockAlerts).values(
      emails.map((email) => ({
        email,
        unsubscribeKey: links.key(email),
        productId: 'p',
        productSlug: 'abaya',
        productTitle: 'Abaya',
        priceId: 'price_back',
        size: '56',
        confirmedAt: new Date(),
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    )
    const sent: string[] = []
    const deps = {
      db: app.db.db,
      mailer: { enqueue: async (m: { to: string }) => (sent.push(m.to), { id: randomUUID() }) },
      publicUrl: PUBLIC_URL,
      logger: testLogger,
      unsubscribe: links,
      productBySlug: async () => null as never,
      unitsLeft: async (ids: string[]) => Object.fromEntries(ids.map((id) => [id, 3])),
    }
    const counts = await Promise.all([createAlertDispatcher(deps).check(), createAlertDispatcher(deps).check()])
    expect(counts[0] + counts[1]).toBe(5)
    expect(sent.sort()).toEqual([...emails].sort())
    expect(await createAlertDispatcher(deps).check()).toBe(0)
  })
})
