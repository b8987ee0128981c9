/**
 * An order in Stripe mode for the order tests: the payments routes (webhooks) and the GraphQL handler (the Orders
 * tool's mutations) over one PGlite database, wired as server/services.ts wires them, with Stripe's API a loopback
 * fake that keeps Stripe's refund rules (tests/helpers/stripe-fake.ts). The fake can hold its answer to the next
 * refund until the test lets it go, so a test can act while a refund is with Stripe.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { mailOutbox, orders, users } from '@/server/db/schema/index'
import { aminaShipping, paidCheckoutSession } from '@/tests/fixtures/stripeSessions'
import { createFakeRefunds, stripeError, stripeEvent, type RecordedRequest } from '@/harness/stripe-fake'
import { startAccountsApp, type AccountsApp } from '../accounts/harness'
import { startPaymentsApp, startStripeFake, WEBHOOK_SECRET, type PaymentsApp } from '../payments/harness'
import { staffSessionHeader } from '@/tests/helpers/staff-session'

export const TOTAL = 4990

export interface StripeOrders {
  payments: PaymentsApp
  app: AccountsApp
  refunds: ReturnType<typeof createFakeRefunds>
  /** POST /v1/refunds requests Stripe received. */
  refundCalls(): RecordedRequest[]
  /** Stripe holds its answer to the refunds asked from now on until `release()`; `asked` is when one arrives. */
  holdRefunds(): { asked: Promise<void>; release: () => void }
  /** A paid order, recorded by a signed checkout.session.completed webhook. */
  paidOrder(): Promise<typeof orders.$inferSelect>
  staffToken(): Promise<Record<string, string>>
  mails(kind: string): Promise<Array<typeof mailOutbox.$inferSelect>>
  deliver(type: string, object: unknown): Promise<number>
}

/** Started before the file's tests, emptied before each, closed after them. */
export function stripeOrdersForTests(): StripeOrders {
  const ids = { session: 'cs_test_orderReplays0001', intent: 'pi_fake_orderReplays0001', charge: 'ch_fake_replays0001' }
  let fake: Awaited<ReturnType<typeof startStripeFake>>
  let hold: { asked: () => void; released: Promise<void> } | undefined
  const world = {} as StripeOrders & { refunds: ReturnType<typeof createFakeRefunds> }

  async function respond(req: RecordedRequest) {
    if (req.method === 'POST' && req.path === '/v1/refunds' && hold) {
      hold.asked()
      await hold.released
    }
    const answer = world.refunds.respond(req)
    if (answer) return answer
    if (req.method === 'GET' && req.path.startsWith(`/v1/checkout/sessions/${ids.session}`))
      return {
        status: 200,
        body: paidCheckoutSession({
          id: ids.session,
          storefront: world.payments.url,
          paymentIntent: ids.intent,
          shipping: aminaShipping(),
        }),
      }
    return stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: 'No such object' })
  }

  beforeAll(async () => {
    fake = await startStripeFake(respond)
    world.payments = await startPaymentsApp({ stripe: fake.stripe })
    world.app = await startAccountsApp({
      backend: 'pglite',
      smtp: false,
      database: world.payments.db,
      orders: world.payments.orders,
    })
  })
  afterAll(async () => {
    await world.app?.close()
    await world.payments?.close()
    await fake?.close()
  })
  beforeEach(async () => {
    world.refunds = createFakeRefunds({ [ids.intent]: { amount: TOTAL, charge: ids.charge } })
    hold = undefined
    fake.requests.length = 0
    await world.payments.reset()
    await world.app.reset()
  })

  let events = 0
  world.deliver = async (type, object) => {
    const payload = stripeEvent(type, object, `evt_replay_${++events}`)
    const res = await fetch(`${world.payments.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      body: payload,
    })
    return res.status
  }
  world.refundCalls = () => world.refunds.creations(fake.requests)
  world.holdRefunds = () => {
    let asked!: () => void
    let release!: () => void
    const askedPromise = new Promise<void>((resolve) => (asked = resolve))
    hold = { asked, released: new Promise<void>((resolve) => (release = resolve)) }
    return { asked: askedPromise, release }
  }
  world.paidOrder = async () => {
    await world.deliver('checkout.session.completed', { id: ids.session, object: 'checkout.session' })
    const [order] = await world.payments.db.db.select().from(orders).where(eq(orders.sessionId, ids.session))
    return order!
  }
  world.staffToken = async () => {
    const id = randomUUID()
    const email = `sara-${id}@example.com`
    await world.payments.db.db.insert(users).values({
      id,
      fullName: 'Sara Staff',
      email,
      passwordHash: 'x',
      emailVerifiedAt: new Date(),
      isStaff: true,
      tokensValidAfter: new Date(Date.now() - 60_000),
    })
    // Staff act through a staff session: the password and the second factor (docs/operations.md).
    return staffSessionHeader(world.payments.db.db, { id, email })
  }
  world.mails = (kind) => world.payments.db.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind))
  return world
}
