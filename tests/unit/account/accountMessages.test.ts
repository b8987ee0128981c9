import { ClientError } from 'graphql-request'
import { describe, expect, it } from 'vitest'
import { accountServerError, loginFailureDescription, serverMessage } from '@/components/account/accountMessages'
import { accountMessages } from '@/lib/i18n/messages/account'
import { serverMessages } from '@/lib/i18n/messages/server'
import { messages } from '@/lib/validation/issues'

const { toasts } = accountMessages.en

function graphQLError(message: string, code?: string, field?: string) {
  return new ClientError(
    {
      status: 200,
      headers: new Headers(),
      data: null,
      errors: [{ message, extensions: { ...(code ? { code } : {}), ...(field ? { field } : {}) } }],
    } as never,
    { query: 'mutation Login { login }' },
  )
}

describe('login failure description (docs/product.md §8)', () => {
  it('shows the first server message', () => {
    expect(loginFailureDescription(graphQLError('Invalid email or password', 'UNAUTHENTICATED'), toasts)).toBe(
      'Invalid email or password',
    )
  })

  it('rewords the not-verified answer', () => {
    const error = graphQLError('User is not verified. Please check your email to verify your account.', 'FORBIDDEN')
    expect(loginFailureDescription(error, toasts)).toBe(
      'Your account is not verified. Please check your email to verify.',
    )
    // On an Arabic page the reworded answer is the Arabic one.
    expect(loginFailureDescription(error, accountMessages.ar.toasts)).toBe(accountMessages.ar.toasts.notVerified)
  })

  it('recognises the not-verified answer by its code, whatever language the server said it in', () => {
    // An English page whose request reached the server as Arabic still shows its own English rewording.
    const error = graphQLError(serverMessages.ar.accounts.notVerified, 'FORBIDDEN')
    expect(loginFailureDescription(error, toasts)).toBe(toasts.notVerified)
  })

  it('says "an error occurred" for network and internal errors', () => {
    expect(loginFailureDescription(new TypeError('Failed to fetch'), toasts)).toBe(
      'An error occurred during login. Please try again.',
    )
    expect(loginFailureDescription(graphQLError('Unexpected error.', 'INTERNAL_SERVER_ERROR'), toasts)).toBe(
      toasts.loginError,
    )
  })
})

describe('server messages', () => {
  it('passes on only messages meant for the user', () => {
    expect(serverMessage(graphQLError('Too many attempts. Please try again later.', 'RATE_LIMITED'))).toBe(
      'Too many attempts. Please try again later.',
    )
    const locked = 'Too many failed logins for this address. Please try again in 15 minutes.'
    expect(loginFailureDescription(graphQLError(locked, 'RATE_LIMITED'), toasts)).toBe(locked)
    const busy = 'The shop is busy. Please try again in a moment.'
    expect(loginFailureDescription(graphQLError(busy, 'SERVICE_UNAVAILABLE'), toasts)).toBe(busy)
    expect(serverMessage(graphQLError('Unexpected error.', 'INTERNAL_SERVER_ERROR'))).toBeUndefined()
    expect(serverMessage(new Error('offline'))).toBeUndefined()
  })

  it('names the field a validation message is about by extensions.field, not by its words', () => {
    expect(accountServerError(graphQLError(messages.passwordsMatch, 'BAD_USER_INPUT', 'confirmPassword'))).toEqual({
      message: 'Passwords do not match',
      field: 'confirmPassword',
    })
    expect(accountServerError(graphQLError('Invalid or expired reset token', 'BAD_USER_INPUT'))).toEqual({
      message: 'Invalid or expired reset token',
      field: undefined,
    })
    expect(accountServerError(graphQLError('Unexpected error.', 'INTERNAL_SERVER_ERROR', 'email'))).toBeUndefined()
    expect(accountServerError(new TypeError('Failed to fetch'))).toBeUndefined()
  })
})
