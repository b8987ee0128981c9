/**
 * The settings fields. Each is rate-limited per IP and per account before it runs (a stolen session must not guess
 * the password through them); the confirmation link is not (256-bit tokens, as verification).
 */
import type { GraphQLContext } from '../../graphql/context'
import { resolverGuard } from '../../graphql/guard'
import type { MutationResolvers, QueryResolvers } from '../../graphql/resolvers.generated'
import type { Logger } from '../../logger'
import type { RateLimiters } from '../../rate-limit/index'
import type { AccountSettings } from './index'

export function createSettingsResolvers(deps: {
  settings: AccountSettings
  limiters: Pick<RateLimiters, 'accountSettings'>
  logger: Logger
}) {
  const { settings, limiters } = deps
  const guard = resolverGuard(deps.logger.child({ module: 'graphql' }))

  /** Counts the attempt for this IP and, when the token is valid, its account; resolves the token's user. */
  async function limited(ctx: GraphQLContext): Promise<void> {
    const user = await settings.signedInUser(ctx.token).catch(() => undefined)
    await limiters.accountSettings.consume({ ip: ctx.ip, email: user?.email })
  }

  /** A guarded field that counts the attempt (`limited`) before it runs. */
  const limitedGuard = <R, A>(name: string, run: (args: A, ctx: GraphQLContext) => Promise<R>) =>
    guard(name, async (args: A, ctx) => {
      await limited(ctx)
      return run(args, ctx)
    })

  const Query: QueryResolvers = {
    myData: limitedGuard('myData', (_a, ctx) => settings.exportData(ctx.token)),
    myNewsletterSubscription: guard('myNewsletterSubscription', (_a, ctx) => settings.newsletterSubscribed(ctx.token)),
  }

  const Mutation: MutationResolvers = {
    updateProfile: limitedGuard('updateProfile', (args, ctx) => settings.updateProfile(ctx.token, args)),
    requestEmailChange: limitedGuard('requestEmailChange', (args, ctx) =>
      settings.requestEmailChange(ctx.token, args, ctx.locale, ctx.ip),
    ),
    confirmEmailChange: guard('confirmEmailChange', (args, ctx) => settings.confirmEmailChange(args, ctx.locale)),
    changePassword: limitedGuard('changePassword', (args, ctx) => settings.changePassword(ctx.token, args)),
    deleteAccount: limitedGuard('deleteAccount', (args, ctx) => settings.deleteAccount(ctx.token, args, ctx.locale)),
    setNewsletterSubscription: limitedGuard('setNewsletterSubscription', (args, ctx) =>
      settings.setNewsletterSubscription(ctx.token, args.subscribed),
    ),
  }

  return { Query, Mutation }
}
