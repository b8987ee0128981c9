import { createGraphQLError } from 'graphql-yoga'
import type { GraphQLContext } from '../graphql/context'
import type { QueryResolvers, ResolverFn } from '../graphql/resolvers.generated'
import { isDatabaseUnavailable } from '../db/unavailable'
import { serviceUnavailableError } from '../graphql/unavailable'
import type { Logger } from '../logger'
import { RateLimitedError, type RateLimiters } from '../rate-limit/index'
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
        if (err instanceof RateLimitedError)
          throw createGraphQLError(err.message, {
            extensions: { code: 'RATE_LIMITED', retryAfterSeconds: Math.ceil(err.retryAfterMs / 1000) },
          })
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
    // docs/product.md §17.3: counted per IP and per e-mail before anything is looked up, whatever the answer.
    orderLookup: guard('orderLookup', async (args, ctx) => {
      await deps.limiters.orderLookup.consume({ ip: ctx.ip, email: args.email.trim().toLowerCase().slice(0, 254) })
      return deps.orders.lookup(args.number, args.email)
    }),
  }

  return { Query }
}
