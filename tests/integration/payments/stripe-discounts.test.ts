/**
 * A discount code with Stripe (docs/product.md §20), against the loopback fake of api.stripe.com: the Checkout
 * Session carries the discounted unit prices, so its total is the server's, and the session's lines become the
 * order's lines again with each one's share of the discount.
 */
import type Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { fulfilmentFromSession } from '@/server/payments/stripe-provider'
import { postJson, startPaymentsApp, startStripeFake, type PaymentsApp, type RecordedRequest } from './harness'

const SESSION_ID = 'cs_test_discounted_0001'
let fake: Awaited<ReturnType<typeof startStripeFake>>
let app: PaymentsApp

function respond(req: RecordedRequest) {
  if (req.method === 'POST' && req.path === '/v1/checkout/sessions')
    return {
      status: 200,
      body: { id: SESSION_ID, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${SESSION_ID}` },
    }
  return { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such thing' } } }
}

beforeAll(async () => {
  fake = await startStripeFake(respond)
  app = await startPaymentsApp({
    stripe: fake.stripe,
    promotions: [
      {
        _id: 'promotion-eid10',
        code: 'EID10',
        title: 'Eid',
        percentOff: 10,
        startsAt: '2020-01-01T00:00:00Z',
        endsAt: '2099-01-01T00:00:00Z',
      },
    ],
  })
})
afterAll(async () => {
  await app?.close()
  await fake?.close()
})
beforeEach(async () => {
  fake.requests.length = 0
  await app.reset()
})

/** The Checkout Session's line items as Stripe reads them, and what they add up to with shipping. */
function sessionTotal(form: URLSearchParams) {
  let total = Number(form.get('shipping_options[0][shipping_rate_data][fixed_amount][amount]') ?? 0)
  for (let i = 0; form.has(`line_items[${i}][quantity]`); i++)
    total +=
      Number(form.get(`line_items[${i}][price_data][unit_amount]`)) * Number(form.get(`line_items[${i}][quantity]`))
  return total
}

describe('Checkout Session with a discount code', () => {
  it('lowers the session total to the server’s, with the code in the metadata', async () => {
    const lines = [
      { price_id: 'price_hijab', quantity: 3 },
      { price_id: 'price_abaya', quantity: 1 },
    ]
    const full = await postJson(`${app.url}/api/checkout`, { lines, idempotency_key: 'attempt-full-0123456789' })
    expect(full.status).toBe(200)
    const undiscounted = sessionTotal(new URLSearchParams(fake.requests[0]!.body))
    expect(undiscounted).toBe(3 * 2495 + 12900)

    fake.requests.length = 0
    const res = await postJson(`${app.url}/api/checkout`, {
      lines,
      discount_code: 'eid10',
      idempotency_key: 'attempt-code-0123456789',
    })
    expect(res.status).toBe(200)
    const form = new URLSearchParams(fake.requests[0]!.body)
    // 10% of 203.85 = 20.39: the hijabs' share 7.49 does not divide by 3, so they go as 1 × 22.46 and 2 × 22.45.
    expect(sessionTotal(form)).toBe(20385 - 2039)
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('2246')
    expect(form.get('line_items[0][quantity]')).toBe('1')
    expect(form.get('line_items[1][price_data][unit_amount]')).toBe('2245')
    expect(form.get('line_items[1][quantity]')).toBe('2')
    expect(form.get('line_items[2][price_data][unit_amount]')).toBe('11610')
    expect(form.get('line_items[0][price_data][product_data][metadata][full_unit_amount]')).toBe('2495')
    expect(form.get('metadata[discount_code]')).toBe('EID10')
    expect(form.get('metadata[promotion_id]')).toBe('promotion-eid10')
    expect(form.get('metadata[discount_amount]')).toBe('2039')
    // Another code (or none) is another session: the Idempotency-Key differs.
    expect(fake.requests[0]!.headers['idempotency-key']).not.toBe(undefined)
  })

  it('an unknown code asks nothing of Stripe', async () => {
    const res = await postJson(`${app.url}/api/checkout`, {
      lines: [{ price_id: 'price_hijab', quantity: 1 }],
      discount_code: 'NOPE1',
    })
    expect(res.status).toBe(400)
    expect(res.body!.error).toMatchObject({ code: 'discount_invalid', reason: 'unknown' })
    expect(fake.requests).toEqual([])
  })
})

describe('the paid session as an order', () => {
  it('joins a line sent in two parts and records its share of the discount', () => {
    const item = (unit: number, quantity: number, full?: number) => ({
      quantity,
      amount_total: unit * quantity,
      description: 'Rose Chiffon Hijab',
      price: {
        unit_amount: unit,
        product: {
          metadata: {
            price_id: 'price_hijab',
            product_id: 'product-hijab',
            title: 'Rose Chiffon Hijab',
            slug: 'rose-chiffon-hijab',
            ...(full ? { full_unit_amount: String(full) } : {}),
          },
        },
      },
    })
    const session = {
      id: SESSION_ID,
      payment_status: 'paid',
      status: 'complete',
      amount_total: 6736,
      currency: 'aud',
      metadata: { storefront: 'x', locale: 'en', discount_code: 'EID10', promotion_id: 'promotion-eid10' },
      line_items: { data: [item(2246, 1, 2495), item(2245, 2, 2495)] },
      customer_details: null,
    } as unknown as Stripe.Checkout.Session
    const input = fulfilmentFromSession(session)
    expect(input.lines).toEqual([
      expect.objectContaining({ priceId: 'price_hijab', quantity: 3, unitAmount: 2495, discountAmount: 749 }),
    ])
    expect(input.discount).toEqual({ code: 'EID10', promotionId: 'promotion-eid10', amount: 749 })
    expect(input.amountTotal).toBe(6736)
  })
})
