import { createGraphQLError } from 'graphql-yoga'
import type { GraphQLContext } from '../graphql/context'
import type { QueryResolvers, ResolverFn } from '../graphql/resolvers.generated'
import { isDatabaseUnavailable } from '../db/unavailable'
import { serviceUnavailableError } from '../graphql/unavailable'
import type { Logger } from '../logger'
import type { OrdersService } from './service'

export const NOT_SIGNED_IN = 'Please log in to see your orders.'

/**
 * `myOrders` / `myOrder` (docs/product.md §17). The caller is whoever the bearer token names (`me`); without a
 * valid token the answer is UNAUTHENTICATED, and no argument can name another user.
 */
export function createOrdersResolvers(deps: {
  orders: OrdersService
  me: (token: string | undefined) => Promise<{ _id: string } | null>
  logger: Logger
}) {
  const log = deps.logger.child({ module: 'orders' })

  async function caller(ctx: GraphQLContext): Promise<string> {
    const user = await deps.me(ctx.token)
    if (!user) throw createGraphQLError(NOT_SIGNED_IN, { extensions: { code: 'UNAUTHENTICATED' } })
    return user._id
  }

  function guard<R, A>(
    name: string,
    fn: (args: A, ctx: GraphQLContext) => Promise<R>,
  ): ResolverFn<R, unknown, GraphQLContext, A> {
    return async (_parent, args, ctx) => {
      try {
        return await fn(args, ctx)
      } catch (err) {
        if (err instanceof Error && 'extensions' in err) throw err
        if (isDatabaseUnavailable(err)) throw serviceUnavailableError()
        log.error({ err, requestId: ctx.requestId, field: name }, 'unexpected error in resolver')
        throw createGraphQLError('Unexpected error.', {
          extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: ctx.requestId },
        })
      }
    }
  }

  const Query: QueryResolvers = {
    myOrders: guard('myOrders', async (_args, ctx) => deps.orders.listForUser(await caller(ctx))),
    myOrder: guard('myOrder', async (args, ctx) => deps.orders.findForUser(await caller(ctx), args.id)),
  }

  return { Query }
}
