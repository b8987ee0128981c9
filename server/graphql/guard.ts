/**
 * The error handling of every resolver: expected failures become GraphQLErrors with a code, said in the request's
 * language (`ctx.locale`, server/localized.ts); anything else is logged with the request id and answered with a
 * generic message.
 */
import { createGraphQLError } from 'graphql-yoga'
import type { Locale } from '@/lib/i18n/locale'
import { isDatabaseUnavailable } from '../db/unavailable'
import { errorText, ExpectedError } from '../localized'
import type { Logger } from '../logger'
import type { GraphQLContext } from './context'
import type { ResolverFn } from './resolvers.generated'
import { serviceUnavailableError } from './unavailable'

// Created through yoga's own graphql instance: an error from another copy of `graphql` (ESM vs CJS) would be masked.
// Every feature's expected failure extends ExpectedError (server/localized.ts), so this imports no feature folder.
function toGraphQLError(err: unknown, locale: Locale): Error | undefined {
  // Already a GraphQLError (it carries its code).
  if (err instanceof Error && 'extensions' in err) return err
  if (err instanceof ExpectedError) {
    const field = err.field === undefined ? {} : { field: err.field }
    return createGraphQLError(errorText(err, locale), {
      extensions: { code: err.code, ...field, ...err.details() },
    })
  }
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
