/**
 * What the Stripe fake answers: the Checkout Sessions the shop creates (one per Idempotency-Key, as Stripe keeps
 * them), paid when a run says so, and signed webhook events about them.
 */
import Stripe from 'stripe'
import type { RecordedRequest } from '../stripe-fake'

export interface StripeSessions {
  respond(req: RecordedRequest): { status: number; body: unknown }
  setStorefront(url: string): void
  /** The shopper paid on Stripe's page. */
  pay(sessionId: string, email: string): void
  /** A webhook delivery for the session: the body and its Stripe-Signature header. */
  event(type: string, sessionId: string, eventId?: string): { body: string; signature: string }
  sessionIds(): string[]
}

type Session = Record<string, unknown> & { id: string; line_items: { object: 'list'; data: unknown[] } }

export function createStripeSessions(webhookSecret = 'whsec_reliability_runs_secret'): StripeSessions {
  const sessions = new Map<string, Session>()
  const byKey = new Map<string, string>()
  let storefront = ''
  let counter = 0
  const signer = new Stripe('sk_test_reliability_signer')

  function create(req: RecordedRequest): Session {
    const form = new URLSearchParams(req.body)
    const id = `cs_test_rel${Date.now().toString(36)}${(counter++).toString(36).padStart(4, '0')}`
    const data: unknown[] = []
    for (let i = 0; form.has(`line_items[${i}][quantity]`); i++) {
      const p = (name: string) => form.get(`line_items[${i}]${name}`) ?? ''
      const quantity = Number(p('[quantity]'))
      const unitAmount = Number(p('[price_data][unit_amount]'))
      data.push({
        id: `li_${i}`,
        object: 'item',
        description: p('[price_data][product_data][name]'),
        quantity,
        amount_total: unitAmount * quantity,
        price: {
          id: `price_gen_${i}`,
          object: 'price',
          unit_amount: unitAmount,
          product: {
            id: `prod_${i}`,
            object: 'product',
            metadata: Object.fromEntries(
              [...form.entries()]
                .filter(([k]) => k.startsWith(`line_items[${i}][price_data][product_data][metadata][`))
                .map(([k, v]) => [k.slice(k.lastIndexOf('[') + 1, -1), v]),
            ),
          },
        },
      })
    }
    const amount = data.reduce((sum: number, item) => sum + (item as { amount_total: number }).amount_total, 0)
    return {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      metadata: { storefront: form.get('metadata[storefront]') ?? storefront },
      client_reference_id: form.get('client_reference_id'),
      amount_total: amount,
      currency: form.get('line_items[0][price_data][currency]') ?? 'aud',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      customer_email: null,
      customer_details: null,
      line_items: { object: 'list', data },
    }
  }

  return {
    respond(req) {
      if (req.method === 'POST' && req.path === '/v1/checkout/sessions') {
        const key = String(req.headers['idempotency-key'] ?? '')
        const known = key ? byKey.get(key) : undefined
        if (known) return { status: 200, body: sessions.get(known) }
        const session = create(req)
        sessions.set(session.id, session)
        if (key) byKey.set(key, session.id)
        return { status: 200, body: session }
      }
      const match = /^\/v1\/checkout\/sessions\/([^/?]+)/.exec(req.path)
      const session = match ? sessions.get(decodeURIComponent(match[1]!)) : undefined
      if (req.method === 'GET' && session) return { status: 200, body: session }
      return {
        status: 404,
        body: {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' },
        },
      }
    },
    setStorefront(url) {
      storefront = url
    },
    pay(sessionId, email) {
      const session = sessions.get(sessionId)
      if (!session) throw new Error(`no session ${sessionId}`)
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        customer_details: {
          email,
          name: 'Reliability Run',
          address: {
            line1: '1 Test St',
            line2: null,
            city: 'Melbourne',
            state: 'VIC',
            postal_code: '3000',
            country: 'AU',
          },
        },
      })
    },
    event(type, sessionId, eventId = `evt_${Date.now().toString(36)}_${(counter++).toString(36)}`) {
      const session = sessions.get(sessionId)
      if (!session) throw new Error(`no session ${sessionId}`)
      // The event carries the session without its line items, as Stripe's does: the shop fetches them.
      const { line_items: _omitted, ...object } = session
      const body = JSON.stringify({
        id: eventId,
        object: 'event',
        type,
        created: Math.floor(Date.now() / 1000),
        data: { object },
      })
      return { body, signature: signer.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret }) }
    },
    sessionIds: () => [...sessions.keys()],
  }
}
