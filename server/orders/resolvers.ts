import { DEFAULT_LOCALE } from '@/lib/i18n/locale'
import type { GraphQLContext } from '../graphql/context'
import { resolverGuard } from '../graphql/guard'
import type {
  MutationRequestReturnArgs,
  MutationResolvers,
  OrderResolvers,
  QueryResolvers,
} from '../graphql/resolvers.generated'
import { said, serverMessagesIn } from '../localized'
import type { Logger } from '../logger'
import type { RateLimiters } from '../rate-limit/index'
import { OrderError } from './errors'
import type { OrdersService } from './service'

/** The English of the answer without a session (lib/i18n/messages/server.ts). */
export const NOT_SIGNED_IN = serverMessagesIn(DEFAULT_LOCALE).orders.notSignedIn

/**
 * `myOrders` / `myOrder` (docs/product.md §17). The caller is whoever the bearer token names (`me`); without a
 * valid token the answer is UNAUTHENTICATED, and no argument can name another user.
 */
export function createOrdersResolvers(deps: {
  orders: Pick<
    OrdersService,
    'listForUser' | 'findForUser' | 'lookup' | 'requestReturn' | 'exchangeOptions' | 'invoicePath'
  >
  me: (token: string | undefined) => Promise<{ _id: string } | null>
  limiters: Pick<RateLimiters, 'orderLookup'>
  logger: Logger
}) {
  async function caller(ctx: GraphQLContext): Promise<string> {
    const user = await deps.me(ctx.token)
    if (!user)
      throw new OrderError(
        said((m) => m.orders.notSignedIn),
        'UNAUTHENTICATED',
      )
    return user._id
  }

  const guard = resolverGuard(deps.logger.child({ module: 'orders' }))
  const notFound = () =>
    new OrderError(
      said((m) => m.returns.notFound),
      'NOT_FOUND',
    )

  /** A guest's lookup, counted as orderLookup counts (docs/product.md §17.3) before anything is looked up. */
  async function guestOrder(args: { number: string; email: string }, ctx: GraphQLContext) {
    await deps.limiters.orderLookup.consume({ ip: ctx.ip, email: args.email.trim().toLowerCase().slice(0, 254) })
    return deps.orders.lookup(args.number, args.email, ctx.locale)
  }

  /** docs/product.md §17.5: the owner by session and id, a guest by number and e-mail; anyone else is NOT_FOUND. */
  async function requestReturn(args: MutationRequestReturnArgs, ctx: GraphQLContext) {
    const lines = args.lines.map((l) => ({ ...l, exchangeFor: l.exchangeFor ?? null }))
    if (args.orderId) {
      const userId = await caller(ctx)
      const order = await deps.orders.findForUser(userId, args.orderId, ctx.locale)
      if (!order) throw notFound()
      await deps.orders.requestReturn({ orderId: order.id, lines, by: { actor: 'shopper', userId } })
      return (await deps.orders.findForUser(userId, order.id, ctx.locale)) ?? order
    }
    if (!args.number || !args.email) throw notFound()
    const guest = { number: args.number, email: args.email }
    const order = await guestOrder(guest, ctx)
    if (!order) throw notFound()
    await deps.orders.requestReturn({ orderId: order.id, lines, by: { actor: 'shopper' } })
    return (await deps.orders.lookup(guest.number, guest.email, ctx.locale)) ?? order
  }

  const Query: QueryResolvers = {
    myOrders: guard('myOrders', async (_args, ctx) => deps.orders.listForUser(await caller(ctx), ctx.locale)),
    myOrder: guard('myOrder', async (args, ctx) => deps.orders.findForUser(await caller(ctx), args.id, ctx.locale)),
    // docs/product.md §17.3: counted per IP and per e-mail before anything is looked up, whatever the answer.
    orderLookup: guard('orderLookup', async (args, ctx) => guestOrder(args, ctx)),
    exchangeOptions: guard('exchangeOptions', async (args) => deps.orders.exchangeOptions(args.priceId)),
  }

  const Mutation: MutationResolvers = {
    requestReturn: guard('requestReturn', requestReturn),
  }

  // docs/product.md §10.8: only a reader who may read the order (its owner, or a guest with its number and e-mail)
  // gets here, so only they get the link.
  const Order: OrderResolvers = {
    invoicePath: (order, _args, ctx) => deps.orders.invoicePath(order, ctx.locale),
  }

  return { Query, Mutation, Order }
}
