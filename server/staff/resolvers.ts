/**
 * Staff-only GraphQL fields (the Orders tool, docs/operations.md). Each resolves the caller from the bearer token
 * first: no valid token is UNAUTHENTICATED, a shopper's is FORBIDDEN; then one point of the staff rate limit is
 * spent (per IP and per staff account), so aliases cannot multiply calls.
 */
import type { GraphQLContext } from '../graphql/context'
import { resolverGuard } from '../graphql/guard'
import type { MutationResolvers, QueryResolvers, UserResolvers } from '../graphql/resolvers.generated'
import type { Logger } from '../logger'
import type { RateLimiters } from '../rate-limit/index'
import { StaffError, staffMessages } from './errors'
import type { StaffMember, StaffService } from './service'

export interface StaffResolversDeps {
  staff: StaffService
  me: (token: string | undefined) => Promise<{ _id: string; fullName: string; email: string; isStaff: boolean } | null>
  limiters: Pick<RateLimiters, 'staff'>
  logger: Logger
}

export function createStaffResolvers(deps: StaffResolversDeps) {
  async function staffCaller(ctx: GraphQLContext): Promise<StaffMember> {
    const user = await deps.me(ctx.token)
    if (!user) throw new StaffError(staffMessages.signIn, 'UNAUTHENTICATED')
    if (!user.isStaff) throw new StaffError(staffMessages.notStaff, 'FORBIDDEN')
    await deps.limiters.staff.consume({ ip: ctx.ip, email: user.email })
    return { id: user._id, name: user.fullName || user.email, email: user.email }
  }

  const guard = resolverGuard(deps.logger.child({ module: 'staff' }))
  /** The caller must be staff before anything else runs. */
  const staffOnly = <R, A>(name: string, fn: (args: A, staff: StaffMember) => Promise<R>) =>
    guard<R, A>(name, async (args, ctx) => fn(args, await staffCaller(ctx)))

  const Query: QueryResolvers = {
    staffOrders: staffOnly('staffOrders', (args) => deps.staff.list(args)),
    staffOrder: staffOnly('staffOrder', (args) => deps.staff.find(args.id)),
    staffLowStock: staffOnly('staffLowStock', (args) => deps.staff.lowStock(args.threshold ?? undefined)),
    staffSubscribersCsv: staffOnly('staffSubscribersCsv', () => deps.staff.subscribersCsv()),
    staffCarriers: staffOnly('staffCarriers', () => Promise.resolve(deps.staff.carriers())),
  }

  const Mutation: MutationResolvers = {
    shipOrder: staffOnly('shipOrder', (args, staff) => deps.staff.ship(staff, args)),
    refundOrder: staffOnly('refundOrder', (args, staff) => deps.staff.refund(staff, args)),
    cancelOrder: staffOnly('cancelOrder', (args, staff) => deps.staff.cancel(staff, args)),
    resendConfirmation: staffOnly('resendConfirmation', (args, staff) => deps.staff.resendConfirmation(staff, args)),
  }

  // `me` answers the PublicUser, which carries the flag already.
  const User: UserResolvers = {
    isStaff: (user) => Boolean((user as { isStaff?: boolean }).isStaff),
  }

  return { Query, Mutation, User }
}
