/**
 * Guest orders join the account when its address is verified by its registrant (docs/product.md §17.1, UX walk #8):
 * the sign-up page keeps a secret in the browser and sends it with the registration and again with the link, so a
 * link opened where the shopper signed up proves they hold both the inbox and the password, as a reset link does.
 * A link opened without it (a customer clicking a stranger's registration of their address: docs/security/accounts.md,
 * N5) adds nothing, nor does a contested one; test-page orders never join (N6). Both databases.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { orders } from '@/server/db/schema/index'
import { databaseBackends } from '@/tests/helpers/db'
import { linkIn, startedSmtp } from '@/harness/smtp'
import { accountsAppPerBackend, LOGIN, PUBLIC_URL, REGISTER, VERIFY } from './harness'

const EMAIL = 'amina@example.com'
const MY_ORDERS = '{ myOrders { id claimedByEmail paymentStatus } }'

describe.each(databaseBackends)('guest orders joining a verified account over $name', (backend) => {
  const app = accountsAppPerBackend(backend)

  async function guestOrder(payment: 'paid' | 'test') {
    const [row] = await app.db.db
      .insert(orders)
      .values({
        sessionId: `cs_test_${randomUUID().replace(/-/g, '')}`,
        provider: payment === 'test' ? 'local' : 'stripe',
        paymentStatus: payment,
        test: payment === 'test',
        email: EMAIL.toUpperCase(),
        lines: [{ priceId: 'price_x', productId: 'p', name: 'Abaya', slug: 'abaya', quantity: 1, unitAmount: 13900 }],
        amountTotal: 13900,
        currency: 'AUD',
      })
      .returning()
    return row!
  }

  /** Registers (with the browser's secret, if any) and answers the link's token. */
  async function register(password: string, claimProof?: string): Promise<string> {
    const smtp = startedSmtp(app)
    const before = smtp.messages.length
    const input = { fullName: 'Amina', email: EMAIL, password, confirmPassword: password, claimProof }
    expect((await app.gql(REGISTER, { registerInput: input })).body.errors).toBeUndefined()
    const mail = await smtp.waitFor((m) => smtp.messages.indexOf(m) >= before && /Verify/.test(m.subject))
    return decodeURIComponent(linkIn(mail, `${PUBLIC_URL}/verify/`).slice(`${PUBLIC_URL}/verify/`.length))
  }

  async function myOrders(password: string) {
    const login = await app.gql<{ login: { token: string } }>(LOGIN, { loginInput: { email: EMAIL, password } })
    const auth = { authorization: `Bearer ${login.body.data!.login.token}` }
    return (await app.gql<{ myOrders: Array<{ id: string; claimedByEmail: boolean }> }>(MY_ORDERS, {}, auth)).body.data!
      .myOrders
  }

  const proof = () => randomUUID().replace(/-/g, '') + randomUUID().replace(/-/g, '').slice(0, 11)

  it('opened in the browser that signed up, the link adds the paid guest orders, never a test-page one', async () => {
    const paid = await guestOrder('paid')
    await guestOrder('test')
    const secret = proof()
    const link = await register('a-long-enough-password-1', secret)
    expect((await app.gql(VERIFY, { verificationToken: link, claimProof: secret })).body.errors).toBeUndefined()
    expect(await myOrders('a-long-enough-password-1')).toEqual([
      { id: paid.id, claimedByEmail: true, paymentStatus: 'paid' },
    ])
  })

  it("opened without the sign-up's secret (someone else's registration of the address), it adds nothing", async () => {
    await guestOrder('paid')
    const link = await register('attacker-password-1', proof())
    // The customer clicks it in their own browser, which never signed up: nothing of theirs joins.
    expect((await app.gql(VERIFY, { verificationToken: link })).body.errors).toBeUndefined()
    expect(await myOrders('attacker-password-1')).toEqual([])
  })

  it("opened with another browser's secret, it adds nothing", async () => {
    await guestOrder('paid')
    const link = await register('a-long-enough-password-1', proof())
    expect((await app.gql(VERIFY, { verificationToken: link, claimProof: proof() })).body.errors).toBeUndefined()
    expect(await myOrders('a-long-enough-password-1')).toEqual([])
  })

  it('a contested address (two registrants) keeps no password and adds nothing until a reset link', async () => {
    await guestOrder('paid')
    const secret = proof()
    const link = await register('owner-password-1', secret)
    await register('attacker-password-1', proof())
    const answer = await app.gql<{ verifyEmail: { message: string } }>(VERIFY, {
      verificationToken: link,
      claimProof: secret,
    })
    expect(answer.body.data?.verifyEmail.message).toMatch(/registered more than once/)
    const [guest] = await app.db.db.select({ userId: orders.userId }).from(orders)
    expect(guest?.userId).toBeNull()
  })
})
