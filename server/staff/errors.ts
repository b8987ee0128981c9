/**
 * Expected failures of the staff role (who may act) and of its own reads (the list's filters, low stock); the
 * orders' commands have their own (server/orders/errors.ts). The GraphQL layer turns both into errors with codes.
 */
import { ExpectedError } from '../localized'

export type StaffErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT'

/** Staff read the Orders tool in English: the text is the same in every language. */
export class StaffError extends ExpectedError {
  override name = 'StaffError'
  declare readonly code: StaffErrorCode
  /**
   * `field`: the argument the message is about, so the tool can show it next to that input; `reason`: what a refused
   * caller lacks (`extensions.reason`), so the tool knows which step to show.
   */
  constructor(
    message: string,
    code: StaffErrorCode,
    field?: string,
    readonly reason?: StaffRefusal,
  ) {
    super(message, code, field)
  }

  override details(): Record<string, unknown> {
    return this.reason ? { reason: this.reason } : {}
  }
}

/** Why a signed-in caller may not use the staff fields yet (docs/operations.md, "Signing in"). */
export type StaffRefusal = 'NOT_STAFF' | 'SECOND_FACTOR_REQUIRED' | 'SECOND_FACTOR_NOT_ENROLLED'

export const staffMessages = {
  signIn: 'Please sign in with a staff account.',
  notStaff: 'This account is not a staff account.',
  secondFactorRequired: 'Staff operations need the second factor: enter the code from your authenticator app.',
  secondFactorNotEnrolled: 'Staff operations need a second factor: set up an authenticator app first.',
  alreadyEnrolled:
    'This account already has an authenticator app. If it is lost, use a recovery code, or ask the shop’s owner to reset it.',
  notEnrolling: 'Start setting up the authenticator app first.',
  wrongCode: 'That code is not right, or was used already. Enter the current code from your authenticator app.',
  staffSessionOnly: 'Sign in to the Orders tool to do this.',
  passkeyRefused: 'That passkey could not be verified. Try again, or use a code from your authenticator app.',
  passkeyChallengeEnded: 'That passkey request has ended or was used already. Start again.',
  passkeyKnown: 'That passkey is registered already.',
  noPasskey: 'This account has no passkey. Use a code from your authenticator app.',
  passkeyNotFound: 'There is no such passkey on this account.',
  tooManyPasskeys: 'This account has the most passkeys it may have. Remove one first.',
} as const
