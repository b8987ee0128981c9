/**
 * The order's commands under random sequences (fast-check; docs/architecture.md §12): checkouts holding stock,
 * placing and paying, shipping, cancelling, refunding (by staff, with or without keys, retried), Stripe refunding
 * from its dashboard and disputing through webhooks (delivered twice), Stripe refusing or not answering, and pairs of
 * commands at once, and returns (asked for a refund or an exchange, approved, rejected, received). After every step
 * the invariants hold: refunded ≤ paid (in the books and at Stripe), never shipped and cancelled, never more units
 * returned than bought, each return refunded at most once, each shopper mail at most once per event, stock (the
 * exchange's variant too) never below zero, and the timeline records every accepted change once. On PGlite, and on PostgreSQL when DATABASE_URL is set (truly parallel transactions).
 *
 * `npm test` runs a fixed seed and a few runs (seconds); `npm run test:orders-model` runs a thousand longer ones from
 * a new seed for a quiet machine (ORDERS_MODEL_RUNS, ORDERS_MODEL_STEPS, ORDERS_MODEL_SEED=<n>|random; a failure
 * prints its seed and path, and the smallest sequence of steps that breaks an invariant).
 */
import { randomUUID } from 'node:crypto'
import { eq, inArray, like } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { mailOutbox, orderEvents, orderRefunds, orderReturns, orders } from '@/server/db/schema/index'
import { createMailer } from '@/server/mail/index'
import { createOrdersService, OrderError, OrderNotYetRecordedError, type OrdersService } from '@/server/orders/index'
import { RefundRefusedError, type RefundGateway } from '@/server/orders/refunds'
import { databaseBackends, openTestDatabase, testLogger, type TestDatabase } from '@/tests/helpers/db'
import { startedForTests } from '@/tests/helpers/started-for-tests'

const RUNS = Number(process.env.ORDERS_MODEL_RUNS ?? 6)
const SEED =
  process.env.ORDERS_MODEL_SEED === 'random'
    ? Date.now() % 2 ** 31
    : Number(process.env.ORDERS_MODEL_SEED ?? 20_261_129)
const MAX_STEPS = Number(process.env.ORDERS_MODEL_STEPS ?? 14)
const ORDERS = 3
const TEST_ORDER = 0
const STOCK = 6
const UNIT = 2_000

/** Stripe's refunds as the shop meets them: it may refuse, or make a refund and lose the answer. */
class FakeStripe implements RefundGateway {
  readonly made = new Map<string, { id: string; pi: string; amount: number; row?: string }>()
  private byKey = new Map<string, { id: string; status: string }>()
  next: 'ok' | 'refuse' | 'lose' = 'ok'
  constructor(private paid: (pi: string) => number) {}

  refundedAt(pi: string) {
    return [...this.made.values()].filter((r) => r.pi === pi).reduce((sum, r) => sum + r.amount, 0)
  }

  make(pi: string, amount: number, row?: string) {
    if (amount < 1 || this.refundedAt(pi) + amount > this.paid(pi)) return null
    const refund = { id: `re_${randomUUID().slice(0, 8)}`, pi, amount, row }
    this.made.set(refund.id, refund)
    return refund
  }

  async refund(input: Parameters<RefundGateway['refund']>[0]) {
    const known = this.byKey.get(input.idempotencyKey)
    if (known) return known
    const mode = this.next
    this.next = 'ok'
    if (mode === 'refuse') throw new RefundRefusedError('The card has expired.')
    const refund = this.make(input.paymentIntentId, input.amount, input.metadata.refund_row)
    if (!refund) throw new RefundRefusedError('Refund amount is greater than unrefunded amount on charge')
    const answer = { id: refund.id, status: 'succeeded' }
    this.byKey.set(input.idempotencyKey, answer)
    if (mode === 'lose') throw new Error('socket hang up')
    return answer
  }
}

type Step =
  | { kind: 'checkout'; order: number; units: number }
  | { kind: 'place'; order: number; payment: 'paid' | 'pending' | 'test' }
  | { kind: 'pay' | 'fail' | 'cancel' | 'webhooks'; order: number }
  | { kind: 'ship'; order: number; tracking: 'AB1234' | 'CD5678' }
  | { kind: 'refund'; order: number; amount?: number; key?: string }
  | { kind: 'dashboardRefund'; order: number; amount: number }
  | { kind: 'dispute'; order: number; id: string; closed?: 'won' | 'lost' }
  | { kind: 'stripeNext'; mode: 'refuse' | 'lose' }
  | { kind: 'requestReturn'; order: number; units: number; exchange: boolean }
  | { kind: 'returnStep'; order: number; step: 'approve' | 'reject' | 'receive' }
  | { kind: 'together'; steps: Step[] }

const order = fc.integer({ min: 0, max: ORDERS - 1 })
const weighted = (weight: number, arbitrary: fc.Arbitrary<Step>) => ({ weight, arbitrary })
/** Weighted so that orders get paid often enough for shipping, cancelling and refunding to meet each other. */
const single: fc.Arbitrary<Step> = fc.oneof(
  weighted(1, fc.record({ kind: fc.constant('checkout' as const), order, units: fc.integer({ min: 1, max: 3 }) })),
  weighted(
    3,
    fc.record({ kind: fc.constant('place' as const), order, payment: fc.constantFrom('paid', 'pending', 'test') }),
  ),
  weighted(2, fc.record({ kind: fc.constant('pay' as const), order })),
  weighted(1, fc.record({ kind: fc.constantFrom('fail' as const, 'webhooks' as const), order })),
  weighted(3, fc.record({ kind: fc.constant('cancel' as const), order })),
  weighted(3, fc.record({ kind: fc.constant('ship' as const), order, tracking: fc.constantFrom('AB1234', 'CD5678') })),
  weighted(
    3,
    fc.record(
      {
        kind: fc.constant('refund' as const),
        order,
        amount: fc.integer({ min: 1, max: 3 * UNIT }),
        key: fc.constantFrom('k1', 'k2'),
      },
      { requiredKeys: ['kind', 'order'] },
    ),
  ),
  weighted(
    1,
    fc.record({ kind: fc.constant('dashboardRefund' as const), order, amount: fc.integer({ min: 1, max: 2 * UNIT }) }),
  ),
  weighted(
    1,
    fc.record(
      {
        kind: fc.constant('dispute' as const),
        order,
        id: fc.constantFrom('dp_1', 'dp_2'),
        closed: fc.constantFrom('won', 'lost'),
      },
      { requiredKeys: ['kind', 'order', 'id'] },
    ),
  ),
  weighted(1, fc.record({ kind: fc.constant('stripeNext' as const), mode: fc.constantFrom('refuse', 'lose') })),
  weighted(
    2,
    fc.record({
      kind: fc.constant('requestReturn' as const),
      order,
      units: fc.integer({ min: 1, max: 3 }),
      exchange: fc.boolean(),
    }),
  ),
  weighted(
    3,
    fc.record({
      kind: fc.constant('returnStep' as const),
      order,
      step: fc.constantFrom('approve', 'reject', 'receive', 'receive'),
    }),
  ),
)
const step: fc.Arbitrary<Step> = fc.oneof(
  weighted(5, single),
  weighted(
    1,
    fc.record({ kind: fc.constant('together' as const), steps: fc.array(single, { minLength: 2, maxLength: 3 }) }),
  ),
)

/** One run's world: its own orders, variant and mail addresses in the shared database. */
class Run {
  readonly id = randomUUID().slice(0, 8)
  readonly stripe = new FakeStripe((pi) => this.totals.get(pi) ?? 0)
  private totals = new Map<string, number>()
  readonly orders: OrdersService
  readonly units = new Map<number, number>()
  readonly priceId = `price_model_${this.id}`
  /** The other size an exchange asks for, with STOCK units of its own. */
  readonly otherSize = `price_model_${this.id}_58`
  constructor(private db: TestDatabase) {
    const variants = [this.priceId, this.otherSize].map((priceId, i) => ({
      priceId,
      size: i === 0 ? '56' : '58',
      colour: null,
      stock: STOCK,
      since: new Date(0),
    }))
    const mailer = createMailer({
      db: db.db,
      from: 'shop@example.com',
      logger: testLogger,
      publicUrl: 'http://shop.test',
    })
    this.orders = createOrdersService({
      db: db.db,
      mailer,
      publicUrl: 'http://shop.test',
      logger: testLogger,
      gateway: this.stripe,
      holdLimits: { perVariant: 10, total: 30 },
      returns: { windowDays: 30, variantsOf: async (priceId) => (priceId === this.priceId ? variants : []) },
    })
  }

  session = (i: number) => `cs_test_model_${this.id}_${i}`
  intent = (i: number) => `pi_model_${this.id}_${i}`
  email = (i: number) => `model-${this.id}-${i}@example.com`
  key = (i: number) => `model-${this.id}-${i}`

  async row(i: number) {
    const [row] = await this.db.db
      .select()
      .from(orders)
      .where(eq(orders.sessionId, this.session(i)))
    return row
  }

  /** A checkout of one variant with STOCK units on the shelf, refused when fewer are left (priceLines' rule). */
  async checkout(i: number, units: number) {
    await this.orders.holdStock({
      key: this.key(i),
      clientKey: `client-${this.id}-${i}`,
      userId: null,
      ttlMs: 60 * 60_000,
      price: async (committed) => {
        const taken = committed
          ? ((await committed([{ priceIds: [this.priceId], since: new Date(0) }])).get(this.priceId) ?? 0)
          : 0
        if (committed && units > STOCK - taken) throw new Error('sold out')
        return [
          {
            priceId: this.priceId,
            productId: 'p',
            name: 'Abaya',
            slug: null,
            quantity: units,
            unitAmount: UNIT,
            size: '56',
          },
        ]
      },
    })
    await this.orders.attachSession(this.key(i), this.session(i))
    this.units.set(i, units)
  }

  /** Order 0 is paid on the test payment page; the others through Stripe. */
  async place(i: number, asked: 'paid' | 'pending' | 'failed' | 'test') {
    const payment = i === TEST_ORDER ? 'test' : asked === 'test' ? 'paid' : asked
    const quantity = this.units.get(i) ?? 1
    const placed = await this.orders.place({
      provider: payment === 'test' ? 'local' : 'stripe',
      sessionId: this.session(i),
      payment,
      email: this.email(i),
      customerName: 'Amina',
      billingAddress: null,
      shippingAddress: { line1: '12 Lygon St', city: 'Carlton', state: 'VIC', postalCode: '3053', country: 'AU' },
      paymentIntentId: payment === 'test' ? null : this.intent(i),
      lines: [
        { priceId: this.priceId, productId: 'p', name: 'Abaya', slug: null, quantity, unitAmount: UNIT, size: '56' },
      ],
      amountTotal: quantity * UNIT,
      currency: 'AUD',
    })
    if (payment !== 'test') this.totals.set(this.intent(i), placed.order.amountTotal)
  }

  async lastReturn(i: number): Promise<string | undefined> {
    const row = await this.row(i)
    if (!row) return undefined
    const rows = await this.db.db.select().from(orderReturns).where(eq(orderReturns.orderId, row.id))
    return rows.sort((a, b) => b.seq - a.seq)[0]?.id
  }

  /** Stripe's webhooks for every refund it holds of the order (as charge.refunded lists them), each twice. */
  async webhooks(i: number) {
    for (const refund of this.stripe.made.values())
      if (refund.pi === this.intent(i))
        for (const _ of [1, 2])
          await this.orders.recordStripeRefund({
            id: refund.id,
            paymentIntentId: refund.pi,
            amount: refund.amount,
            status: 'succeeded',
            reason: null,
            refundRow: refund.row,
          })
  }

  async apply(s: Step): Promise<void> {
    const id = async (i: number) => (await this.row(i))?.id ?? randomUUID()
    const staff = { actor: 'staff' as const, name: 'Sara Staff' }
    switch (s.kind) {
      case 'checkout':
        return this.checkout(s.order, s.units)
      case 'place':
        return this.place(s.order, s.payment)
      case 'pay':
        return this.place(s.order, 'paid')
      case 'fail':
        return s.order === TEST_ORDER ? undefined : this.place(s.order, 'failed')
      case 'ship':
        return void (await this.orders.ship({
          orderId: await id(s.order),
          carrier: 'auspost',
          trackingNumber: s.tracking,
          by: staff,
        }))
      case 'cancel':
        return void (await this.orders.cancel({ orderId: await id(s.order), reason: 'Out of stock', by: staff }))
      case 'refund':
        return void (await this.orders.refund({
          orderId: await id(s.order),
          amount: s.amount,
          reason: 'Asked',
          by: staff,
          key: s.key,
        }))
      case 'dashboardRefund': {
        const made = (await this.row(s.order)) ? this.stripe.make(this.intent(s.order), s.amount) : null
        if (made) await this.webhooks(s.order)
        return
      }
      case 'webhooks':
        return this.webhooks(s.order)
      case 'dispute':
        if (!(await this.row(s.order))) return
        await this.orders.recordDispute({
          id: `${s.id}_${this.id}`,
          paymentIntentId: this.intent(s.order),
          amount: UNIT,
          reason: 'fraudulent',
          status: s.closed ?? 'needs_response',
          closed: s.closed !== undefined,
        })
        return
      case 'stripeNext':
        this.stripe.next = s.mode
        return
      case 'requestReturn': {
        const exchangeFor = s.exchange ? this.otherSize : null
        const lines = [{ lineId: '0', quantity: s.units, reason: 'too_big', exchangeFor }]
        return void (await this.orders.requestReturn({ orderId: await id(s.order), lines, by: { actor: 'shopper' } }))
      }
      case 'returnStep': {
        const ret = await this.lastReturn(s.order)
        if (!ret) return
        if (s.step === 'approve') await this.orders.approveReturn(ret, staff)
        else if (s.step === 'reject') await this.orders.rejectReturn(ret, 'Worn', staff)
        else await this.orders.receiveReturn(ret, staff)
        return
      }
      case 'together':
        await Promise.all(s.steps.map((inner) => this.applyExpected(inner)))
        return
    }
  }

  /** A step, where the refusals the commands promise (and a sold-out checkout) are answers, not failures. */
  async applyExpected(s: Step): Promise<void> {
    try {
      await this.apply(s)
    } catch (err) {
      // Refusals are answers; so are a sold-out checkout, limits, and Stripe telling of an order not recorded yet.
      if (err instanceof OrderError || err instanceof OrderNotYetRecordedError) return
      if (err instanceof Error && (err.message === 'sold out' || err.name === 'HoldRefusedError')) return
      throw err
    }
  }

  async check(): Promise<void> {
    const { db } = this.db
    const rows = await db
      .select()
      .from(orders)
      .where(like(orders.sessionId, `cs_test_model_${this.id}_%`))
    const ids = rows.map((r) => r.id)
    const refunds = ids.length ? await db.select().from(orderRefunds).where(inArray(orderRefunds.orderId, ids)) : []
    const events = ids.length ? await db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)) : []
    const returns = ids.length ? await db.select().from(orderReturns).where(inArray(orderReturns.orderId, ids)) : []
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.to, `model-${this.id}-%`))
    for (const row of rows) {
      const mine = refunds.filter((r) => r.orderId === row.id)
      const happened = (type: string) => events.filter((e) => e.orderId === row.id && e.type === type)
      const mailed = (kind: string) => mails.filter((m) => m.to === row.email && m.kind === kind).length
      const succeeded = mine.filter((r) => r.status === 'succeeded')
      // refunded ≤ paid, in the books and at Stripe; the total is the sum of what succeeded.
      expect(row.refundedAmount).toBeLessThanOrEqual(row.amountTotal)
      expect(row.refundedAmount).toBe(succeeded.reduce((sum, r) => sum + r.amount, 0))
      if (row.paymentIntentId) expect(this.stripe.refundedAt(row.paymentIntentId)).toBeLessThanOrEqual(row.amountTotal)
      // Never shipped and cancelled.
      expect(row.shippedAt !== null && row.cancelledAt !== null).toBe(false)
      expect(row.fulfilmentStatus === 'shipped').toBe(row.shippedAt !== null)
      expect(row.fulfilmentStatus === 'cancelled').toBe(row.cancelledAt !== null)
      // The timeline records each accepted change once.
      expect(happened('shipped')).toHaveLength(row.fulfilmentStatus === 'shipped' ? 1 : 0)
      expect(happened('cancelled')).toHaveLength(row.fulfilmentStatus === 'cancelled' ? 1 : 0)
      expect(happened('refunded')).toHaveLength(succeeded.length)
      expect(happened('placed')).toHaveLength(['pending', 'failed'].includes(row.paymentStatus) ? 0 : 1)
      // Each shopper mail at most once per event.
      expect(mailed('orderShipped')).toBeLessThanOrEqual(happened('shipped').length)
      expect(mailed('orderCancelled')).toBeLessThanOrEqual(happened('cancelled').length)
      expect(mailed('orderRefunded')).toBeLessThanOrEqual(succeeded.filter((r) => !r.quiet).length)
      expect(mailed('orderConfirmation')).toBeLessThanOrEqual(1)
      // Never more units returned than bought; each return refunded at most once and recorded once per step.
      const theirs = returns.filter((r) => r.orderId === row.id)
      const returned = theirs.filter((r) => r.status !== 'rejected').flatMap((r) => r.lines)
      expect(returned.reduce((n, l) => n + l.quantity, 0)).toBeLessThanOrEqual(row.lines[0]?.quantity ?? 0)
      for (const ret of theirs) {
        const keyed = mine.filter((r) => r.idempotencyKey === `key:${row.id}:return-${ret.id}`)
        expect(keyed.length).toBeLessThanOrEqual(1)
        if (ret.status === 'refunded')
          expect(keyed.filter((r) => r.status === 'succeeded').length).toBeLessThanOrEqual(1)
        const received = events.filter((e) => e.key === `return:${ret.id}:received`)
        expect(received).toHaveLength(['received', 'refunded', 'exchange_shipped'].includes(ret.status) ? 1 : 0)
      }
      expect(happened('return_requested')).toHaveLength(theirs.length)
      expect(mailed('orderReturn')).toBeLessThanOrEqual(
        events.filter((e) => e.orderId === row.id && e.type.startsWith('return_')).length,
      )
    }
    // Stock never below zero: what paid orders sold and open checkouts hold fits on the shelf.
    const committed = await this.orders.committedUnits([{ priceIds: [this.priceId], since: new Date(0) }])
    expect(committed.get(this.priceId) ?? 0).toBeLessThanOrEqual(STOCK)
    const other = await this.orders.committedUnits([{ priceIds: [this.otherSize], since: new Date(0) }])
    expect(other.get(this.otherSize) ?? 0).toBeLessThanOrEqual(STOCK)
    expect(other.get(this.otherSize) ?? 0).toBeGreaterThanOrEqual(0)
  }
}

describe.each(databaseBackends)('the order under random commands ($name)', (backend) => {
  const db = startedForTests(
    `the ${backend.name} database`,
    async () => (backend.skipReason ? undefined : openTestDatabase(backend.name)),
    (opened) => opened.close(),
  )

  it.skipIf(backend.skipReason)(
    `keeps its invariants after every step (${RUNS} runs, seed ${SEED})`,
    { timeout: Math.max(60_000, RUNS * 10_000) },
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: MAX_STEPS, size: 'max' }), async (steps) => {
          const run = new Run(db)
          for (const s of steps) {
            await run.applyExpected(s)
            await run.check()
          }
        }),
        { seed: SEED, numRuns: RUNS },
      )
    },
  )
})
