/**
 * PAYMENT_METHODS (docs/product.md §10.9) on the wire: the Checkout Session the loopback Stripe fake receives lists
 * exactly the configured methods as `payment_method_types`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postJson, startPaymentsApp, startStripeFake, type PaymentsApp, type RecordedRequest } from './harness'

const SESSION_ID = 'cs_test_paymentMethods0001'
let fake: Awaited<ReturnType<typeof startStripeFake>>
let app: PaymentsApp

function respond(req: RecordedRequest) {
  if (req.method === 'POST' && req.path === '/v1/checkout/sessions')
    return {
      status: 200,
      body: { id: SESSION_ID, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${SESSION_ID}` },
    }
  return { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such object' } } }
}

beforeAll(async () => {
  fake = await startStripeFake(respond)
  app = await startPaymentsApp({ stripe: fake.stripe, env: { PAYMENT_METHODS: 'card, afterpay_clearpay,zip' } })
})
afterAll(async () => {
  await app?.close()
  await fake?.close()
})

describe('Checkout Session payment methods', () => {
  it('sends card, Afterpay/Clearpay and Zip as payment_method_types, with AUD prices and a shipping address', async () => {
    const res = await postJson(`${app.url}/api/checkout`, {
      lines: [{ price_id: 'price_abaya', quantity: 1 }],
      idempotency_key: 'attempt-payment-methods-0001',
    })
    expect(res.status).toBe(200)
    const create = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')
    const form = new URLSearchParams(create!.body)
    expect(form.getAll('payment_method_types[0]')).toEqual(['card'])
    expect(Object.fromEntries(form)).toMatchObject({
      'payment_method_types[0]': 'card',
      'payment_method_types[1]': 'afterpay_clearpay',
      'payment_method_types[2]': 'zip',
      'line_items[0][price_data][currency]': 'aud',
      'shipping_address_collection[allowed_countries][0]': 'AU',
    })
    expect(form.has('payment_method_types[3]')).toBe(false)
  })
})
