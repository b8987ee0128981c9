/**
 * Security review T4-2 (docs/security.md §3), replayed: three anonymous /api/checkout calls held every unit of the
 * catalogue for 31 minutes, renewable, and every honest shopper got "sold out". Now a client (its IPv4 address or
 * IPv6 /64, as the rate limits key it) and an account hold at most 10 units of a variant and 30 in all over their
 * open checkouts (server/orders/reservations.ts), so after one client's hoarding the shelf still sells. Clients are
 * told apart by X-Forwarded-For, which the app trusts from loopback as it would from its proxy.
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { users } from '@/server/db/schema/index'
import { rowsOf } from '@/server/orders/stock'
import { blackAbaya, catalogueOf } from '@/tests/fixtures/priceCatalogue'
import { postJson, startPaymentsApp, type PaymentsApp } from '../payments/harness'

const abaya = blackAbaya({ '54': 12, '56': 12, '58': 40 })
const catalogue = catalogueOf(abaya)

const USER_ID = randomUUID()
let app: PaymentsApp
beforeAll(async () => {
  app = await startPaymentsApp({
    catalogue,
    identify: async (token) => (token === 'hoarder-session' ? USER_ID : null),
  })
})
afterAll(() => app?.close())
beforeEach(async () => {
  await app.reset()
  await app.db.db.execute(sql`delete from ${users} where ${users.id} = ${USER_ID}`)
  await app.db.db.insert(users).values({ id: USER_ID, fullName: 'Hoarder', email: 'h@example.com', passwordHash: 'x' })
})

type Line = { size: string; quantity: number }
const checkout = (client: string, lines: Line[], token?: string) =>
  postJson(
    `${app.url}/api/checkout`,
    {
      lines: lines.map((l) => ({ price_id: `price_abaya_${l.size}_black`, quantity: l.quantity })),
      idempotency_key: `t4-2-${randomUUID()}`,
    },
    { 'X-Forwarded-For': client, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  )
const unitsLeft = async () => {
  const ids = abaya.variants!.map((v) => `price_id=${v.price_id}`).join('&')
  return ((await (await fetch(`${app.url}/api/stock?${ids}`)).json()) as { unitsLeft: Record<string, number> })
    .unitsLeft
}

describe('T4-2: one client cannot hold the shelf', () => {
  it('a hoarder is refused past 10 of a variant and 30 in all; an honest shopper still buys', async () => {
    const hoarder = '203.0.113.7'
    // Everything at once (the review's replay): more than one client may hold of a size.
    const all = await checkout(hoarder, [
      { size: '54', quantity: 12 },
      { size: '56', quantity: 12 },
      { size: '58', quantity: 40 },
    ])
    expect(all.status).toBe(400)
    expect(all.body?.error).toMatchObject({
      code: 'quantity_over_limit',
      price_ids: ['price_abaya_54_black'],
      available: 10,
    })
    // Within the limits once, then nothing more, however it is split.
    const most = [
      { size: '54', quantity: 10 },
      { size: '56', quantity: 10 },
      { size: '58', quantity: 10 },
    ]
    expect((await checkout(hoarder, most)).status).toBe(200)
    const more = await Promise.all([
      checkout(hoarder, [{ size: '54', quantity: 2 }]),
      checkout(hoarder, [{ size: '58', quantity: 1 }]),
      checkout(hoarder, most),
    ])
    expect(more.map((r) => r.status)).toEqual([400, 400, 400])
    // Units held elsewhere lapse by time: the bag is not told to change.
    expect(more[0].body?.error).not.toHaveProperty('code')
    expect(await unitsLeft()).toEqual({ price_abaya_54_black: 2, price_abaya_56_black: 2, price_abaya_58_black: 30 })

    const honest = await checkout('198.51.100.23', [
      { size: '54', quantity: 1 },
      { size: '58', quantity: 5 },
    ])
    expect(honest.status).toBe(200)
  })

  it('an account holds as one shopper from any network', async () => {
    expect((await checkout('203.0.113.8', [{ size: '58', quantity: 10 }], 'hoarder-session')).status).toBe(200)
    expect((await checkout('192.0.2.44', [{ size: '58', quantity: 1 }], 'hoarder-session')).status).toBe(400)
    expect((await checkout('192.0.2.44', [{ size: '58', quantity: 1 }])).status).toBe(200)
  })

  it('holds for the test payment page last 10 minutes, not the 31 of a Stripe session', async () => {
    expect((await checkout('203.0.113.9', [{ size: '56', quantity: 1 }])).status).toBe(200)
    const [hold] = rowsOf<{ seconds: number }>(
      await app.db.db.execute(
        sql`select extract(epoch from expires_at - created_at)::int as seconds from stock_reservations`,
      ),
    )
    expect(Math.round((hold?.seconds ?? 0) / 60)).toBe(10)
  })
})
