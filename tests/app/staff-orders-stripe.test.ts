/**
 * Issue 25's back office in Stripe mode through the compiled shop (what `npm start` runs): the staff-only GraphQL
 * fields refuse an anonymous caller and a shopper; a staff member granted with `npm run staff -- grant` (through
 * the running shop's admin channel) refunds a Stripe-paid order twice clicked and Stripe's refunds API (a loopback
 * fake, STRIPE_API_URL) is asked once; a refund made in Stripe's dashboard and a dispute arrive as signed webhooks
 * and show in staffOrder.
 */
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { aminaShipping, paidCheckoutSession } from '../fixtures/stripeSessions'
import { gql } from '@/harness/graphql'
import type { ShopProcess } from '@/harness/shop'
import { shopsPerTest } from '../helpers/shops-per-test'
import { LOGIN, VERIFY } from '../helpers/account-documents'
import { accountSteps } from '../helpers/shop-accounts'
import { runStaffGrant } from '../helpers/staff-grant'
import { totpCode } from '../helpers/staff-session'
import { smtpServerForTests } from '../helpers/started-for-tests'
import { createFakeRefunds, startStripeFake, stripeError, stripeEvent } from '@/harness/stripe-fake'

const { start } = shopsPerTest()

const WEBHOOK_SECRET = 'whsec_staff_orders_app_secret'
const SESSION_ID = 'cs_test_staffOrdersApp01'
const PAYMENT_INTENT = 'pi_fake_staffOrdersApp01'
const CHARGE = 'ch_fake_staffOrdersApp01'
const TOTAL = 13900

const smtp = smtpServerForTests()
const { register } = accountSteps(smtp)
let refunds: ReturnType<typeof createFakeRefunds>
let stripe: Awaited<ReturnType<typeof startStripeFake>>
/** The shop the fake's sessions belong to (their metadata names its PUBLIC_URL). */
let storefront = ''

const session = () =>
  paidCheckoutSession({
    id: SESSION_ID,
    storefront,
    paymentIntent: PAYMENT_INTENT,
    shipping: aminaShipping(null),
    line: {
      description: 'Classic Nidha Abaya',
      quantity: 1,
      unitAmount: TOTAL,
      metadata: { price_id: 'price_abaya', title: 'Abaya' },
    },
  })

beforeAll(async () => {
  refunds = createFakeRefunds({ [PAYMENT_INTENT]: { amount: TOTAL, charge: CHARGE } })
  stripe = await startStripeFake(
    (req) =>
      refunds.respond(req) ??
      (req.method === 'GET' && req.path.startsWith(`/v1/checkout/sessions/${SESSION_ID}`)
        ? { status: 200, body: session() }
        : stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: 'No such object' })),
  )
})
afterAll(async () => {
  await stripe?.close()
})

const STAFF_ORDERS = '{ staffOrders { totalCount nodes { id status } } }'
const STAFF_ORDER = `query ($id: ID!) { staffOrder(id: $id) {
  status refunded disputed shippingAddress { line1 city } timeline { type actor } } }`
const REFUND = 'mutation ($id: ID!) { refundOrder(id: $id, reason: "Customer asked") { status refunded } }'

/** A verified account, signed in: its token. */
async function signedIn(shop: ShopProcess, email: string, fullName: string): Promise<string> {
  const password = 'a-long-enough-password-1'
  const token = await register(shop, email, password, fullName)
  expect((await gql(shop, VERIFY, { token })).error).toBeUndefined()
  const login = await gql(shop, LOGIN, { email, password })
  expect(login.error).toBeUndefined()
  return (login.data?.login as { token: string }).token
}

/** `npm run staff -- grant <email>` while the shop runs on its data directory, as its owner would. */
async function grantStaff(shop: ShopProcess, email: string) {
  // The shop runs on embedded PGlite: the script must reach it through DATA_DIR, not a database of the runner's.
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: shop.dataDir }
  delete env.DATABASE_URL
  const { code, output } = await runStaffGrant(email, env)
  expect(code, `npm run staff -- grant ${email}: ${output}`).toBe(0)
}

async function deliver(shop: ShopProcess, type: string, object: unknown) {
  const payload = stripeEvent(type, object, `evt_app_${type}_${Math.random().toString(36).slice(2)}`)
  const res = await fetch(`${shop.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    body: payload,
  })
  expect(res.status, `${type}: ${await res.text()}`).toBe(200)
}

describe('the orders back office in Stripe mode, through the built shop', () => {
  it('staff-only fields refuse anonymous callers and shoppers; a double-clicked refund reaches Stripe once; dashboard refunds and disputes flow back', async () => {
    const shop = await start({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_staff_orders_app',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_staff_orders_app',
        STRIPE_API_URL: stripe.url,
        SMTP_URL: smtp.url,
        SHOP_EMAIL: 'packing@shop.test',
      },
    })
    storefront = shop.url

    const anonymous = await gql(shop, STAFF_ORDERS)
    expect(anonymous.error?.extensions?.code).toBe('UNAUTHENTICATED')
    expect(anonymous.data?.staffOrders ?? null).toBeNull()
    const shopper = await signedIn(shop, 'shopper@example.com', 'Test Shopper')
    const refused = await gql(shop, STAFF_ORDERS, {}, { token: shopper })
    expect(refused.error?.extensions?.code).toBe('FORBIDDEN')
    expect(refused.data?.staffOrders ?? null).toBeNull()

    // Paid through Stripe: the webhook records the order and the shop gets its packing summary.
    await deliver(shop, 'checkout.session.completed', { id: SESSION_ID, object: 'checkout.session' })
    await smtp.waitFor((m) => m.to.includes('packing@shop.test') && m.text.includes('12 Lygon St'), 20_000)

    const password = await signedIn(shop, 'sara@example.com', 'Sara Staff')
    expect((await gql(shop, STAFF_ORDERS, {}, { token: password })).error?.extensions?.code).toBe('FORBIDDEN')
    await grantStaff(shop, 'sara@example.com')
    // Granted, the password session is still not enough (T4-4): the authenticator app's code opens a staff session.
    expect((await gql(shop, STAFF_ORDERS, {}, { token: password })).error?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'SECOND_FACTOR_NOT_ENROLLED',
    })
    const enrolment = await gql(shop, 'mutation { enrolTotp { secret } }', {}, { token: password })
    const { secret } = enrolment.data?.enrolTotp as { secret: string }
    const confirmed = await gql(
      shop,
      'mutation ($c: String!) { confirmTotp(code: $c) { token } }',
      { c: totpCode(secret) },
      { token: password },
    )
    const staff = (confirmed.data?.confirmTotp as { token: string }).token
    const listed = await gql(shop, STAFF_ORDERS, {}, { token: staff })
    expect(listed.error).toBeUndefined()
    const [order] = (listed.data?.staffOrders as { nodes: Array<{ id: string; status: string }> }).nodes
    expect(order).toMatchObject({ status: 'paid' })
    const id = order!.id

    // A refund made in Stripe's dashboard arrives as charge.refunded (without its refunds: the shop lists them).
    refunds.dashboardRefund(PAYMENT_INTENT, 3900, 'requested_by_customer')
    await deliver(shop, 'charge.refunded', {
      id: CHARGE,
      object: 'charge',
      amount: TOTAL,
      amount_refunded: 3900,
      payment_intent: PAYMENT_INTENT,
    })
    const partly = await gql(shop, STAFF_ORDER, { id }, { token: staff })
    expect(partly.data?.staffOrder).toMatchObject({ status: 'partially_refunded', refunded: 3900 })
    await smtp.waitFor((m) => m.to.includes('amina@example.com') && /refund/i.test(m.subject), 20_000)
    const refundMailsBefore = smtp.messages.length

    const [a, b] = await Promise.all([
      gql(shop, REFUND, { id }, { token: staff }),
      gql(shop, REFUND, { id }, { token: staff }),
    ])
    expect([a.error, b.error]).toEqual([undefined, undefined])
    expect(refunds.creations(stripe.requests)).toHaveLength(1)
    expect(new URLSearchParams(refunds.creations(stripe.requests)[0]!.body).get('amount')).toBe(String(TOTAL - 3900))
    expect(refunds.refunds.size).toBe(2)
    await smtp.waitFor(
      (m) =>
        m.to.includes('amina@example.com') &&
        /refund/i.test(m.subject) &&
        smtp.messages.indexOf(m) >= refundMailsBefore,
      20_000,
    )

    // Stripe's own webhooks for the shop's refund, then a dispute: nothing counted twice, the dispute flagged.
    const refund = [...refunds.refunds.values()].find((r) => r.amount === TOTAL - 3900)
    await deliver(shop, 'refund.created', refund)
    await deliver(shop, 'charge.refunded', {
      id: CHARGE,
      object: 'charge',
      amount: TOTAL,
      amount_refunded: TOTAL,
      payment_intent: PAYMENT_INTENT,
    })
    await deliver(shop, 'charge.dispute.created', {
      id: 'dp_app_1',
      object: 'dispute',
      amount: TOTAL,
      charge: CHARGE,
      payment_intent: PAYMENT_INTENT,
      reason: 'fraudulent',
      status: 'needs_response',
    })
    const seen = await gql(shop, STAFF_ORDER, { id }, { token: staff })
    expect(seen.error).toBeUndefined()
    const view = seen.data?.staffOrder as { timeline: Array<{ type: string; actor: string }> }
    expect(view).toMatchObject({
      status: 'refunded',
      refunded: TOTAL,
      disputed: true,
      shippingAddress: { line1: '12 Lygon St', city: 'Carlton' },
    })
    expect(view.timeline.filter((e) => e.type === 'refunded')).toEqual([
      { type: 'refunded', actor: 'stripe' },
      { type: 'refunded', actor: 'staff' },
    ])
    const refundMails = smtp.messages.filter((m) => m.to.includes('amina@example.com') && /refund/i.test(m.subject))
    expect(refundMails).toHaveLength(2)
    expect(view.timeline.filter((e) => e.type === 'disputed')).toEqual([{ type: 'disputed', actor: 'stripe' }])
    expect(refunds.creations(stripe.requests)).toHaveLength(1)
  })
})
