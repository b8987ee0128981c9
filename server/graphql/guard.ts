/**
 * The error handling of the resolvers beside the accounts' own (settings, alerts, orders, staff): expected failures
 * become GraphQLErrors with a code; anything else is logged with the request id and answered with a generic message.
 */
import { createGraphQLError } from 'graphql-yoga'
import { AccountError } from '../accounts/errors'
import { HashingBusyError } from '../accounts/passwords'
import { isDatabaseUnavailable } from '../db/unavailable'
import type { Logger } from '../logger'
import { RateLimitedError } from '../rate-limit/index'
import { StaffError } from '../staff/errors'
import type { GraphQLContext } from './context'
import type { ResolverFn } from './resolvers.generated'
import { serviceUnavailableError } from './unavailable'

function toGraphQLError(err: unknown): Error | undefined {
  // Already a GraphQLError (it carries its code).
  if (err instanceof Error && 'extensions' in err) return err
  if (err instanceof AccountError || err instanceof StaffError) {
    const field = err.field === undefined ? {} : { field: err.field }
    return createGraphQLError(err.message, { extensions: { code: err.code, ...field } })
  }
  if (err instanceof HashingBusyError)
    return createGraphQLError(err.message, {
      extensions: {
        code: 'SERVICE_UNAVAILABLE',
        http: { status: 503, headers: { 'Retry-After': String(err.retryAfterSeconds) } },
      },
    })
  if (err instanceof RateLimitedError)
    return createGraphQLError(err.message, {
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: Math.ceil(err.retryAfterMs / 1000) },
    })
  if (isDatabaseUnavailable(err)) return serviceUnavailableError()
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
        const known = toGraphQLError(err)
        if (known) throw known
        logger.error({ err, requestId: ctx.requestId, field: name }, 'unexpected error in resolver')
        throw createGraphQLError('Unexpected error.', {
          extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: ctx.requestId },
        })
      }
    }
  }
}
