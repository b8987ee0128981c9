/**
 * Resolvers: rate limits are consumed here, once per field, so aliases and batching cannot multiply attempts.
 * Failures are answered by the shared guard (server/graphql/guard.ts): expected ones with a code (and the input
 * field a validation message is about) in the request's language, anything else logged and answered generically.
 * Types come from the schema (server/graphql/resolvers.generated.ts, `npm run codegen`).
 */
import type { GraphQLContext } from '../graphql/context'
import { resolverGuard } from '../graphql/guard'
import type { MutationResolvers, QueryResolvers } from '../graphql/resolvers.generated'
import type { Logger } from '../logger'
import type { RateLimitAction, RateLimiters } from '../rate-limit/index'
import type { AccountsService } from './service'

export type AccountsContext = GraphQLContext

export function createAccountsResolvers(deps: { service: AccountsService; limiters: RateLimiters; logger: Logger }) {
  const { service, limiters } = deps
  const guard = resolverGuard(deps.logger.child({ module: 'graphql' }))

  const limit = (action: RateLimitAction, ctx: GraphQLContext, email?: unknown) =>
    limiters[action].consume({ ip: ctx.ip, email: email === undefined ? undefined : service.normaliseEmail(email) })

  const Query: QueryResolvers = {
    me: guard('me', (_a, ctx) => service.me(ctx.token)),
  }

  const Mutation: MutationResolvers = {
    // Register, reset and newsletter requests may mail an address nobody has proven. The shop-wide budget for such
    // mails is charged by the service when one is about to go out, after the answer, never here: other people's
    // traffic must not refuse anyone's request (docs/security/accounts.md, N3).
    subscribeToNewsletter: guard('subscribeToNewsletter', async (args, ctx) => {
      await limit('newsletter', ctx, args.email)
      return service.subscribeToNewsletter({ email: args.email }, ctx.ip, ctx.locale)
    }),
    // A link's token cannot be guessed (256 bits), like verification.
    confirmNewsletterSubscription: guard('confirmNewsletterSubscription', (args, ctx) =>
      service.confirmNewsletterSubscription(args, ctx.locale),
    ),
    register: guard('register', async (args, ctx) => {
      await limit('register', ctx, args.registerInput.email)
      return service.register(args.registerInput, ctx.ip, ctx.locale)
    }),
    login: guard('login', async (args, ctx) => {
      const key = { ip: ctx.ip, email: service.normaliseEmail(args.loginInput.email) }
      await limiters.login.consume(key)
      const result = await service.login(args.loginInput)
      await limiters.login.reward(key)
      return result
    }),
    // 256-bit tokens cannot be guessed, so verification is not counted against anyone's attempts.
    verifyEmail: guard('verifyEmail', (args, ctx) => service.verifyEmail(args, ctx.locale)),
    requestPasswordReset: guard('requestPasswordReset', async (args, ctx) => {
      await limit('passwordReset', ctx, args.email)
      return service.requestPasswordReset(args, ctx.ip, ctx.locale)
    }),
    resetPassword: guard('resetPassword', async (args, ctx) => {
      await limit('passwordReset', ctx)
      return service.resetPassword(args, ctx.ip, ctx.locale)
    }),
    logout: guard('logout', (_a, ctx) => service.logout(ctx.token)),
  }

  return { Query, Mutation }
}
