/**
 * Discount codes at checkout (docs/product.md §20) over real HTTP, with PGlite: /api/checkout with `discount_code`
 * on the test payment page, each refusal (`discount_invalid`, its reason and a message in the shopper's language,
 * nothing held), usage counted when paid, once per shopper, and what a return of a discounted line gives back.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { checkoutSessions, orders, stockReservations, users } from '@/server/db/schema/index'
import type { PriceCatalogue } from '@/server/payments/index'
import type { Promotion } from '@/server/promotions/pricing'
import { validPayValues } from '@/harness/pay-form'
import { postJson, startPaymentsApp, type PaymentsApp } from './harness'

/** Two categories: a hijab (24.95) and a sized abaya (129.00, a variant with stock) in `abayas`. */
const catalogue: PriceCatalogue = {
  async productsByPriceIds(ids) {
    const all = [
      {
        _id: 'product-hijab',
        title: 'Rose Chiffon Hijab',
        price: 24.95,
        price_id: 'price_hijab',
        slug: 'rose-chiffon-hijab',
        categoryId: 'category-hijabs',
      },
      {
        _id: 'product-abaya',
        title: 'Nidha Abaya',
        price: 129,
        price_id: 'price_abaya',
        slug: 'nidha-abaya',
        categoryId: 'category-abayas',
        _updatedAt: '2020-01-01T00:00:00Z',
        variants: [{ size: '56', colour: 'Black', price_id: 'price_abaya_56', price: null, stock: 5 }],
      },
    ]
    return all.filter((p) => ids.includes(p.price_id) || p.variants?.some((v) => ids.includes(v.price_id)))
  },
}

const DAY = 86_400_000
const now = new Date('2026-11-29T00:00:00Z')
const promo = (code: string, rest: Partial<Promotion>): Promotion => ({
  _id: `promotion-${code.toLowerCase()}`,
  code,
  title: `${code} offer`,
  startsAt: new Date(now.getTime() - DAY).toISOString(),
  endsAt: new Date(now.getTime() + DAY).toISOString(),
  ...rest,
})

const PROMOTIONS = [
  promo('EID10', { percentOff: 10 }),
  promo('TAKE15', { amountOff: 15 }),
  promo('OLD', { percentOff: 10, endsAt: new Date(now.getTime() - 1).toISOString() }),
  promo('SOON', { percentOff: 10, startsAt: new Date(now.getTime() + DAY).toISOString() }),
  promo('BIG', { amountOff: 20, minimumSpend: 150 }),
  promo('ABAYAS', { percentOff: 20, categoryIds: ['category-abayas'] }),
  promo('ONCE', { percentOff: 5, maxUses: 1 }),
  promo('MINE', { percentOff: 5, oncePerShopper: true }),
]

const SHOPPER = '00000000-0000-4000-8000-000000000001'
let app: PaymentsApp
let keyCounter = 0
const freshKey = () => `discount-attempt-${Date.now()}-${keyCounter++}`

beforeAll(async () => {
  app = await startPaymentsApp({
    catalogue,
    promotions: PROMOTIONS,
    now: () => now,
    identify: (token) => Promise.resolve(token === 'shopper-token' ? SHOPPER : null),
  })
  // The signed-in shopper's account: checkouts and orders are filed under it.
  await app.db.db
    .insert(users)
    .values({ id: SHOPPER, fullName: 'Amina Rahman', email: 'amina.discounts@example.com', passwordHash: 'x' })
    .onConflictDoNothing()
})
afterAll(() => app?.close())
beforeEach(() => app.reset())

type Line = { price_id: string; quantity: number }
const HIJABS_AND_ABAYA: Line[] = [
  { price_id: 'price_hijab', quantity: 3 },
  { price_id: 'price_abaya_56', quantity: 1 },
]

/**
 * One checkout with the code. A kept-alive socket the server closed as it was reused (a loaded machine) answers
 * ECONNRESET before anything is read: the request is sent once more with the same idempotency key, which makes it
 * the same checkout (docs/product.md §10.2), so nothing is held or counted twice.
 */
async function checkout(code: string, lines: Line[] = HIJABS_AND_ABAYA, headers: Record<string, string> = {}) {
  const body = { lines, discount_code: code, idempotency_key: freshKey() }
  try {
    return await postJson(`${app.url}/api/checkout`, body, headers)
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error
    return postJson(`${app.url}/api/checkout`, body, headers)
  }
}

async function sessionOf(url: string) {
  const id = url.split('/pay/')[1]!
  const [row] = await app.db.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id))
  return row!
}

async function pay(url: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...validPayValues }).toString(),
    redirect: 'manual',
  })
  await response.body?.cancel()
  expect(response.status).toBe(303)
}

describe('a valid code lowers what the test payment page charges', () => {
  it('percent off: 10% of 3 × 24.95 + 129.00, shared among the lines to the cent', async () => {
    const res = await checkout('eid10')
    expect(res.status).toBe(200)
    const session = await sessionOf(res.body!.url!)
    // 74.85 + 129.00 = 203.85; 10% = 20.385 → 20.39 (half up); free shipping (measured before the discount).
    expect(session.discountCode).toBe('EID10')
    expect(session.discountAmount).toBe(2039)
    expect(session.lines.map((l) => l.discountAmount ?? 0)).toEqual([749, 1290])
    expect(session.amountTotal).toBe(20385 - 2039)

    const page = await (await fetch(res.body!.url!)).text()
    expect(page).toContain('Discount (EID10)')
    expect(page).toMatch(/data-testid="pay-discount">−\$20\.39</)
    expect(page).toMatch(/data-testid="pay-total">\$183\.46</)

    await pay(res.body!.url!)
    const [order] = await app.db.db.select().from(orders)
    expect(order).toMatchObject({ discountCode: 'EID10', discountAmount: 2039, amountTotal: 18346 })
    expect(order!.lines.map((l) => l.discountAmount)).toEqual([749, 1290])
  })

  it('amount off: $15 shared in proportion, never more than the lines cost', async () => {
    const res = await checkout('TAKE15', [{ price_id: 'price_hijab', quantity: 1 }])
    const session = await sessionOf(res.body!.url!)
    // 24.95 is under the free-shipping threshold: shipping stays, on the undiscounted subtotal.
    expect(session.discountAmount).toBe(1500)
    expect(session.amountTotal).toBe(2495 - 1500 + session.shippingAmount)
  })

  it('applies only to its categories', async () => {
    const res = await checkout('ABAYAS')
    const session = await sessionOf(res.body!.url!)
    expect(session.lines.map((l) => l.discountAmount ?? 0)).toEqual([0, 2580])
  })
})

describe('a code that cannot be used is refused with discount_invalid, and nothing is held', () => {
  it.each<[string, Line[], string, string]>([
    ['NOPE', HIJABS_AND_ABAYA, 'unknown', 'We do not know this code. Please check the spelling.'],
    ['OLD', HIJABS_AND_ABAYA, 'expired', 'This code has expired.'],
    ['SOON', HIJABS_AND_ABAYA, 'not_started', 'This code is not valid yet.'],
    [
      'BIG',
      [{ price_id: 'price_hijab', quantity: 1 }],
      'below_minimum',
      'This code needs $150.00 or more of the items it applies to.',
    ],
    [
      'ABAYAS',
      [{ price_id: 'price_hijab', quantity: 1 }],
      'not_applicable',
      'This code does not apply to anything in your bag.',
    ],
    ['MINE', HIJABS_AND_ABAYA, 'sign_in_required', 'Please sign in to use this code: it can be used once per shopper.'],
  ])('%s is refused as %s', async (code, lines, reason, message) => {
    const res = await checkout(code, lines)
    expect(res.status).toBe(400)
    expect(res.body!.error).toEqual({
      message,
      code: 'discount_invalid',
      price_ids: [],
      reason,
      ...(reason === 'below_minimum' ? { minimum_spend: 15000 } : {}),
    })
    expect(await app.db.db.select().from(stockReservations)).toEqual([])
    expect(await app.db.db.select().from(checkoutSessions)).toEqual([])
  })

  it('says why in the shopper’s language', async () => {
    const res = await checkout('OLD', HIJABS_AND_ABAYA, { 'Accept-Language': 'ar' })
    expect(res.body!.error).toMatchObject({
      code: 'discount_invalid',
      reason: 'expired',
      message: 'انتهت صلاحية هذا الرمز.',
    })
  })
})

describe('uses are counted when paid', () => {
  it('a code with one use is used up once an order paid with it, not before', async () => {
    const first = await checkout('ONCE')
    expect(first.status).toBe(200)
    // An open checkout is not a use: another shopper may still start one.
    expect((await checkout('ONCE')).status).toBe(200)
    await pay(first.body!.url!)
    const again = await checkout('ONCE')
    expect(again.status).toBe(400)
    expect(again.body!.error).toMatchObject({ code: 'discount_invalid', reason: 'used_up' })
  })

  it('once per shopper: the signed-in shopper’s second order is refused, another shopper’s is not counted', async () => {
    const signedIn = { Authorization: 'Bearer shopper-token' }
    const first = await checkout('MINE', HIJABS_AND_ABAYA, signedIn)
    expect(first.status).toBe(200)
    await pay(first.body!.url!)
    const again = await checkout('MINE', HIJABS_AND_ABAYA, signedIn)
    expect(again.body!.error).toMatchObject({ code: 'discount_invalid', reason: 'already_used' })
    expect(await app.orders.promotionUsage('promotion-mine', SHOPPER)).toEqual({ total: 1, byShopper: 1 })
  })
})

describe('refunds of a discounted order', () => {
  it('refund without an amount gives back what was paid, never the undiscounted price', async () => {
    const res = await checkout('EID10')
    await pay(res.body!.url!)
    const [order] = await app.db.db.select().from(orders)
    const refunded = await app.orders.refund({
      orderId: order!.id,
      reason: 'changed mind',
      by: { actor: 'staff', name: 'Test' },
    })
    expect(refunded.refundedAmount).toBe(18346)
  })
})
