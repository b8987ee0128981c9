/**
 * Staff-only GraphQL fields (the Orders tool, docs/operations.md). Each resolves the caller from the bearer token
 * first: no valid token is UNAUTHENTICATED, a shopper's is FORBIDDEN; then one point of the staff rate limit is
 * spent (per IP and per staff account), so aliases cannot multiply calls.
 */
import { createGraphQLError } from 'graphql-yoga'
import type { GraphQLContext } from '../graphql/context'
import type { MutationResolvers, QueryResolvers, ResolverFn, UserResolvers } from '../graphql/resolvers.generated'
import { isDatabaseUnavailable } from '../db/unavailable'
import { serviceUnavailableError } from '../graphql/unavailable'
import type { Logger } from '../logger'
import { RateLimitedError, type RateLimiters } from '../rate-limit/index'
import { StaffError, staffMessages } from './errors'
import type { StaffMember, StaffService } from './service'

export interface StaffResolversDeps {
  staff: StaffService
  me: (token: string | undefined) => Promise<{ _id: string; fullName: string; email: string; isStaff: boolean } | null>
  limiters: Pick<RateLimiters, 'staff'>
  logger: Logger
}

export function createStaffResolvers(deps: StaffResolversDeps) {
  const log = deps.logger.child({ module: 'staff' })

  async function staffCaller(ctx: GraphQLContext): Promise<StaffMember> {
    const user = await deps.me(ctx.token)
    if (!user) throw new StaffError(staffMessages.signIn, 'UNAUTHENTICATED')
    if (!user.isStaff) throw new StaffError(staffMessages.notStaff, 'FORBIDDEN')
    await deps.limiters.staff.consume({ ip: ctx.ip, email: user.email })
    return { id: user._id, name: user.fullName || user.email, email: user.email }
  }

  function staffOnly<R, A>(
    name: string,
    fn: (args: A, staff: StaffMember, ctx: GraphQLContext) => Promise<R>,
  ): ResolverFn<R, unknown, GraphQLContext, A> {
    return async (_parent, args, ctx) => {
      try {
        return await fn(args, await staffCaller(ctx), ctx)
      } catch (err) {
        if (err instanceof StaffError) {
          const field = err.field === undefined ? {} : { field: err.field }
          throw createGraphQLError(err.message, { extensions: { code: err.code, ...field } })
        }
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
