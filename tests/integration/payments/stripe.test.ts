/**
 * The Stripe provider against a loopback fake of api.stripe.com: the Checkout Session parameters on the wire,
 * the Idempotency-Key, the signed webhook (valid, tampered, stale) and idempotent fulfilment.
 */
import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { mailOutbox, orders, paymentEvents } from '@/server/db/schema/index'
import { paidCheckoutSession } from '@/tests/fixtures/stripeSessions'
import { stripeEvent } from '@/harness/stripe-fake'
import {
  hijabOrderLine,
  postJson,
  startPaymentsApp,
  startStripeFake,
  WEBHOOK_SECRET,
  type PaymentsApp,
  type RecordedRequest,
} from './harness'

const SESSION_ID = 'cs_test_a1B2c3D4e5F6g7H8'

/** What Stripe would hold for a paid session of 2 hijabs (content price 24.95) bought by Amina. */
function sessionFixture(overrides: Record<string, unknown> = {}) {
  // Made by this shop (its PUBLIC_URL): sessions of other integrations on the account are not ours to fulfil.
  return { ...paidCheckoutSession({ id: SESSION_ID, storefront: app?.url }), ...overrides }
}

let sessionState: Record<string, unknown> = {}
/** Make the fake answer 500, as Stripe does during an incident. */
let failing = false
let fake: Awaited<ReturnType<typeof startStripeFake>>
let app: PaymentsApp

function respond(req: RecordedRequest) {
  if (failing)
    return { status: 500, body: { error: { type: 'api_error', message: 'Something went wrong on our end' } } }
  if (req.method === 'POST' && req.path === '/v1/checkout/sessions') {
    return {
      status: 200,
      body: { id: SESSION_ID, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${SESSION_ID}` },
    }
  }
  const match = /^\/v1\/checkout\/sessions\/([^?]+)/.exec(req.path)
  if (req.method === 'GET' && match?.[1] === SESSION_ID) return { status: 200, body: sessionState }
  return {
    status: 404,
    body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' } },
  }
}

beforeAll(async () => {
  fake = await startStripeFake(respond)
  app = await startPaymentsApp({ stripe: fake.stripe })
})
afterAll(async () => {
  await app?.close()
  await fake?.close()
})
beforeEach(async () => {
  sessionState = sessionFixture()
  failing = false
  fake.requests.length = 0
  await app.reset()
})

describe('Checkout Session creation', () => {
  it('sends mode, price_data lines in AUD, the literal {CHECKOUT_SESSION_ID}, cancel URL, required billing address and an Idempotency-Key', async () => {
    const res = await postJson(`${app.url}/api/checkout`, {
      lines: [
        { price_id: 'price_hijab', quantity: 1 },
        { price_id: 'price_abaya', quantity: 1 },
        { price_id: 'price_hijab', quantity: 1 },
      ],
      idempotency_key: 'attempt-0123456789abcdef',
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ url: `https://checkout.stripe.com/c/pay/${SESSION_ID}` })

    const [create] = fake.requests
    expect(create).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' })
    const form = new URLSearchParams(create!.body)
    expect(Object.fromEntries(form)).toEqual({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'aud',
      'line_items[0][price_data][unit_amount]': '2495',
      'line_items[0][price_data][product_data][name]': 'Rose Chiffon Hijab',
      'line_items[0][price_data][product_data][metadata][price_id]': 'price_hijab',
      'line_items[0][price_data][product_data][metadata][product_id]': 'product-hijab',
      'line_items[0][price_data][product_data][metadata][slug]': 'rose-chiffon-hijab',
      'line_items[0][price_data][product_data][metadata][title]': 'Rose Chiffon Hijab',
      'line_items[0][quantity]': '2',
      'line_items[1][price_data][currency]': 'aud',
      'line_items[1][price_data][unit_amount]': '12900',
      'line_items[1][price_data][product_data][name]': 'Nidha <Abaya> & "Co"',
      'line_items[1][price_data][product_data][metadata][price_id]': 'price_abaya',
      'line_items[1][price_data][product_data][metadata][product_id]': 'product-abaya',
      'line_items[1][price_data][product_data][metadata][slug]': 'nidha-abaya',
      'line_items[1][price_data][product_data][metadata][title]': 'Nidha <Abaya> & "Co"',
      'line_items[1][quantity]': '1',
      // 2 × 24.95 + 129 is over the free-shipping threshold: the one shipping option costs nothing.
      'shipping_options[0][shipping_rate_data][display_name]': 'Standard shipping',
      'shipping_options[0][shipping_rate_data][fixed_amount][amount]': '0',
      'shipping_options[0][shipping_rate_data][fixed_amount][currency]': 'aud',
      'shipping_options[0][shipping_rate_data][type]': 'fixed_amount',
      success_url: `${app.url}/stripe/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${app.url}/stripe/error`,
      billing_address_collection: 'required',
      'shipping_address_collection[allowed_countries][0]': 'AU',
      expires_at: expect.stringMatching(/^\d{10}$/),
      'metadata[storefront]': app.url,
      // The language of the page that asked (no Accept-Language: English) travels to the order.
      'metadata[locale]': 'en',
    })
    const key = create!.headers['idempotency-key']
    expect(key).toMatch(/^checkout-[0-9a-f]{48}$/)

    // The same attempt reuses the key; a changed cart gets a new one.
    await postJson(`${app.url}/api/checkout`, {
      lines: [
        { price_id: 'price_abaya', quantity: 1 },
        { price_id: 'price_hijab', quantity: 2 },
      ],
      idempotency_key: 'attempt-0123456789abcdef',
    })
    await postJson(`${app.url}/api/checkout`, {
      lines: [{ price_id: 'price_hijab', quantity: 3 }],
      idempotency_key: 'attempt-0123456789abcdef',
    })
    expect(fake.requests[1]!.headers['idempotency-key']).toBe(key)
    expect(fake.requests[2]!.headers['idempotency-key']).not.toBe(key)
  })

  it("names the lines on Stripe's page in the checkout's language, keeping the English in the metadata", async () => {
    const res = await postJson(
      `${app.url}/api/checkout`,
      {
        lines: [
          { price_id: 'price_hijab', quantity: 1 },
          { price_id: 'price_abaya', quantity: 1 },
        ],
      },
      { 'Accept-Language': 'ar' },
    )
    expect(res.status).toBe(200)
    const form = Object.fromEntries(new URLSearchParams(fake.requests[0]!.body))
    expect(form).toMatchObject({
      'line_items[0][price_data][product_data][name]': 'حجاب شيفون وردي',
      'line_items[0][price_data][product_data][metadata][title]': 'Rose Chiffon Hijab',
      'line_items[0][price_data][product_data][metadata][local_title]': 'حجاب شيفون وردي',
      // No Arabic title: the English, and nothing more to keep.
      'line_items[1][price_data][product_data][name]': 'Nidha <Abaya> & "Co"',
      'metadata[locale]': 'ar',
      cancel_url: `${app.url}/ar/stripe/error`,
    })
    expect(form).not.toHaveProperty('line_items[1][price_data][product_data][metadata][local_title]')
  })

  it('answers 502 with a clear message when Stripe fails, and never calls Stripe for an unknown product', async () => {
    const res = await postJson(`${app.url}/api/checkout`, { lines: [{ price_id: 'price_nope', quantity: 1 }] })
    expect(res.status).toBe(400)
    expect(res.body!.error!.message).toBe('Unknown product: price_nope')
    expect(fake.requests).toEqual([])

    failing = true
    const down = await postJson(`${app.url}/api/checkout`, { lines: [{ price_id: 'price_hijab', quantity: 1 }] })
    expect(down.status).toBe(502)
    expect(down.body!.error!.message).toBe('The payment provider could not be reached. Please try again.')
  })
})

describe('success page status', () => {
  it('paid (and fulfilled once), unpaid, unknown', async () => {
    expect(await app.payments.sessionStatus(SESSION_ID)).toBe('paid')
    expect(await app.payments.sessionStatus(SESSION_ID)).toBe('paid')
    expect(await app.db.db.select().from(orders)).toHaveLength(1)
    expect(await app.db.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'orderConfirmation'))).toHaveLength(1)

    sessionState = sessionFixture({ payment_status: 'unpaid', status: 'open' })
    expect(await app.payments.sessionStatus(SESSION_ID)).toBe('unpaid')
    expect(await app.payments.sessionStatus('cs_test_unknown_session')).toBe('unknown')
  })

  it('a session another integration made on the same Stripe account is unknown here and never becomes an order', async () => {
    sessionState = sessionFixture({ metadata: { storefront: 'https://another-shop.example' } })
    expect(await app.payments.sessionStatus(SESSION_ID)).toBe('unknown')
    expect(await app.db.db.select().from(orders)).toEqual([])
  })

  it('asks Stripe about a made-up session id once, then answers from memory', async () => {
    expect(await app.payments.sessionStatus('cs_test_madeUpSession01')).toBe('unknown')
    const asked = fake.requests.length
    for (let i = 0; i < 5; i++) expect(await app.payments.sessionStatus('cs_test_madeUpSession01')).toBe('unknown')
    expect(fake.requests.length).toBe(asked)
  })
})

describe('webhook', () => {
  function event(
    type: string,
    id = 'evt_1',
    object: Record<string, unknown> = {
      id: SESSION_ID,
      object: 'checkout.session',
      payment_status: 'paid',
      status: 'complete',
    },
  ) {
    return stripeEvent(type, object, id)
  }
  function deliver(payload: string, signature: string) {
    return fetch(`${app.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    })
  }
  const sign = (payload: string, opts: { timestamp?: number; secret?: string } = {}) =>
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: opts.secret ?? WEBHOOK_SECRET,
      timestamp: opts.timestamp,
    })

  it('acknowledges, but does not fulfil, a session another integration on the account made', async () => {
    sessionState = sessionFixture({ metadata: {} })
    const payload = event('checkout.session.completed', 'evt_foreign', {
      id: SESSION_ID,
      object: 'checkout.session',
      payment_status: 'paid',
      status: 'complete',
      metadata: {},
    })
    const res = await deliver(payload, sign(payload))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ received: true, handled: false })
    expect(await app.db.db.select().from(orders)).toEqual([])
  })

  it('a valid checkout.session.completed creates one paid order and one mail; a redelivery changes nothing', async () => {
    const payload = event('checkout.session.completed')
    const first = await deliver(payload, sign(payload))
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ received: true, handled: true, duplicate: false })
    // Line items were fetched from Stripe (the event carries none).
    expect(
      fake.requests.some(
        (r) =>
          r.method === 'GET' &&
          r.path.startsWith(`/v1/checkout/sessions/${SESSION_ID}`) &&
          decodeURIComponent(r.path).includes('expand[0]=line_items.data.price.product'),
      ),
    ).toBe(true)

    const second = await deliver(payload, sign(payload))
    expect(second.status).toBe(200)
    expect(await second.json()).toMatchObject({ duplicate: true })
    // Known as a redelivery before Stripe is asked for the session again (sale-day findings, issue 41).
    const sessionReads = fake.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/checkout/sessions/'))
    expect(sessionReads).toHaveLength(1)

    const rows = await app.db.db.select().from(orders)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      sessionId: SESSION_ID,
      provider: 'stripe',
      status: 'paid',
      email: 'amina@example.com',
      amountTotal: 4990,
      currency: 'AUD',
    })
    expect(rows[0]!.lines).toEqual([hijabOrderLine(2)])
    const mails = await app.db.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'amina@example.com'))
    expect(mails).toHaveLength(1)
    expect(await app.db.db.select().from(paymentEvents)).toHaveLength(1)
  })

  it("an Arabic checkout's order keeps the Arabic name beside the English, and its mail names the product in Arabic", async () => {
    const fixture = sessionFixture({ metadata: { storefront: app.url, locale: 'ar' } })
    const [item] = (fixture.line_items as { data: Array<{ price: { product: { metadata: object } } }> }).data
    item!.price.product.metadata = {
      ...item!.price.product.metadata,
      title: 'Rose Chiffon Hijab',
      local_title: 'حجاب شيفون وردي',
    }
    sessionState = fixture
    const payload = event('checkout.session.completed')
    expect((await deliver(payload, sign(payload))).status).toBe(200)
    const [order] = await app.db.db.select().from(orders)
    expect(order).toMatchObject({ locale: 'ar' })
    expect(order!.lines).toMatchObject([{ name: 'Rose Chiffon Hijab', localName: 'حجاب شيفون وردي' }])
    const [mail] = await app.db.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'amina@example.com'))
    expect(mail!.text).toContain('2 × حجاب شيفون وردي — \u2066$49.90\u2069')
  })

  it('a different event for the same session (and the success page) still sends one mail', async () => {
    const a = event('checkout.session.completed', 'evt_a')
    const b = event('checkout.session.async_payment_succeeded', 'evt_b')
    expect((await deliver(a, sign(a))).status).toBe(200)
    expect((await deliver(b, sign(b))).status).toBe(200)
    await app.payments.sessionStatus(SESSION_ID)
    expect(await app.db.db.select().from(orders)).toHaveLength(1)
    expect(await app.db.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'orderConfirmation'))).toHaveLength(1)
    expect(await app.db.db.select().from(paymentEvents)).toHaveLength(2)
  })

  it('pending, then async failure: no mail; pending, then async success: paid and one mail', async () => {
    sessionState = sessionFixture({ payment_status: 'unpaid' })
    const completed = event('checkout.session.completed', 'evt_c', { id: SESSION_ID, object: 'checkout.session' })
    await deliver(completed, sign(completed))
    expect((await app.db.db.select().from(orders))[0]).toMatchObject({
      status: 'payment_pending',
      confirmationSentAt: null,
    })

    const failed = event('checkout.session.async_payment_failed', 'evt_f', {
      id: SESSION_ID,
      object: 'checkout.session',
    })
    await deliver(failed, sign(failed))
    expect((await app.db.db.select().from(orders))[0]).toMatchObject({ status: 'payment_failed' })
    expect(await app.db.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'orderConfirmation'))).toHaveLength(0)

    await app.reset()
    await deliver(completed, sign(completed))
    const succeeded = event('checkout.session.async_payment_succeeded', 'evt_s', {
      id: SESSION_ID,
      object: 'checkout.session',
    })
    sessionState = sessionFixture({ payment_status: 'paid' })
    await deliver(succeeded, sign(succeeded))
    expect((await app.db.db.select().from(orders))[0]).toMatchObject({ status: 'paid' })
    expect(await app.db.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'orderConfirmation'))).toHaveLength(1)
  })

  it('refuses a tampered payload, a wrong secret, a stale timestamp (>300 s) and a missing signature with 400', async () => {
    const payload = event('checkout.session.completed')
    const tampered = payload.replace('"paid"', '"unpaid"')
    expect((await deliver(tampered, sign(payload))).status).toBe(400)
    expect((await deliver(payload, sign(payload, { secret: 'whsec_wrong' }))).status).toBe(400)
    expect((await deliver(payload, sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 }))).status).toBe(400)
    const missing = await fetch(`${app.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: payload,
    })
    expect(missing.status).toBe(400)
    expect(await app.db.db.select().from(orders)).toEqual([])
    expect(await app.db.db.select().from(paymentEvents)).toEqual([])
  })

  it('acknowledges event types it does not handle', async () => {
    const payload = event('customer.created', 'evt_x', { id: 'cus_1', object: 'customer' })
    const res = await deliver(payload, sign(payload))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ received: true, handled: false })
  })

  it('answers 500 (so Stripe retries) when Stripe cannot be asked for the session, and a retry then succeeds', async () => {
    const payload = event('checkout.session.completed', 'evt_retry')
    failing = true
    expect((await deliver(payload, sign(payload))).status).toBe(500)
    expect(await app.db.db.select().from(paymentEvents)).toEqual([])
    failing = false
    expect((await deliver(payload, sign(payload))).status).toBe(200)
    expect(await app.db.db.select().from(orders)).toHaveLength(1)
    expect(await app.db.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'orderConfirmation'))).toHaveLength(1)
  })
})
