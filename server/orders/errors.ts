/**
 * Expected failures of the order commands (docs/architecture.md §12). The GraphQL guard answers each with its code
 * in `extensions.code` (and `extensions.field` for an input it names); nothing was changed when one is thrown, except
 * where the code says otherwise (REFUND_PENDING: the refund may still go through).
 */
import { ExpectedError, type LocalizedText } from '../localized'

export type OrderErrorCode =
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  /** The transition table refuses the command in the order's present state (lifecycle.ts). */
  | 'ORDER_STATE_CONFLICT'
  /** The payment provider answered and made no refund: nothing was refunded; it may be tried again. */
  | 'REFUND_FAILED'
  /** The provider did not answer: the refund may or may not have been made; Stripe's webhook will tell. */
  | 'REFUND_PENDING'

export class OrderError extends ExpectedError {
  override name = 'OrderError'
  declare readonly code: OrderErrorCode
  /** `field`: the argument the message is about, so the Orders tool can show it next to that input. */
  constructor(text: LocalizedText | string, code: OrderErrorCode, field?: string) {
    super(text, code, field)
  }
}

/** Staff read the Orders tool in English (its own sentences per code: studio/tools/orders/messages.ts). */
export const orderErrorText = {
  notFound: 'There is no such order.',
  returnNotFound: 'There is no such return.',
  /** A return step the return's state does not allow (lifecycle.ts RETURN_TRANSITIONS). */
  returnState: (ref: string, status: string, step: string) =>
    `Return ${ref} is ${status.replace('_', ' ')}: it cannot be ${step}.`,
  noExchange: 'This return has no exchange to ship.',
  reason: 'Give a reason (at most 500 characters).',
  carrier: 'Choose a carrier (at most 60 characters).',
  trackingNumber: 'Enter the tracking number: 4 to 40 letters, digits, spaces or dashes.',
  amount: 'The amount is in cents: a whole number of at least 1.',
  refundTooLarge: (left: string) => `At most ${left} can be refunded.`,
  /** Stripe answered and made no refund (a card error, a closed account…): its own words follow. */
  refundRefused: (why: string) => `The payment provider refused the refund: ${why}`,
  refundNotFound: 'The refund failed: the payment cannot be found at the payment provider.',
  /** No answer: the refund may have been made, so nothing is undone; Stripe's webhook settles it either way. */
  refundNoAnswer:
    'The payment provider did not answer, so the refund may still go through. Look at the order again in a few minutes before trying again.',
  noEmail: 'This order has no e-mail address to send to.',
  notPaid: 'This order is not paid: there is no confirmation to send.',
} as const

/** The order a payment belongs to is not recorded yet: Stripe should deliver the event again later. */
export class OrderNotYetRecordedError extends Error {
  override name = 'OrderNotYetRecordedError'
}
