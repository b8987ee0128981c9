import { describe, expect, it } from 'vitest'
import { errorText } from '@/server/localized'
import { AccountLockedError, RateLimitedError } from '@/server/rate-limit/index'

/** An error thrown where the request is unknown is said in the reader's language where the answer is made. */
describe('localized errors', () => {
  it('keep their English as the message, for logs and English pages', () => {
    expect(new RateLimitedError(1_000).message).toBe('Too many attempts. Please try again later.')
    expect(new AccountLockedError(60_000).message).toBe(
      'Too many failed logins for this address. Please try again in 1 minute.',
    )
    expect(errorText(new AccountLockedError(9.5 * 60_000), 'en')).toBe(
      'Too many failed logins for this address. Please try again in 10 minutes.',
    )
  })

  it('count the minutes of a locked address by Arabic plural rules', () => {
    const wait = (minutes: number) => errorText(new AccountLockedError(minutes * 60_000), 'ar').split('. ')[1]
    expect([1, 2, 3, 11, 100].map(wait)).toEqual([
      'يُرجى المحاولة بعد دقيقة واحدة.',
      'يُرجى المحاولة بعد دقيقتين.',
      'يُرجى المحاولة بعد 3 دقائق.',
      'يُرجى المحاولة بعد 11 دقيقة.',
      'يُرجى المحاولة بعد 100 دقيقة.',
    ])
  })

  it('say a plain Error as it is', () => {
    expect(errorText(new Error('Reason'), 'ar')).toBe('Reason')
  })
})
