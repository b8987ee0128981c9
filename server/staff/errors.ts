/** Expected failures of staff operations; the GraphQL layer turns them into errors with these codes. */
export type StaffErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'ORDER_STATE_CONFLICT'
  | 'REFUND_FAILED'
  /** The provider did not answer: the refund may or may not have been made; Stripe's webhook will tell. */
  | 'REFUND_PENDING'
  | 'NOT_IMPLEMENTED'

export class StaffError extends Error {
  override name = 'StaffError'
  constructor(
    message: string,
    readonly code: StaffErrorCode,
    /** The argument the message is about, so the tool can show it next to that input. */
    readonly field?: string,
  ) {
    super(message)
  }
}

export const staffMessages = {
  signIn: 'Please sign in with a staff account.',
  notStaff: 'This account is not a staff account.',
  notFound: 'There is no such order.',
  refundTooLarge: (left: string) => `At most ${left} can be refunded.`,
  /** Stripe answered and made no refund (a card error, a closed account…): its own words follow. */
  refundRefused: (why: string) => `The payment provider refused the refund: ${why}`,
  refundNotFound: 'The refund failed: the payment cannot be found at the payment provider.',
  /** No answer: the refund may have been made, so nothing is undone; Stripe's webhook settles it either way. */
  refundNoAnswer:
    'The payment provider did not answer, so the refund may still go through. Look at the order again in a few minutes before trying again.',
} as const
