/** The toast texts of the account forms (docs/product.md §8), verbatim, plus the few the spec leaves open. */
import { apiErrorInfo } from '@/lib/api/client'
import { messages } from '@/lib/validation/fields'

export const accountToasts = {
  registered: {
    title: 'Registration Successful',
    description: 'You have been successfully registered, please check your email to verify your account',
  },
  registrationFailed: {
    title: 'Registration Failed',
    description: 'An error occurred during registration. Please try again.',
  },
  loggedIn: { title: 'Login Successful', description: 'Login successful, redirecting you to the home page...' },
  loginFailed: 'Login Failed',
  noToken: 'Invalid credentials. Please try again.',
  notVerified: 'Your account is not verified. Please check your email to verify.',
  loginError: 'An error occurred during login. Please try again.',
  resetRequested: {
    title: 'Password Reset Email Sent',
    // The spec does not show this text; it must not reveal whether the address has an account.
    description: 'If an account exists for that address, we have sent a link to reset your password.',
  },
  resetRequestFailed: 'Password Reset Request Failed',
  resetRequestRefused: 'Failed to request password reset. Please try again.',
  resetRequestError: 'An error occurred while requesting password reset. Please try again.',
  passwordReset: { title: 'Password Reset Successful', description: 'Your password has been reset successfully.' },
  resetFailed: 'Password Reset Failed',
  resetRefused: 'Failed to reset password. Please try again.',
  resetError: 'An error occurred during password reset. Please try again.',
} as const

/** Codes the server gives to answers a user can act on; anything else is "an error occurred". */
const USER_FACING_CODES = new Set([
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
])

/** The first server message of a failed call, if it is one meant for the user (not a network or internal error). */
export function serverMessage(error: unknown): string | undefined {
  const info = apiErrorInfo(error)
  return info.code && USER_FACING_CODES.has(info.code) ? info.message : undefined
}

/** Login failure text (docs/product.md §8): the first server message, reworded when the account is not verified. */
export function loginFailureDescription(error: unknown): string {
  const message = serverMessage(error)
  if (message === undefined) return accountToasts.loginError
  return message.includes('User is not verified') ? accountToasts.notVerified : message
}

/**
 * The form field a server validation message belongs to. The server answers with the same zod messages as
 * the forms (lib/validation), but without a field path, so the message itself says which field it is.
 */
export function fieldOfServerMessage<F extends string>(message: string, fields: readonly F[]): F | undefined {
  const candidates: Array<[test: (m: string) => boolean, field: string]> = [
    [(m) => m === messages.name || m.startsWith('Name must'), 'fullName'],
    [(m) => m === messages.email, 'email'],
    [(m) => m === messages.passwordsMatch, 'confirmPassword'],
    [(m) => m.startsWith('Password must'), 'password'],
    [(m) => m.startsWith('Password must'), 'newPassword'],
  ]
  for (const [test, field] of candidates) {
    if (test(message) && (fields as readonly string[]).includes(field)) return field as F
  }
  return undefined
}
