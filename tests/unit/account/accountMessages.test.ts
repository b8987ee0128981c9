import { ClientError } from 'graphql-request'
import { describe, expect, it } from 'vitest'
import {
  accountToasts,
  fieldOfServerMessage,
  loginFailureDescription,
  serverMessage,
} from '@/components/account/accountMessages'
import { toCartProduct } from '@/components/wishlist/toCartProduct'
import { messages } from '@/lib/validation/fields'

function graphQLError(message: string, code?: string) {
  return new ClientError(
    {
      status: 200,
      headers: new Headers(),
      data: null,
      errors: [{ message, extensions: code ? { code } : {} }],
    } as never,
    { query: 'mutation Login { login }' },
  )
}

describe('login failure description (docs/product.md §8)', () => {
  it('shows the first server message', () => {
    expect(loginFailureDescription(graphQLError('Invalid email or password', 'UNAUTHENTICATED'))).toBe(
      'Invalid email or password',
    )
  })

  it('rewords the not-verified answer', () => {
    const error = graphQLError('User is not verified. Please check your email to verify your account.', 'FORBIDDEN')
    expect(loginFailureDescription(error)).toBe('Your account is not verified. Please check your email to verify.')
  })

  it('says "an error occurred" for network and internal errors', () => {
    expect(loginFailureDescription(new TypeError('Failed to fetch'))).toBe(
      'An error occurred during login. Please try again.',
    )
    expect(loginFailureDescription(graphQLError('Unexpected error.', 'INTERNAL_SERVER_ERROR'))).toBe(
      accountToasts.loginError,
    )
  })
})

describe('server messages', () => {
  it('passes on only messages meant for the user', () => {
    expect(serverMessage(graphQLError('Too many attempts. Please try again later.', 'RATE_LIMITED'))).toBe(
      'Too many attempts. Please try again later.',
    )
    const locked = 'Too many failed logins for this address. Please try again in 15 minutes.'
    expect(loginFailureDescription(graphQLError(locked, 'RATE_LIMITED'))).toBe(locked)
    const busy = 'The shop is busy. Please try again in a moment.'
    expect(loginFailureDescription(graphQLError(busy, 'SERVICE_UNAVAILABLE'))).toBe(busy)
    expect(serverMessage(graphQLError('Unexpected error.', 'INTERNAL_SERVER_ERROR'))).toBeUndefined()
    expect(serverMessage(new Error('offline'))).toBeUndefined()
  })

  it("finds the field a validation message belongs to, among the form's fields", () => {
    const signUp = ['fullName', 'email', 'password', 'confirmPassword'] as const
    expect(fieldOfServerMessage(messages.name, signUp)).toBe('fullName')
    expect(fieldOfServerMessage(messages.email, signUp)).toBe('email')
    expect(fieldOfServerMessage(messages.signUpPassword, signUp)).toBe('password')
    expect(fieldOfServerMessage(messages.passwordsMatch, signUp)).toBe('confirmPassword')
    expect(fieldOfServerMessage(messages.resetPassword, ['newPassword', 'confirmPassword'] as const)).toBe(
      'newPassword',
    )
    expect(
      fieldOfServerMessage('Invalid or expired reset token', ['newPassword', 'confirmPassword'] as const),
    ).toBeUndefined()
  })
})

describe('wishlist item to cart product', () => {
  it('uses price_id as the line id, cents, the image URL and AUD by default', () => {
    const product = toCartProduct({
      name: 'Nidha Open Abaya',
      description: 'Crepe',
      price: 129.95,
      currency: '',
      slug: 'nidha-open-abaya',
      imageUrl: 'https://cdn.sanity.io/a.jpg',
      price_id: 'price_abaya',
    })
    expect(product).toEqual({
      id: 'price_abaya',
      price_id: 'price_abaya',
      name: 'Nidha Open Abaya',
      description: 'Crepe',
      price: 12995,
      currency: 'AUD',
      image: 'https://cdn.sanity.io/a.jpg',
      slug: 'nidha-open-abaya',
    })
  })
})
