/**
 * The alert fields. A request for an address the caller does not prove mails a stranger's inbox: it counts against
 * the per-address limit and goes through the anonymous-mail gate like a newsletter sign-up; past the gate it is dropped
 * with the same answer, so the budget never refuses anyone (docs/security.md, N3).
 */
import type { User } from '../db/schema/index'
import type { GraphQLContext } from '../graphql/context'
import { resolverGuard } from '../graphql/guard'
import type { MutationResolvers, QueryResolvers } from '../graphql/resolvers.generated'
import type { Logger } from '../logger'
import { clientKey, type RateLimiters } from '../rate-limit/index'
import { serverMessagesIn } from '../localized'
import type { AlertsService } from './service'

export function createAlertsResolvers(deps: {
  alerts: AlertsService
  signedInUser(token: string | undefined): Promise<User>
  limiters: Pick<RateLimiters, 'stockAlert' | 'anonymousMail'>
  logger: Logger
}) {
  const { alerts, limiters } = deps
  const guard = resolverGuard(deps.logger.child({ module: 'graphql' }))
  const caller = (ctx: GraphQLContext) => deps.signedInUser(ctx.token).catch(() => undefined)

  const Query: QueryResolvers = {
    myStockAlerts: guard('myStockAlerts', async (_a, ctx) =>
      alerts.listFor(await deps.signedInUser(ctx.token), ctx.locale),
    ),
  }

  const Mutation: MutationResolvers = {
    requestStockAlert: guard('requestStockAlert', async (args, ctx) => {
      const email = typeof args.input.email === 'string' ? args.input.email.trim().toLowerCase().slice(0, 320) : ''
      await limiters.stockAlert.consume({ ip: ctx.ip, email })
      const user = await caller(ctx)
      const unproven = alerts.needsConfirmation(user, email)
      if (unproven && !(await limiters.anonymousMail.allow(clientKey(ctx.ip ?? 'unknown')))) {
        return { message: serverMessagesIn(ctx.locale).alerts.requested }
      }
      return alerts.request(user, args.input, ctx.locale)
    }),
    confirmStockAlert: guard('confirmStockAlert', (args, ctx) => alerts.confirm(args, ctx.locale)),
    cancelStockAlert: guard('cancelStockAlert', async (args, ctx) =>
      alerts.cancel(await deps.signedInUser(ctx.token), args.id),
    ),
  }

  return { Query, Mutation }
}
