import { DEFAULT_LOCALE } from '@/lib/i18n/locale'
import { AccountError } from '../accounts/errors'
import type { GraphQLContext } from '../graphql/context'
import { resolverGuard } from '../graphql/guard'
import type { QueryResolvers } from '../graphql/resolvers.generated'
import { said, serverMessagesIn } from '../localized'
import type { Logger } from '../logger'
import type { RateLimiters } from '../rate-limit/index'
import type { OrdersService } from './service'

/** The English of the answer without a session (lib/i18n/messages/server.ts). */
export const NOT_SIGNED_IN = serverMessagesIn(DEFAULT_LOCALE).orders.notSignedIn

/**
 * `myOrders` / `myOrder` (docs/product.md §17). The caller is whoever the bearer token names (`me`); without a
 * valid token the answer is UNAUTHENTICATED, and no argument can name another user.
 */
export function createOrdersResolvers(deps: {
  orders: OrdersService
  me: (token: string | undefined) => Promise<{ _id: string } | null>
  limiters: Pick<RateLimiters, 'orderLookup'>
  logger: Logger
}) {
  async function caller(ctx: GraphQLContext): Promise<string> {
    const user = await deps.me(ctx.token)
    if (!user)
      throw new AccountError(
        said((m) => m.orders.notSignedIn),
        'UNAUTHENTICATED',
      )
    return user._id
  }

  const guard = resolverGuard(deps.logger.child({ module: 'orders' }))

  const Query: QueryResolvers = {
    myOrders: guard('myOrders', async (_args, ctx) => deps.orders.listForUser(await caller(ctx), ctx.locale)),
    myOrder: guard('myOrder', async (args, ctx) => deps.orders.findForUser(await caller(ctx), args.id, ctx.locale)),
    // docs/product.md §17.3: counted per IP and per e-mail before anything is looked up, whatever the answer.
    orderLookup: guard('orderLookup', async (args, ctx) => {
      await deps.limiters.orderLookup.consume({ ip: ctx.ip, email: args.email.trim().toLowerCase().slice(0, 254) })
      return deps.orders.lookup(args.number, args.email, ctx.locale)
    }),
  }

  return { Query }
}
