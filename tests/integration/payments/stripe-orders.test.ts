/**
 * The orders back office in Stripe mode (issue 25, docs/operations.md): a Stripe-paid order with its shipping
 * address; refunds and cancellations from the Orders tool's GraphQL operations through Stripe's refunds API (a
 * loopback fake that keeps Stripe's idempotency rules); refunds and disputes made in Stripe's dashboard flowing
 * back through signed webhooks, redelivered and out of order. One PGlite database behind the payments routes and
 * the GraphQL handler, wired as server/services.ts wires them.
 */
import { randomUUID } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { signSessionToken } from '@/server/accounts/jwt'
import { mailOutbox, orderEvents, orderRefunds, orders, users } from '@/server/db/schema/index'
import { REFUND_ATTEMPT_LEASE_MS } from '@/server/orders/refunds'
import { paidCheckoutSession, aminaShipping } from '@/tests/fixtures/stripeSessions'
import { createFakeRefunds, stripeError, stripeEvent, type RecordedRequest } from '@/harness/stripe-fake'
import { JWT_SECRET, startAccountsApp, type AccountsApp } from '../accounts/harness'
import { startPaymentsApp, startStripeFake, WEBHOOK_SECRET, type PaymentsApp } from './harness'
import { staffSessionHeader } from '@/tests/helpers/staff-session'

const SESSION_ID = 'cs_test_backOffice0001'
const PAYMENT_INTENT = 'pi_fake_backOffice0001'
const CHARGE = 'ch_fake_backOffice0001'
const TOTAL = 4990

/** The paid session as API version 2026-10-28 sends it: the shipping address under collected_information. */
const paidSession = (storefront: string) =>
  paidCheckoutSession({ id: SESSION_ID, storefront, paymentIntent: PAYMENT_INTENT, shipping: aminaShipping() })

let stripeFake: Awaited<ReturnType<typeof startStripeFake>>
let refunds: ReturnType<typeof createFakeRefunds>
let payments: PaymentsApp
let app: AccountsApp

function respond(req: RecordedRequest) {
  const answer = refunds.respond(req)
  if (answer) return answer
  if (req.method === 'GET' && req.path.startsWith(`/v1/checkout/sessions/${SESSION_ID}`))
    return { status: 200, body: paidSession(payments.url) }
  if (req.method === 'GET' && req.path.startsWith(`/v1/charges/${CHARGE}`))
    return { status: 200, body: { id: CHARGE, object: 'charge', payment_intent: PAYMENT_INTENT } }
  return stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: 'No such object' })
}

beforeAll(async () => {
  stripeFake = await startStripeFake(respond)
  payments = await startPaymentsApp({ stripe: stripeFake.stripe })
  app = await startAccountsApp({ backend: 'pglite', smtp: false, database: payments.db, orders: payments.orders })
})
afterAll(async () => {
  await app?.close()
  await payments?.close()
  await stripeFake?.close()
})
beforeEach(async () => {
  refunds = createFakeRefunds({ [PAYMENT_INTENT]: { amount: TOTAL, charge: CHARGE } })
  stripeFake.requests.length = 0
  await payments.reset()
  await app.reset()
})

const refundCalls = () => refunds.creations(stripeFake.requests)
const mails = (kind: string) => payments.db.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind))
const timeline = (orderId: string) =>
  payments.db.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.createdAt))

let eventCounter = 0
function webhook(type: string, object: unknown, id = `evt_fake_${++eventCounter}`) {
  return stripeEvent(type, object, id)
}
async function deliver(payload: string) {
  const res = await fetch(`${payments.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    body: payload,
  })
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null }
}

/** Stripe's charge as a `charge.refunded` event carries it in this API version: without its refunds list. */
const charge = (refunded: number) => ({
  id: CHARGE,
  object: 'charge',
  amount: TOTAL,
  amount_refunded: refunded,
  refunded: refunded >= TOTAL,
  payment_intent: PAYMENT_INTENT,
  currency: 'aud',
})

async function paidOrder() {
  const res = await deliver(webhook('checkout.session.completed', { id: SESSION_ID, object: 'checkout.session' }))
  expect(res.status).toBe(200)
  const [order] = await payments.db.db.select().from(orders).where(eq(orders.sessionId, SESSION_ID))
  return order!
}

async function account(email: string, isStaff: boolean) {
  const id = randomUUID()
  await payments.db.db.insert(users).values({
    id,
    fullName: isStaff ? 'Sara Staff' : 'Test Shopper',
    email,
    passwordHash: 'x',
    emailVerifiedAt: new Date(),
    isStaff,
    tokensValidAfter: new Date(Date.now() - 60_000),
  })
  // Staff act through a staff session: the password and the second factor (docs/operations.md).
  if (isStaff) return staffSessionHeader(payments.db.db, { id, email })
  return { authorization: `Bearer ${await signSessionToken(JWT_SECRET, id, Math.floor(Date.now() / 1000))}` }
}

const ORDER = `id status refunded refundable disputed flags
  timeline { type actor actorName message amount }
  shippingAddress { name line1 line2 city state postalCode country }`
type StaffOrderView = {
  status: string
  refunded: number
  refundable: number
  disputed: boolean
  flags: string[]
  timeline: Array<{ type: string; actor: string; actorName: string | null; message: string; amount: number | null }>
}
const REFUND = `mutation($id: ID!, $amount: Int, $key: String) {
  refundOrder(id: $id, amount: $amount, reason: "Customer asked", idempotencyKey: $key) { ${ORDER} } }`
const CANCEL = `mutation($id: ID!) { cancelOrder(id: $id, reason: "Out of stock") { ${ORDER} } }`
const STAFF_ORDER = `query($id: ID!) { staffOrder(id: $id) { ${ORDER} } }`

async function staffOrder(id: string, staff: Record<string, string>) {
  const res = await app.gql<{ staffOrder: StaffOrderView }>(STAFF_ORDER, { id }, staff)
  expect(res.body.errors).toBeUndefined()
  return res.body.data!.staffOrder
}

describe('a Stripe-paid order', () => {
  it('is stored with its shipping address and payment intent, and mails SHOP_EMAIL a packing summary once', async () => {
    const order = await paidOrder()
    expect(order).toMatchObject({
      provider: 'stripe',
      status: 'paid',
      paymentIntentId: PAYMENT_INTENT,
      shippingAddress: {
        name: 'Amina Rahman',
        line1: '12 Lygon St',
        line2: 'Unit 4',
        city: 'Carlton',
        state: 'VIC',
        postalCode: '3053',
        country: 'AU',
      },
    })
    // Redelivered, and again under another event id: still one packing summary.
    await deliver(webhook('checkout.session.completed', { id: SESSION_ID, object: 'checkout.session' }))
    await payments.payments.sessionStatus(SESSION_ID)
    const packing = await mails('newOrder')
    expect(packing).toHaveLength(1)
    expect(packing[0]!.to).toBe(payments.config.shopEmail)
    expect(packing[0]!.text).toContain('2 × Rose Chiffon Hijab [price_hijab]')
    expect(packing[0]!.text).toContain('Ship to: Amina Rahman, 12 Lygon St, Unit 4, Carlton VIC 3053')

    const seen = await staffOrder(order.id, await account('sara@example.com', true))
    expect(seen).toMatchObject({ status: 'paid', refundable: TOTAL, disputed: false })
  })
})

describe('refunds from the Orders tool', () => {
  it('a double click reaches Stripe once: one refund, one row, one mail, one timeline event', async () => {
    const order = await paidOrder()
    const staff = await account('sara@example.com', true)
    const [a, b] = await Promise.all([
      app.gql<{ refundOrder: StaffOrderView }>(REFUND, { id: order.id }, staff),
      app.gql<{ refundOrder: StaffOrderView }>(REFUND, { id: order.id }, staff),
    ])
    expect([a.body.errors, b.body.errors]).toEqual([undefined, undefined])

    expect(refundCalls()).toHaveLength(1)
    const sent = new URLSearchParams(refundCalls()[0]!.body)
    expect(sent.get('payment_intent')).toBe(PAYMENT_INTENT)
    expect(sent.get('amount')).toBe(String(TOTAL))
    expect(sent.get('reason')).toBe('requested_by_customer')
    expect(refundCalls()[0]!.headers['idempotency-key']).toMatch(/^refund-/)
    expect(refunds.refunds.size).toBe(1)

    expect(await payments.db.db.select().from(orderRefunds)).toHaveLength(1)
    expect(await mails('orderRefunded')).toHaveLength(1)
    const seen = await staffOrder(order.id, staff)
    expect(seen).toMatchObject({ status: 'refunded', refunded: TOTAL, refundable: 0 })
    expect(seen.timeline.filter((e) => e.type === 'refunded')).toEqual([
      expect.objectContaining({ actor: 'staff', actorName: 'Sara Staff', amount: TOTAL }),
    ])

    // Stripe's own webhooks for that refund (created, then the charge) count nothing twice.
    const [refund] = refunds.refunds.values()
    expect(refund!.metadata).toMatchObject({ order_id: order.id })
    expect((await deliver(webhook('refund.created', refund))).status).toBe(200)
    expect((await deliver(webhook('charge.refunded', charge(TOTAL)))).status).toBe(200)
    expect(await payments.db.db.select().from(orderRefunds)).toHaveLength(1)
    expect(await mails('orderRefunded')).toHaveLength(1)
    const after = await staffOrder(order.id, staff)
    expect(after).toMatchObject({ status: 'refunded', refunded: TOTAL })
    expect(after.timeline.filter((e) => e.type === 'refunded')).toHaveLength(1)
  })

  it('a part, then the rest; more than is left is refused with the amount that is left', async () => {
    const order = await paidOrder()
    const staff = await account('sara@example.com', true)
    const part = await app.gql<{ refundOrder: StaffOrderView }>(REFUND, { id: order.id, amount: 1000 }, staff)
    expect(part.body.errors).toBeUndefined()
    expect(part.body.data?.refundOrder).toMatchObject({ status: 'partially_refunded', refunded: 1000 })

    const tooMuch = await app.gql(REFUND, { id: order.id, amount: TOTAL }, staff)
    expect(tooMuch.body.errors?.[0]).toMatchObject({
      message: 'At most $39.90 can be refunded.',
      extensions: { code: 'BAD_USER_INPUT', field: 'amount' },
    })
    expect(refundCalls()).toHaveLength(1)

    const rest = await app.gql<{ refundOrder: StaffOrderView }>(REFUND, { id: order.id }, staff)
    expect(rest.body.errors).toBeUndefined()
    expect(rest.body.data?.refundOrder).toMatchObject({ status: 'refunded', refunded: TOTAL, refundable: 0 })
    expect(refundCalls().map((r) => new URLSearchParams(r.body).get('amount'))).toEqual(['1000', '3990'])
    expect([...refunds.refunds.values()].map((r) => r.amount)).toEqual([1000, 3990])
    expect(await mails('orderRefunded')).toHaveLength(2)
  })

  it('a refusal by Stripe refunds nothing, is on the timeline, and says the payment provider refused it', async () => {
    const order = await paidOrder()
    const staff = await account('sara@example.com', true)
    refunds.refuseNext(
      stripeError(402, {
        type: 'card_error',
        code: 'expired_or_canceled_card',
        message: 'The card this payment was made with has expired.',
      }),
    )
    const refused = await app.gql(REFUND, { id: order.id }, staff)
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'The payment provider refused the refund: The card this payment was made with has expired.',
      extensions: { code: 'REFUND_FAILED' },
    })
    expect(refunds.refunds.size).toBe(0)
    expect(await payments.db.db.select().from(orderRefunds)).toEqual([])
    expect(await mails('orderRefunded')).toEqual([])
    const seen = await staffOrder(order.id, staff)
    expect(seen).toMatchObject({ status: 'paid', refunded: 0, refundable: TOTAL })
    expect(seen.timeline.map((e) => e.type)).toEqual(['placed', 'refund_failed'])

    // Clicked again once the problem is sorted: Stripe is asked anew (its idempotency layer replays an answer
    // for a key it has seen, so the retry must not reuse the refused attempt's key).
    const again = await app.gql<{ refundOrder: StaffOrderView }>(REFUND, { id: order.id }, staff)
    expect(again.body.errors).toBeUndefined()
    expect(again.body.data?.refundOrder).toMatchObject({ status: 'refunded', refunded: TOTAL })
    const keys = refundCalls().map((r) => r.headers['idempotency-key'])
    expect(keys).toHaveLength(2)
    expect(keys[0]).not.toBe(keys[1])
  })

  it('no answer from Stripe: the attempt stays pending (not refunded twice) until Stripe’s webhook settles it', async () => {
    const order = await paidOrder()
    const staff = await account('sara@example.com', true)
    refunds.loseNextAnswer()
    const lost = await app.gql(REFUND, { id: order.id }, staff)
    expect(lost.body.errors?.[0]).toMatchObject({
      message: expect.stringContaining('The payment provider did not answer, so the refund may still go through.'),
      extensions: { code: 'REFUND_PENDING' },
    })
    // Stripe did make it. Clicked again at once: the attempt is still under way, nothing is sent twice.
    expect(refunds.refunds.size).toBe(1)
    const again = await app.gql<{ refundOrder: StaffOrderView }>(REFUND, { id: order.id }, staff)
    expect(again.body.errors).toBeUndefined()
    expect(again.body.data?.refundOrder).toMatchObject({ status: 'paid', refunded: 0 })
    expect(refundCalls()).toHaveLength(1)

    const [refund] = refunds.refunds.values()
    expect((await deliver(webhook('refund.created', refund))).status).toBe(200)
    const seen = await staffOrder(order.id, staff)
    expect(seen).toMatchObject({ status: 'refunded', refunded: TOTAL })
    expect(seen.timeline.filter((e) => e.type === 'refunded')).toEqual([
      expect.objectContaining({ actor: 'staff', actorName: 'Sara Staff', amount: TOTAL }),
    ])
    expect(await payments.db.db.select().from(orderRefunds)).toHaveLength(1)
    expect(await mails('orderRefunded')).toHaveLength(1)
  })

  it('an attempt left without an answer is taken over after its lease, with the same Stripe key', async () => {
    const order = await paidOrder()
    const staff = await account('sara@example.com', true)
    refunds.loseNextAnswer()
    expect((await app.gql(REFUND, { id: order.id }, staff)).body.errors?.[0]?.extensions?.code).toBe('REFUND_PENDING')
    // Minutes later (the request that made it is long gone), the same click again.
    await payments.db.db
      .update(orderRefunds)
      .set({ createdAt: new Date(Date.now() - REFUND_ATTEMPT_LEASE_MS - 60_000) })
      .where(eq(orderRefunds.orderId, order.id))
    const retried = await app.gql<{ refundOrder: StaffOrderView }>(REFUND, { id: order.id }, staff)
    expect(retried.body.errors).toBeUndefined()
    expect(retried.body.data?.refundOrder).toMatchObject({ status: 'refunded', refunded: TOTAL })
    const keys = refundCalls().map((r) => r.headers['idempotency-key'])
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
    // Stripe answered the retry with the refund it had made: one refund, one mail.
    expect(refunds.refunds.size).toBe(1)
    expect(await mails('orderRefunded')).toHaveLength(1)
  })

  it('cancelling an unshipped order refunds the rest through the API, once', async () => {
    const order = await paidOrder()
    const staff = await account('sara@example.com', true)
    await app.gql(REFUND, { id: order.id, amount: 990 }, staff)
    const [a, b] = await Promise.all([
      app.gql<{ cancelOrder: StaffOrderView }>(CANCEL, { id: order.id }, staff),
      app.gql<{ cancelOrder: StaffOrderView }>(CANCEL, { id: order.id }, staff),
    ])
    expect([a.body.errors, b.body.errors]).toEqual([undefined, undefined])
    expect(refundCalls().map((r) => new URLSearchParams(r.body).get('amount'))).toEqual(['990', '4000'])
    const seen = await staffOrder(order.id, staff)
    expect(seen).toMatchObject({ status: 'cancelled', refunded: TOTAL, refundable: 0 })
    expect(seen.timeline.filter((e) => e.type === 'cancelled')).toHaveLength(1)
    expect(await mails('orderCancelled')).toHaveLength(1)
    // The cancellation mail tells of its refund; the earlier part refund had its own mail.
    expect(await mails('orderRefunded')).toHaveLength(1)
  })
})

describe('refunds made in Stripe’s dashboard', () => {
  it('charge.refunded updates the order, its timeline (by stripe) and mails the shopper once', async () => {
    const order = await paidOrder()
    const staff = await account('sara@example.com', true)
    refunds.dashboardRefund(PAYMENT_INTENT, 1500, 'requested_by_customer')
    const event = webhook('charge.refunded', charge(1500))
    expect(await deliver(event)).toMatchObject({ status: 200, body: { handled: true } })
    // The same event again, and another event about the same refund: nothing more.
    expect(await deliver(event)).toMatchObject({ status: 200, body: { duplicate: true } })
    const [refund] = refunds.refunds.values()
    expect((await deliver(webhook('refund.updated', refund))).status).toBe(200)

    const seen = await staffOrder(order.id, staff)
    expect(seen).toMatchObject({ status: 'partially_refunded', refunded: 1500, refundable: TOTAL - 1500 })
    expect(seen.timeline.filter((e) => e.type === 'refunded')).toEqual([
      expect.objectContaining({ actor: 'stripe', amount: 1500, message: expect.stringContaining('made in Stripe') }),
    ])
    const mailed = await mails('orderRefunded')
    expect(mailed).toHaveLength(1)
    expect(mailed[0]!.to).toBe('amina@example.com')
    // The shop asked Stripe for no refund of its own.
    expect(refundCalls()).toEqual([])

    // Staff then refund the rest from the tool: what Stripe already returned is not refunded again.
    const rest = await app.gql<{ refundOrder: StaffOrderView }>(REFUND, { id: order.id }, staff)
    expect(rest.body.data?.refundOrder).toMatchObject({ status: 'refunded', refunded: TOTAL })
    expect(refundCalls().map((r) => new URLSearchParams(r.body).get('amount'))).toEqual([String(TOTAL - 1500)])
  })

  it('in any order: a succeeded refund is not undone by its older pending event', async () => {
    const order = await paidOrder()
    const staff = await account('sara@example.com', true)
    const refund = refunds.dashboardRefund(PAYMENT_INTENT, 2000)
    // Stripe delivers refund.updated (succeeded) before refund.created (still pending when it was made).
    expect((await deliver(webhook('refund.updated', refund))).status).toBe(200)
    expect((await deliver(webhook('refund.created', { ...refund, status: 'pending' }))).status).toBe(200)
    expect(await staffOrder(order.id, staff)).toMatchObject({ status: 'partially_refunded', refunded: 2000 })
    expect((await deliver(webhook('charge.refunded', charge(2000)))).status).toBe(200)
    const seen = await staffOrder(order.id, staff)
    expect(seen).toMatchObject({ status: 'partially_refunded', refunded: 2000 })
    expect(seen.timeline.filter((e) => e.type === 'refunded')).toHaveLength(1)
    expect(await mails('orderRefunded')).toHaveLength(1)
  })

  it('an event for a payment the shop has not recorded yet is answered 500, so Stripe delivers it again', async () => {
    const refund = refunds.dashboardRefund(PAYMENT_INTENT, 500)
    const early = webhook('refund.created', refund)
    expect((await deliver(early)).status).toBe(500)
    const order = await paidOrder()
    expect((await deliver(early)).status).toBe(200)
    const [row] = await payments.db.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row).toMatchObject({ status: 'partially_refunded', refundedAmount: 500 })
  })
})

describe('disputes', () => {
  const dispute = (status: string) => ({
    id: 'dp_fake_0001',
    object: 'dispute',
    amount: TOTAL,
    charge: CHARGE,
    payment_intent: PAYMENT_INTENT,
    currency: 'aud',
    reason: 'fraudulent',
    status,
  })

  it('charge.dispute.created flags the order; charge.dispute.closed records the outcome', async () => {
    const order = await paidOrder()
    const staff = await account('sara@example.com', true)
    const created = webhook('charge.dispute.created', dispute('needs_response'))
    expect((await deliver(created)).status).toBe(200)
    expect((await deliver(created)).body).toMatchObject({ duplicate: true })
    const flagged = await staffOrder(order.id, staff)
    expect(flagged).toMatchObject({ status: 'paid', disputed: true, flags: ['disputed'] })
    expect(flagged.timeline.filter((e) => e.type === 'disputed')).toEqual([
      expect.objectContaining({ actor: 'stripe', message: expect.stringContaining('fraudulent') }),
    ])
    const listed = await app.gql<{ staffOrders: { nodes: Array<{ id: string; disputed: boolean }> } }>(
      `{ staffOrders { nodes { id disputed } } }`,
      {},
      staff,
    )
    expect(listed.body.data?.staffOrders.nodes).toEqual([{ id: order.id, disputed: true }])

    expect((await deliver(webhook('charge.dispute.closed', dispute('lost')))).status).toBe(200)
    const lost = await staffOrder(order.id, staff)
    expect(lost).toMatchObject({ disputed: true })
    expect(lost.timeline.at(-1)).toMatchObject({
      type: 'dispute_closed',
      actor: 'stripe',
      message: 'The dispute was closed: lost.',
    })
  })

  it('a won dispute clears the flag, also when its closing event arrives before its opening one', async () => {
    const order = await paidOrder()
    const staff = await account('sara@example.com', true)
    // The charge id only (older dispute payloads): the shop asks Stripe for the charge's payment.
    const { payment_intent: _, ...byCharge } = dispute('won')
    expect((await deliver(webhook('charge.dispute.closed', byCharge))).status).toBe(200)
    expect((await deliver(webhook('charge.dispute.created', dispute('needs_response')))).status).toBe(200)
    const seen = await staffOrder(order.id, staff)
    expect(seen).toMatchObject({ disputed: false, flags: [] })
    expect(seen.timeline.map((e) => e.type).sort()).toEqual(['dispute_closed', 'disputed', 'placed'])
    expect((await timeline(order.id)).filter((e) => e.type === 'dispute_closed')).toHaveLength(1)
  })
})
