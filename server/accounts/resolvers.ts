/**
 * Resolvers: rate limits are consumed here, once per field, so aliases and batching cannot multiply attempts.
 * Expected failures become GraphQLErrors with a code; anything else is logged with the request id and answered
 * with a generic message.
 */
// Created through yoga's own graphql instance: an error from another copy of `graphql` (ESM vs CJS) would be masked.
import { createGraphQLError } from 'graphql-yoga'
import { isDatabaseUnavailable } from '../db/unavailable'
import { serviceUnavailableError } from '../graphql/unavailable'
import type { Logger } from '../logger'
import { RateLimitedError, type RateLimitAction, type RateLimiters } from '../rate-limit/index'
import { AccountError } from './errors'
import type { AccountsService } from './service'

export interface AccountsContext {
  ip: string
  requestId: string
  /** The bearer token of the request, if any. */
  token: string | undefined
}

type Resolver<A, R> = (parent: unknown, args: A, ctx: AccountsContext) => Promise<R>

export function createAccountsResolvers(deps: { service: AccountsService; limiters: RateLimiters; logger: Logger }) {
  const { service, limiters } = deps
  const log = deps.logger.child({ module: 'graphql' })

  function guard<A, R>(name: string, fn: Resolver<A, R>): Resolver<A, R> {
    return async (parent, args, ctx) => {
      try {
        return await fn(parent, args, ctx)
      } catch (err) {
        if (err instanceof AccountError) throw createGraphQLError(err.message, { extensions: { code: err.code } })
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

  const limit = (action: RateLimitAction, ctx: AccountsContext, email?: unknown) =>
    limiters[action].consume({ ip: ctx.ip, email: email === undefined ? undefined : service.normaliseEmail(email) })

  return {
    Query: {
      me: guard('me', (_p, _a: Record<string, never>, ctx) => service.me(ctx.token)),
    },
    Mutation: {
      subscribeToNewsletter: guard('subscribeToNewsletter', async (_p, args: { email: string }, ctx) => {
        await limit('newsletter', ctx, args.email)
        return service.subscribeToNewsletter({ email: args.email })
      }),
      register: guard('register', async (_p, args: { registerInput: Record<string, unknown> }, ctx) => {
        await limit('register', ctx, args.registerInput.email)
        return service.register(args.registerInput)
      }),
      login: guard('login', async (_p, args: { loginInput: { email: string; password: string } }, ctx) => {
        const key = { ip: ctx.ip, email: service.normaliseEmail(args.loginInput.email) }
        await limiters.login.consume(key)
        const result = await service.login(args.loginInput)
        await limiters.login.reward(key)
        return result
      }),
      // 256-bit tokens cannot be guessed, so verification is not counted against anyone's attempts.
      verifyEmail: guard('verifyEmail', (_p, args: { verificationToken: string }) => service.verifyEmail(args)),
      requestPasswordReset: guard('requestPasswordReset', async (_p, args: { email: string }, ctx) => {
        await limit('passwordReset', ctx, args.email)
        return service.requestPasswordReset(args)
      }),
      resetPassword: guard('resetPassword', async (_p, args: { token: string; newPassword: string }, ctx) => {
        await limit('passwordReset', ctx)
        return service.resetPassword(args)
      }),
    },
  }
}
