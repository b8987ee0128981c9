/**
 * Security review N9 (docs/security.md §3), replayed: "with 10 units left, two checkout sessions for 10 units each
 * were both accepted". An open checkout session now holds its units (server/orders/reservations.ts) until it is
 * paid or expires, so the second session for the same last units is refused, also when both arrive at once.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { orders } from '@/server/db/schema/index'
import { blackAbaya, catalogueOf } from '@/tests/fixtures/priceCatalogue'
import { HOLD_TTL_MS } from '@/server/orders/reservations'
import { postJson, startPaymentsApp, type PaymentsApp } from './harness'

const abaya = blackAbaya({ '56': 10 })
const catalogue = catalogueOf(abaya)

let offsetMs = 0
let app: PaymentsApp
beforeAll(async () => {
  app = await startPaymentsApp({ catalogue, now: () => new Date(Date.now() + offsetMs) })
})
afterAll(() => app?.close())
beforeEach(async () => {
  offsetMs = 0
  await app.reset()
})

let counter = 0
const checkout = (quantity: number, key = `n9-replay-key-${Date.now()}-${counter++}`) =>
  postJson(`${app.url}/api/checkout`, {
    lines: [{ price_id: 'price_abaya_56_black', quantity }],
    idempotency_key: key,
  })

describe('N9: stock is reserved by open checkout sessions', () => {
  it('with 10 units left, a second session for the same 10 is refused (the review saw 200 200)', async () => {
    const first = await checkout(10)
    const second = await checkout(10)
    expect([first.status, second.status]).toEqual([200, 400])
    expect(second.body?.error?.message).toBe('Classic Nidha Abaya (Size 56 · Black) is sold out')
    // What is left beside a smaller session can still be bought.
    await app.reset()
    expect((await checkout(4)).status).toBe(200)
    expect((await checkout(6)).status).toBe(200)
    expect((await checkout(1)).status).toBe(400)
  })

  it('two sessions for the last units at once: exactly one is accepted', async () => {
    const answers = await Promise.all([checkout(10), checkout(10), checkout(10)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400])
  })

  it('a retry of the same checkout is not refused by its own reservation; an expired session frees its units', async () => {
    const key = 'n9-replay-same-attempt-0001'
    expect((await checkout(10, key)).status).toBe(200)
    expect((await checkout(10, key)).status).toBe(200)
    expect((await checkout(1)).status).toBe(400)
    // Past the hold's lifetime (the test payment page's: Stripe's is its session's), the units are back on the shelf.
    offsetMs = HOLD_TTL_MS.local + 1000
    expect((await checkout(10)).status).toBe(200)
  })

  it("a payment still settling holds its units after its session's hold ends, until it fails", async () => {
    await app.db.db.insert(orders).values({
      sessionId: 'cs_test_n9_pending_debit_0001',
      provider: 'stripe',
      paymentStatus: 'pending',
      email: 'amina@example.com',
      lines: [
        {
          priceId: 'price_abaya_56_black',
          productId: abaya._id,
          name: abaya.title,
          slug: abaya.slug,
          quantity: 10,
          unitAmount: 13900,
        },
      ],
      amountTotal: 139000,
      currency: 'AUD',
    })
    offsetMs = HOLD_TTL_MS.local + 1000
    expect((await checkout(1)).status).toBe(400)
    await app.db.db.update(orders).set({ paymentStatus: 'failed' })
    expect((await checkout(10)).status).toBe(200)
  })
})
