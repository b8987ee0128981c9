import { createGraphQLError } from 'graphql-yoga'
import type { GraphQLContext } from '../graphql/context'
import { resolverGuard } from '../graphql/guard'
import type { QueryResolvers } from '../graphql/resolvers.generated'
import type { Logger } from '../logger'
import type { RateLimiters } from '../rate-limit/index'
import type { OrdersService } from './service'

export const NOT_SIGNED_IN = 'Please log in to see your orders.'

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
    if (!user) throw createGraphQLError(NOT_SIGNED_IN, { extensions: { code: 'UNAUTHENTICATED' } })
    return user._id
  }

  const guard = resolverGuard(deps.logger.child({ module: 'orders' }))

  const Query: QueryResolvers = {
    myOrders: guard('myOrders', async (_args, ctx) => deps.orders.listForUser(await caller(ctx))),
    myOrder: guard('myOrder', async (args, ctx) => deps.orders.findForUser(await caller(ctx), args.id)),
    // docs/product.md §17.3: counted per IP and per e-mail before anything is looked up, whatever the answer.
    orderLookup: guard('orderLookup', async (args, ctx) => {
      await deps.limiters.orderLookup.consume({ ip: ctx.ip, email: args.email.trim().toLowerCase().slice(0, 254) })
      return deps.orders.lookup(args.number, args.email)
    }),
  }

  return { Query }
}
