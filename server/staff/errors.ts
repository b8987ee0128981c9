/** Expected failures of staff operations; the GraphQL layer turns them into errors with these codes. */
export type StaffErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'ORDER_STATE_CONFLICT'
  | 'REFUND_FAILED'
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
} as const
