/**
 * A loopback stand-in for api.stripe.com (the only outside service the tests cannot reach): records every request
 * and answers from `respond`. Give its `url` to the shop as STRIPE_API_URL, or use its ready `stripe` client.
 * `createFakeRefunds` adds Stripe's refunds API (https://docs.stripe.com/api/refunds) with its idempotency rules.
 */
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

export interface RecordedRequest {
  method: string
  path: string
  headers: IncomingMessage['headers']
  body: string
}

export interface FakeAnswer {
  status: number
  body: unknown
}

/** `respond` may answer later (a Promise): a slow Stripe, or one a test holds until it has done something else. */
export async function startStripeFake(respond: (req: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const requests: RecordedRequest[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => {
      const recorded = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body }
      requests.push(recorded)
      void Promise.resolve(respond(recorded)).then((answer) => {
        res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Request-Id': 'req_fake' })
        res.end(JSON.stringify(answer.body))
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    requests,
    url: `http://127.0.0.1:${port}`,
    stripe: new Stripe('sk_test_fake_key', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * A webhook event's body as Stripe sends it (API version 2026-10-28), carrying `object`; sign it with
 * `Stripe.webhooks.generateTestHeaderString`.
 */
export function stripeEvent(type: string, object: unknown, id: string): string {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  })
}

/** Stripe's error body (https://docs.stripe.com/api/errors). */
export const stripeError = (
  status: number,
  error: { type: Stripe.RawErrorType; message: string; code?: string; decline_code?: string },
): FakeAnswer => ({ status, body: { error } })

/**
 * The refunds of one fake Stripe account: POST /v1/refunds, GET /v1/refunds/:id and GET /v1/refunds?payment_intent=.
 * As Stripe does, the first answer to an Idempotency-Key (success or error) is replayed for the same key and
 * parameters, and the same key with other parameters is refused; a refund above what is left of the payment is
 * refused like Stripe's `charge_already_refunded` / `amount_too_large`.
 */
export function createFakeRefunds(payments: Record<string, { amount: number; charge: string }>) {
  const refunds = new Map<string, Stripe.Refund>()
  const byKey = new Map<string, { body: string; answer: FakeAnswer }>()
  let refusal: FakeAnswer | undefined
  let loseAnswer = false
  let counter = 0

  const refundedOf = (paymentIntent: string) =>
    [...refunds.values()]
      .filter((r) => r.payment_intent === paymentIntent && r.status !== 'failed' && r.status !== 'canceled')
      .reduce((sum, r) => sum + r.amount, 0)

  /** Makes a refund as Stripe holds it (also what the dashboard does: no Idempotency-Key, no metadata). */
  function make(input: {
    paymentIntent: string
    amount?: number
    reason?: Stripe.Refund.Reason | null
    metadata?: Record<string, string>
    status?: string
  }): { refund: Stripe.Refund } | { error: FakeAnswer } {
    const payment = payments[input.paymentIntent]
    if (!payment)
      return {
        error: stripeError(404, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such payment_intent: '${input.paymentIntent}'`,
        }),
      }
    const left = payment.amount - refundedOf(input.paymentIntent)
    if (left <= 0)
      return {
        error: stripeError(400, {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: `Charge ${payment.charge} has already been refunded.`,
        }),
      }
    const amount = input.amount ?? left
    if (amount > left)
      return {
        error: stripeError(400, {
          type: 'invalid_request_error',
          code: 'amount_too_large',
          message: `Refund amount (A$${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (A$${(left / 100).toFixed(2)})`,
        }),
      }
    const refund = {
      id: `re_fake_${String(++counter).padStart(6, '0')}`,
      object: 'refund',
      amount,
      balance_transaction: null,
      charge: payment.charge,
      created: Math.floor(Date.now() / 1000),
      currency: 'aud',
      metadata: input.metadata ?? {},
      payment_intent: input.paymentIntent,
      reason: input.reason ?? null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: input.status ?? 'succeeded',
      transfer_reversal: null,
    } as Stripe.Refund
    refunds.set(refund.id, refund)
    return { refund }
  }

  function create(req: RecordedRequest): FakeAnswer {
    const form = new URLSearchParams(req.body)
    const header = req.headers['idempotency-key']
    const key = typeof header === 'string' ? header : undefined
    const replay = key === undefined ? undefined : byKey.get(key)
    if (replay) {
      if (replay.body === req.body) return replay.answer
      return stripeError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      })
    }
    const metadata: Record<string, string> = {}
    for (const [name, value] of form) {
      const m = /^metadata\[(.+)\]$/.exec(name)
      if (m) metadata[m[1]!] = value
    }
    let answer: FakeAnswer
    if (refusal) {
      answer = refusal
      refusal = undefined
    } else {
      const made = make({
        paymentIntent: form.get('payment_intent') ?? '',
        amount: form.has('amount') ? Number(form.get('amount')) : undefined,
        reason: form.get('reason'),
        metadata,
      })
      answer = 'error' in made ? made.error : { status: 200, body: made.refund }
    }
    if (key !== undefined) byKey.set(key, { body: req.body, answer })
    if (loseAnswer) {
      loseAnswer = false
      return stripeError(500, { type: 'api_error', message: 'Something went wrong on our end' })
    }
    return answer
  }

  return {
    /** Every refund Stripe holds, by id. */
    refunds,
    /** The POST /v1/refunds requests among `requests`. */
    creations: (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds'),
    /** The next new refund request is answered with this (e.g. a card error); a replayed key keeps its answer. */
    refuseNext(answer: FakeAnswer) {
      refusal = answer
    },
    /** The next new refund is made (and kept for its key), but the caller hears a 500: an answer lost on the way. */
    loseNextAnswer() {
      loseAnswer = true
    },
    /** A refund made in Stripe's dashboard: the shop never asked for it. */
    dashboardRefund(paymentIntent: string, amount?: number, reason?: Stripe.Refund.Reason): Stripe.Refund {
      const made = make({ paymentIntent, amount, reason: reason ?? null })
      if ('error' in made) throw new Error(`dashboard refund refused: ${JSON.stringify(made.error.body)}`)
      return made.refund
    },
    /** Answers the refunds API's requests; undefined for any other path. */
    respond(req: RecordedRequest): FakeAnswer | undefined {
      const url = new URL(req.path, 'http://stripe.fake')
      if (url.pathname === '/v1/refunds' && req.method === 'POST') return create(req)
      if (url.pathname === '/v1/refunds' && req.method === 'GET') {
        const paymentIntent = url.searchParams.get('payment_intent')
        const data = [...refunds.values()].filter((r) => !paymentIntent || r.payment_intent === paymentIntent).reverse()
        return { status: 200, body: { object: 'list', url: '/v1/refunds', has_more: false, data } }
      }
      const one = /^\/v1\/refunds\/([^/]+)$/.exec(url.pathname)
      if (one && req.method === 'GET') {
        const refund = refunds.get(one[1]!)
        return refund
          ? { status: 200, body: refund }
          : stripeError(404, {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such refund: '${one[1]}'`,
            })
      }
      return undefined
    },
  }
}
