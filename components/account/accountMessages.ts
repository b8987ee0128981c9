/** What a failed account call says to the user (docs/product.md §8); the texts are lib/i18n/messages/account.ts. */
import { apiErrorInfo } from '@/lib/api/errors'
import type { accountMessages } from '@/lib/i18n/messages/account'
import type { ServerFieldError } from '../forms/useSubmitWithToast'

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

/**
 * Login failure text (docs/product.md §8): the first server message, reworded when the account is not verified;
 * `toasts` are the account toasts in the page's language.
 */
export function loginFailureDescription(error: unknown, toasts: (typeof accountMessages)['en']['toasts']): string {
  const message = serverMessage(error)
  if (message === undefined) return toasts.loginError
  // The server refuses an unverified account with FORBIDDEN, in the page's language: the code, not the English
  // words, says which refusal it is (the spec's wording check is kept for a server that says only the words).
  const notVerified = apiErrorInfo(error).code === 'FORBIDDEN' || message.includes('User is not verified')
  return notVerified ? toasts.notVerified : message
}

/** A failed call's message for the user and the field it is about (`extensions.field`), for useSubmitWithToast. */
export function accountServerError(error: unknown): ServerFieldError | undefined {
  const message = serverMessage(error)
  return message === undefined ? undefined : { message, field: apiErrorInfo(error).field }
}
