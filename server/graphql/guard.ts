/**
 * The error handling of every resolver: expected failures become GraphQLErrors with a code, said in the request's
 * language (`ctx.locale`, server/localized.ts); anything else is logged with the request id and answered with a
 * generic message.
 */
import { createGraphQLError } from 'graphql-yoga'
import type { Locale } from '@/lib/i18n/locale'
import { AccountError } from '../accounts/errors'
import { HashingBusyError } from '../accounts/passwords'
import { isDatabaseUnavailable } from '../db/unavailable'
import { errorText } from '../localized'
import type { Logger } from '../logger'
import { RateLimitedError } from '../rate-limit/index'
import { StaffError } from '../staff/errors'
import type { GraphQLContext } from './context'
import type { ResolverFn } from './resolvers.generated'
import { serviceUnavailableError } from './unavailable'

// Created through yoga's own graphql instance: an error from another copy of `graphql` (ESM vs CJS) would be masked.
function toGraphQLError(err: unknown, locale: Locale): Error | undefined {
  // Already a GraphQLError (it carries its code).
  if (err instanceof Error && 'extensions' in err) return err
  if (err instanceof AccountError || err instanceof StaffError) {
    const field = err.field === undefined ? {} : { field: err.field }
    return createGraphQLError(errorText(err, locale), { extensions: { code: err.code, ...field } })
  }
  // A real 503 with Retry-After (yoga applies extensions.http), not a request left waiting for the thread pool.
  if (err instanceof HashingBusyError)
    return createGraphQLError(errorText(err, locale), {
      extensions: {
        code: 'SERVICE_UNAVAILABLE',
        http: { status: 503, headers: { 'Retry-After': String(err.retryAfterSeconds) } },
      },
    })
  if (err instanceof RateLimitedError)
    return createGraphQLError(errorText(err, locale), {
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: Math.ceil(err.retryAfterMs / 1000) },
    })
  if (isDatabaseUnavailable(err)) return serviceUnavailableError(locale)
  return undefined
}

export function resolverGuard(logger: Logger) {
  return function guard<R, A>(
    name: string,
    fn: (args: A, ctx: GraphQLContext) => Promise<R>,
  ): ResolverFn<R, unknown, GraphQLContext, A> {
    return async (_parent, args, ctx) => {
      try {
        return await fn(args, ctx)
      } catch (err) {
        const known = toGraphQLError(err, ctx.locale)
        if (known) throw known
        logger.error({ err, requestId: ctx.requestId, field: name }, 'unexpected error in resolver')
        throw createGraphQLError('Unexpected error.', {
          extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: ctx.requestId },
        })
      }
    }
  }
}
