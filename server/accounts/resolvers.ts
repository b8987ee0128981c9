/**
 * Resolvers: rate limits are consumed here, once per field, so aliases and batching cannot multiply attempts.
 * Expected failures become GraphQLErrors with a code (and the input field a validation message is about); anything
 * else is logged with the request id and answered with a generic message. Types come from the schema
 * (server/graphql/resolvers.generated.ts, `npm run codegen`).
 */
// Created through yoga's own graphql instance: an error from another copy of `graphql` (ESM vs CJS) would be masked.
import { createGraphQLError } from 'graphql-yoga'
import type { GraphQLContext } from '../graphql/context'
import type { MutationResolvers, QueryResolvers, ResolverFn } from '../graphql/resolvers.generated'
import { isDatabaseUnavailable } from '../db/unavailable'
import { serviceUnavailableError } from '../graphql/unavailable'
import type { Logger } from '../logger'
import { RateLimitedError, type RateLimitAction, type RateLimiters } from '../rate-limit/index'
import { AccountError } from './errors'
import { HashingBusyError } from './passwords'
import type { AccountsService } from './service'

export type AccountsContext = GraphQLContext

export function createAccountsResolvers(deps: { service: AccountsService; limiters: RateLimiters; logger: Logger }) {
  const { service, limiters } = deps
  const log = deps.logger.child({ module: 'graphql' })

  function guard<R, A>(
    name: string,
    fn: (parent: unknown, args: A, ctx: GraphQLContext) => Promise<R>,
  ): ResolverFn<R, unknown, GraphQLContext, A> {
    return async (parent, args, ctx) => {
      try {
        return await fn(parent, args, ctx)
      } catch (err) {
        if (err instanceof AccountError) {
          const field = err.field === undefined ? {} : { field: err.field }
          throw createGraphQLError(err.message, { extensions: { code: err.code, ...field } })
        }
        if (err instanceof HashingBusyError) {
          // A real 503 with Retry-After (yoga applies extensions.http), not a request left waiting for the thread pool.
          throw createGraphQLError(err.message, {
            extensions: {
              code: 'SERVICE_UNAVAILABLE',
              http: { status: 503, headers: { 'Retry-After': String(err.retryAfterSeconds) } },
            },
          })
        }
        if (err instanceof RateLimitedError) {
          throw createGraphQLError(err.message, {
            extensions: { code: 'RATE_LIMITED', retryAfterSeconds: Math.ceil(err.retryAfterMs / 1000) },
          })
        }
        if (isDatabaseUnavailable(err)) throw serviceUnavailableError()
        log.error({ err, requestId: ctx.requestId, field: name }, 'unexpected error in resolver')
        throw createGraphQLError('Unexpected error.', {
          extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: ctx.requestId },
        })
      }
    }
  }

  const limit = (action: RateLimitAction, ctx: GraphQLContext, email?: unknown) =>
    limiters[action].consume({ ip: ctx.ip, email: email === undefined ? undefined : service.normaliseEmail(email) })

  const Query: QueryResolvers = {
    me: guard('me', (_p, _a, ctx) => service.me(ctx.token)),
  }

  const Mutation: MutationResolvers = {
    // Register, reset and newsletter requests may mail an address nobody has proven. The shop-wide budget for such
    // mails is charged by the service when one is about to go out, after the answer, never here: other people's
    // traffic must not refuse anyone's request (docs/security/accounts.md, N3).
    subscribeToNewsletter: guard('subscribeToNewsletter', async (_p, args, ctx) => {
      await limit('newsletter', ctx, args.email)
      return service.subscribeToNewsletter({ email: args.email }, ctx.ip, ctx.locale)
    }),
    // A link's token cannot be guessed (256 bits), like verification.
    confirmNewsletterSubscription: guard('confirmNewsletterSubscription', (_p, args) =>
      service.confirmNewsletterSubscription(args),
    ),
    register: guard('register', async (_p, args, ctx) => {
      await limit('register', ctx, args.registerInput.email)
      return service.register(args.registerInput, ctx.ip, ctx.locale)
    }),
    login: guard('login', async (_p, args, ctx) => {
      const key = { ip: ctx.ip, email: service.normaliseEmail(args.loginInput.email) }
      await limiters.login.consume(key)
      const result = await service.login(args.loginInput)
      await limiters.login.reward(key)
      return result
    }),
    // 256-bit tokens cannot be guessed, so verification is not counted against anyone's attempts.
    verifyEmail: guard('verifyEmail', (_p, args) => service.verifyEmail(args)),
    requestPasswordReset: guard('requestPasswordReset', async (_p, args, ctx) => {
      await limit('passwordReset', ctx, args.email)
      return service.requestPasswordReset(args, ctx.ip, ctx.locale)
    }),
    resetPassword: guard('resetPassword', async (_p, args, ctx) => {
      await limit('passwordReset', ctx)
      return service.resetPassword(args, ctx.ip, ctx.locale)
    }),
    logout: guard('logout', (_p, _a, ctx) => service.logout(ctx.token)),
  }

  return { Query, Mutation }
}
