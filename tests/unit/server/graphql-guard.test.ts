import type { GraphQLError } from 'graphql'
import { describe, expect, it } from 'vitest'
import { AccountError } from '@/server/accounts/errors'
import { HashingBusyError } from '@/server/accounts/passwords'
import type { GraphQLContext } from '@/server/graphql/context'
import { resolverGuard } from '@/server/graphql/guard'
import { said } from '@/server/localized'
import { createLogger } from '@/server/logger'
import { OrderError } from '@/server/orders/errors'
import { RateLimitedError } from '@/server/rate-limit/index'
import { StaffError } from '@/server/staff/errors'

/*
 * docs/architecture.md §2.5: every feature's expected failure extends ExpectedError, and the one guard answers it with
 * its code, the field it names and its own extensions, in the request's language, without knowing the feature.
 */
const guard = resolverGuard(createLogger('silent'))
const ctx = (locale: GraphQLContext['locale']): GraphQLContext => ({
  ip: '127.0.0.1',
  requestId: 'r1',
  token: undefined,
  locale,
})

async function answer(error: Error, locale: GraphQLContext['locale'] = 'en') {
  const resolver = guard('field', () => Promise.reject(error))
  const thrown = (await Promise.resolve(resolver({}, {}, ctx(locale), undefined as never)).catch(
    (e: unknown) => e,
  )) as GraphQLError
  return { message: thrown.message, extensions: thrown.extensions }
}

describe('the resolvers guard', () => {
  it("answers a feature's error with its code and field, in the request's language", async () => {
    const wrong = new AccountError(
      said((m) => m.settings.wrongPassword),
      'BAD_USER_INPUT',
      'password',
    )
    const [en, ar] = [await answer(wrong), await answer(wrong, 'ar')]
    expect(en.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'password' })
    expect(ar.extensions).toEqual(en.extensions)
    expect(ar.message).not.toBe(en.message)
    expect(await answer(new StaffError('first must be between 1 and 100.', 'BAD_USER_INPUT', 'first'))).toEqual({
      message: 'first must be between 1 and 100.',
      extensions: { code: 'BAD_USER_INPUT', field: 'first' },
    })
    expect((await answer(new OrderError('There is no such order.', 'NOT_FOUND'))).extensions).toEqual({
      code: 'NOT_FOUND',
    })
  })

  it('adds what an error carries beyond its code: a retry time, an HTTP status', async () => {
    // A real 429 (T4-7 of the third review), so the refusals counter and its alert see it.
    expect((await answer(new RateLimitedError(1_500))).extensions).toEqual({
      code: 'RATE_LIMITED',
      retryAfterSeconds: 2,
      http: { status: 429, headers: { 'Retry-After': '2' } },
    })
    expect((await answer(new HashingBusyError())).extensions).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      http: { status: 503, headers: { 'Retry-After': '1' } },
    })
  })

  it('answers anything else with a generic message and the request id', async () => {
    expect(await answer(new Error('secret detail'))).toEqual({
      message: 'Unexpected error.',
      extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: 'r1' },
    })
  })
})
