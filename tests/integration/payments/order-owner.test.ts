/**
 * A signed-in checkout (docs/product.md §17): the browser sends its bearer token with /api/checkout, and the paid
 * order is filed under that account; a token the accounts service does not accept makes an anonymous order.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { checkoutSessions, orders, users } from '@/server/db/schema/index'
import { payFormBody } from '@/harness/pay-form'
import { postJson, startPaymentsApp, type PaymentsApp } from './harness'

const USER_ID = randomUUID()
let app: PaymentsApp

beforeAll(async () => {
  app = await startPaymentsApp({ identify: async (token) => (token === 'valid-session-token' ? USER_ID : null) })
})
afterAll(() => app?.close())
beforeEach(async () => {
  await app.reset()
  await app.db.db.delete(users).where(eq(users.id, USER_ID))
  await app.db.db
    .insert(users)
    .values({ id: USER_ID, fullName: 'Amina', email: 'amina@example.com', passwordHash: 'x' })
})

let counter = 0
async function pay(headers: Record<string, string>) {
  const res = await postJson(
    `${app.url}/api/checkout`,
    { lines: [{ price_id: 'price_hijab', quantity: 1 }], idempotency_key: `owner-test-key-${Date.now()}-${counter++}` },
    headers,
  )
  expect(res.status).toBe(200)
  const id = res.body!.url!.split('/pay/')[1]!
  const paid = await fetch(`${app.url}/pay/${id}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: payFormBody({ email: 'someone@example.com' }).toString(),
    redirect: 'manual',
  })
  expect(paid.status).toBe(303)
  const [session] = await app.db.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id))
  const [order] = await app.db.db.select().from(orders).where(eq(orders.sessionId, id))
  return { session: session!, order: order! }
}

describe('signed-in checkout', () => {
  it('files the order under the shopper whose bearer token came with the checkout', async () => {
    const { session, order } = await pay({ authorization: 'Bearer valid-session-token' })
    expect(session.userId).toBe(USER_ID)
    // The built-in test page never marks an order paid (no money moved): it is a 'test' order.
    expect(order).toMatchObject({ userId: USER_ID, status: 'test', email: 'someone@example.com' })
  })

  it('makes an anonymous order without a token or with one that is not accepted', async () => {
    expect((await pay({})).order.userId).toBeNull()
    expect((await pay({ authorization: 'Bearer forged' })).order.userId).toBeNull()
  })
})
