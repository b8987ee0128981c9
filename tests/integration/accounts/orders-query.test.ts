/**
 * Order history over GraphQL (docs/product.md §17) against a real database: a shopper sees the orders filed under
 * their account, at checkout or when a reset link proved their address (labelled `claimedByEmail`) — never another
 * shopper's, never by an address alone, never a test-page order typed with their address, never without a session.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { MyOrderDocument as MY_ORDER, MyOrdersDocument as MY_ORDERS } from '@/lib/api/operations.generated'
import { newSecretToken } from '@/server/accounts/tokens'
import { orders, passwordResetTokens } from '@/server/db/schema/index'
import { accountsAppPerBackend, signedInUser } from './harness'

const app = accountsAppPerBackend({ name: 'pglite' }, { smtp: false })

const user = (email: string, verified: boolean) => signedInUser(app, email, { verified })

async function order(values: {
  email: string | null
  userId?: string | null
  name?: string
  at?: string
  status?: 'paid' | 'test'
}) {
  const [row] = await app.db.db
    .insert(orders)
    .values({
      sessionId: `cs_test_local_${randomUUID().replace(/-/g, '')}`,
      provider: 'local',
      paymentStatus: values.status ?? 'paid',
      test: values.status === 'test',
      email: values.email,
      userId: values.userId ?? null,
      lines: [
        {
          priceId: 'price_abaya_56_black',
          productId: 'product-abaya',
          name: values.name ?? 'Classic Nidha Abaya',
          slug: 'classic-nidha-abaya',
          quantity: 1,
          unitAmount: 13900,
          size: '56',
          colour: 'Black',
        },
      ],
      shippingAmount: 995,
      amountTotal: 14895,
      currency: 'AUD',
      ...(values.at ? { createdAt: new Date(values.at) } : {}),
    })
    .returning()
  return row!
}

type Orders = {
  myOrders: Array<{ id: string; claimedByEmail: boolean; lines: Array<{ name: string; size: string }> }>
}

/** Uses a reset link for the user, as the owner of the inbox would. */
async function resetByLink(userId: string): Promise<void> {
  const { token, hash } = newSecretToken()
  await app.db.db
    .insert(passwordResetTokens)
    .values({ tokenHash: hash, userId, expiresAt: new Date(Date.now() + 3_600_000) })
  const RESET = 'mutation ($t: String!) { resetPassword(token: $t, newPassword: "a-new-password-1") { success } }'
  expect((await app.gql(RESET, { t: token })).body.errors).toBeUndefined()
}

describe('myOrders / myOrder', () => {
  it('refuses without a valid session', async () => {
    const none = await app.gql(MY_ORDERS)
    expect(none.body.errors?.[0]).toMatchObject({
      message: 'Please log in to see your orders.',
      extensions: { code: 'UNAUTHENTICATED' },
    })
    const forged = await app.gql(MY_ORDERS, {}, { authorization: 'Bearer not.a.token' })
    expect(forged.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
  })

  it("lists the caller's orders, and guest orders by e-mail only once a reset link proved the address", async () => {
    const amina = await user('amina@example.com', true)
    const before = await order({ email: 'Amina@Example.com', name: 'Before signing up', at: '2026-01-02T00:00:00Z' })
    const typed = await order({ email: 'amina@example.com', status: 'test', at: '2026-01-03T00:00:00Z' })
    const signedIn = await order({ email: 'other-address@example.com', userId: amina.id, at: '2026-02-02T00:00:00Z' })
    // A verified address alone proves nothing about who holds the password (docs/security/accounts.md, N5).
    const first = await app.gql<Orders>(MY_ORDERS, {}, amina.auth)
    expect(first.body.errors).toBeUndefined()
    expect(first.body.data!.myOrders.map((o) => o.id)).toEqual([signedIn.id])

    await resetByLink(amina.id)
    const LOGIN =
      'mutation { login(loginInput: { email: "amina@example.com", password: "a-new-password-1" }) { token } }'
    const login = await app.gql<{ login: { token: string } }>(LOGIN)
    const res = await app.gql<Orders>(MY_ORDERS, {}, { authorization: `Bearer ${login.body.data!.login.token}` })
    expect(res.body.data!.myOrders.map((o) => [o.id, o.claimedByEmail])).toEqual([
      [signedIn.id, false],
      [before.id, true],
    ])
    expect(res.body.data!.myOrders[1]!.lines[0]).toMatchObject({ name: 'Before signing up', size: '56' })
    // A test-page order typed with her address is never hers (N6).
    expect(res.body.data!.myOrders.map((o) => o.id)).not.toContain(typed.id)
  })

  it("never shows another shopper's order, by list or by id", async () => {
    const amina = await user('amina@example.com', true)
    const bilal = await user('bilal@example.com', true)
    const hers = await order({ email: 'amina@example.com', userId: amina.id })
    const his = await order({ email: 'bilal@example.com', userId: bilal.id })
    const list = await app.gql<Orders>(MY_ORDERS, {}, bilal.auth)
    expect(list.body.data!.myOrders.map((o) => o.id)).toEqual([his.id])
    const peek = await app.gql<{ myOrder: unknown }>(MY_ORDER, { id: hers.id }, bilal.auth)
    expect(peek.body.errors).toBeUndefined()
    expect(peek.body.data!.myOrder).toBeNull()
    const own = await app.gql<{ myOrder: { id: string; total: number; shipping: number } }>(
      MY_ORDER,
      { id: hers.id },
      amina.auth,
    )
    expect(own.body.data!.myOrder).toMatchObject({ id: hers.id, total: 14895, shipping: 995 })
    expect((await app.gql<{ myOrder: unknown }>(MY_ORDER, { id: 'not-a-uuid' }, amina.auth)).body.data!.myOrder).toBe(
      null,
    )
  })

  it('does not attach orders by an e-mail address alone, verified or not', async () => {
    const squatter = await user('victim@example.com', false)
    await order({ email: 'victim@example.com' })
    const res = await app.gql<Orders>(MY_ORDERS, {}, squatter.auth)
    expect(res.body.data!.myOrders).toEqual([])
  })
})
