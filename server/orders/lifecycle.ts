/**
 * The order's state machine (docs/architecture.md §12, docs/product.md §17.2): two axes kept apart, payment (where
 * the money is) and fulfilment (where the goods are), and ONE table that decides every command. Each command checks
 * it under the order's row lock (store.ts) before it changes anything; the Orders tool's buttons (`canShip`, …) ask
 * the same table, so what the tool offers and what the server accepts cannot drift apart. The one status of before
 * (`orders.status`, GraphQL `status`) is derived from both by the database (server/db/schema/orders.ts).
 */
import type { FulfilmentStatus, OrderRow, PaymentStatus, ReturnStatus } from '../db/schema/orders'

export type { FulfilmentStatus, PaymentStatus, ReturnStatus }

/** Money was taken (or, for a test order, pretended) and is still the shop's, at least in part. */
const MONEY_HELD = ['paid', 'test', 'partly_refunded'] as const satisfies readonly PaymentStatus[]

/** Payment states in which money was taken at some point (what a dispute or a settled refund can apply to). */
const MONEY_TAKEN = [...MONEY_HELD, 'refunded', 'disputed', 'dispute_lost'] as const satisfies readonly PaymentStatus[]

/** What a command needs and what it makes. `byAmount`: paid, partly refunded or refunded by the refunded total. */
interface Transition {
  payment: readonly PaymentStatus[]
  fulfilment: readonly FulfilmentStatus[]
  to: { payment?: PaymentStatus | 'byAmount'; fulfilment?: FulfilmentStatus }
}

const ANY_FULFILMENT = ['unfulfilled', 'shipped', 'cancelled'] as const satisfies readonly FulfilmentStatus[]

/**
 * The transition table. A shipped order is refunded, never cancelled; a cancelled one is never shipped. A disputed
 * payment is neither shipped, cancelled nor refunded until the bank decides (Stripe refuses refunds of a disputed
 * charge). A refund is claimed first (`refund`: the money has not moved yet) and moves the payment when it settles.
 */
export const TRANSITIONS = {
  /** The payment succeeded (the checkout's webhook, the success page, the test payment page). */
  pay: { payment: ['pending', 'failed'], fulfilment: ['unfulfilled'], to: { payment: 'paid' } },
  /** A bank debit failed. */
  fail: { payment: ['pending'], fulfilment: ['unfulfilled'], to: { payment: 'failed' } },
  ship: { payment: MONEY_HELD, fulfilment: ['unfulfilled'], to: { fulfilment: 'shipped' } },
  /** Refunds what is left, as its own step (a `refund` claimed by the cancellation). */
  cancel: { payment: [...MONEY_HELD, 'refunded'], fulfilment: ['unfulfilled'], to: { fulfilment: 'cancelled' } },
  refund: { payment: MONEY_HELD, fulfilment: ANY_FULFILMENT, to: {} },
  /** A refund went through (the shop's, or one made in Stripe's dashboard). */
  settleRefund: { payment: MONEY_TAKEN, fulfilment: ANY_FULFILMENT, to: { payment: 'byAmount' } },
  openDispute: {
    payment: ['paid', 'partly_refunded', 'refunded'],
    fulfilment: ANY_FULFILMENT,
    to: { payment: 'disputed' },
  },
  winDispute: { payment: ['disputed'], fulfilment: ANY_FULFILMENT, to: { payment: 'byAmount' } },
  /** Also when the closing event arrives before the opening one (Stripe sends events in any order). */
  loseDispute: {
    payment: ['paid', 'partly_refunded', 'refunded', 'disputed'],
    fulfilment: ANY_FULFILMENT,
    to: { payment: 'dispute_lost' },
  },
  /**
   * A shopper asks to return shipped lines (returns.ts; docs/product.md §17.5): only while the shop holds money for
   * them, never on a disputed payment (the bank decides first). It moves neither axis: the goods' way back is the
   * return's own (RETURN_TRANSITIONS).
   */
  requestReturn: { payment: MONEY_HELD, fulfilment: ['shipped'], to: {} },
  /** The parcel came back: received whatever the money did since (a refund of it may then be refused). */
  receiveReturn: { payment: MONEY_TAKEN, fulfilment: ['shipped'], to: {} },
} as const satisfies Record<string, Transition>

export type OrderCommand = keyof typeof TRANSITIONS

type Facts = Pick<OrderRow, 'paymentStatus' | 'fulfilmentStatus' | 'test' | 'amountTotal' | 'refundedAmount'>

export type Decision =
  | { ok: true; payment: PaymentStatus; fulfilment: FulfilmentStatus }
  | { ok: false; payment: PaymentStatus; fulfilment: FulfilmentStatus }

/** The money state the refunded total makes: paid (or test), partly refunded or refunded. */
export function paymentByAmount(o: Pick<Facts, 'test' | 'amountTotal' | 'refundedAmount'>): PaymentStatus {
  if (o.refundedAmount > 0 && o.refundedAmount >= o.amountTotal) return 'refunded'
  if (o.refundedAmount > 0) return 'partly_refunded'
  return o.test ? 'test' : 'paid'
}

/**
 * Whether `command` may run on the order as it is, and the axes it leaves. `refundedAmount` is the total after the
 * command for `byAmount` targets (a settled refund, a won dispute).
 */
export function decide(command: OrderCommand, o: Facts): Decision {
  const rule: Transition = TRANSITIONS[command]
  const ok = rule.payment.includes(o.paymentStatus) && rule.fulfilment.includes(o.fulfilmentStatus)
  if (!ok) return { ok, payment: o.paymentStatus, fulfilment: o.fulfilmentStatus }
  const payment = rule.to.payment === 'byAmount' ? paymentByAmount(o) : (rule.to.payment ?? o.paymentStatus)
  return { ok, payment, fulfilment: rule.to.fulfilment ?? o.fulfilmentStatus }
}

/** What a refund without an amount would return: the total less what is refunded (claims in flight: refunds.ts). */
export const refundable = (o: Pick<Facts, 'amountTotal' | 'refundedAmount'>) =>
  Math.max(0, o.amountTotal - o.refundedAmount)

export const canShip = (o: Facts) => decide('ship', o).ok
export const canCancel = (o: Facts) => decide('cancel', o).ok
export const canRefund = (o: Facts) => decide('refund', o).ok && refundable(o) > 0

/** The bank disputes (or disputed and won) the payment. */
export const isDisputed = (o: Pick<Facts, 'paymentStatus'>) =>
  o.paymentStatus === 'disputed' || o.paymentStatus === 'dispute_lost'

/** Whether the payment went through (or is a test order's): the order is confirmed, packed and counted as placed. */
export const isPaid = (o: Pick<Facts, 'paymentStatus'>) => o.paymentStatus !== 'pending' && o.paymentStatus !== 'failed'

/**
 * A return's own way (docs/architecture.md §12): requested → approved → received → refunded, or exchange_shipped
 * for one with exchange lines; rejected from requested or approved. A parcel that arrives before staff approved the
 * return is received all the same. Every step is taken under the order's row lock (returns.ts).
 */
export const RETURN_TRANSITIONS = {
  approve: { from: ['requested'], to: 'approved' },
  reject: { from: ['requested', 'approved'], to: 'rejected' },
  receive: { from: ['requested', 'approved'], to: 'received' },
  refund: { from: ['received'], to: 'refunded' },
  shipExchange: { from: ['received'], to: 'exchange_shipped' },
} as const satisfies Record<string, { from: readonly ReturnStatus[]; to: ReturnStatus }>

export type ReturnCommand = keyof typeof RETURN_TRANSITIONS

export const canReturnStep = (command: ReturnCommand, status: ReturnStatus) =>
  (RETURN_TRANSITIONS[command].from as readonly ReturnStatus[]).includes(status)

/** The statuses in which a return's exchange unit is off the shelf: all but a rejected return (stock.ts). */
export const EXCHANGE_HELD: readonly ReturnStatus[] = ['requested', 'approved', 'received', 'exchange_shipped']
/** The statuses in which the returned units are back on the shelf. */
export const UNITS_BACK: readonly ReturnStatus[] = ['received', 'refunded', 'exchange_shipped']
