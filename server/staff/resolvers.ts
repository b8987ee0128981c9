/**
 * Staff-only GraphQL fields (the Orders tool, docs/operations.md). Each resolves the caller from the bearer token
 * first: only a staff session (password, then the second factor: server/staff/second-factor.ts) passes; no valid
 * token is UNAUTHENTICATED, a shopper's session FORBIDDEN with the reason (not staff, or the second factor missing).
 * Then one point of the staff rate limit is spent (per IP and per staff account), so aliases cannot multiply calls.
 */
import type { GraphQLContext } from '../graphql/context'
import { resolverGuard } from '../graphql/guard'
import type { MutationResolvers, QueryResolvers, ResolverFn, UserResolvers } from '../graphql/resolvers.generated'
import type { Logger } from '../logger'
import type { RateLimiters } from '../rate-limit/index'
import { StaffError, staffMessages } from './errors'
import type { StaffPasskey } from './passkeys'
import { STAFF_TOKEN_PREFIX, type SecondFactor } from './second-factor'
import type { StaffMember, StaffService } from './service'

type ShopUser = { _id: string; fullName: string; email: string; isStaff: boolean }

export interface StaffResolversDeps {
  staff: StaffService
  secondFactor: SecondFactor
  me: (token: string | undefined) => Promise<ShopUser | null>
  limiters: Pick<RateLimiters, 'staff' | 'secondFactor'>
  logger: Logger
  /** Paid orders that used a promotion's code (docs/product.md §20), for the Studio's promotion; 0 without it. */
  promotionUsage?: (code: string) => Promise<number>
}

const isStaffToken = (token: string | undefined): token is string => Boolean(token?.startsWith(STAFF_TOKEN_PREFIX))

export function createStaffResolvers(deps: StaffResolversDeps) {
  const { secondFactor } = deps

  /** A shopper session: says what a staff member still lacks, or that the account is not staff. */
  async function refuseShopperSession(user: ShopUser): Promise<never> {
    if (!user.isStaff) throw new StaffError(staffMessages.notStaff, 'FORBIDDEN', undefined, 'NOT_STAFF')
    if (await secondFactor.enrolled(user._id))
      throw new StaffError(staffMessages.secondFactorRequired, 'FORBIDDEN', undefined, 'SECOND_FACTOR_REQUIRED')
    throw new StaffError(staffMessages.secondFactorNotEnrolled, 'FORBIDDEN', undefined, 'SECOND_FACTOR_NOT_ENROLLED')
  }

  async function staffCaller(ctx: GraphQLContext): Promise<StaffMember> {
    if (!isStaffToken(ctx.token)) {
      const user = await deps.me(ctx.token)
      if (!user) throw new StaffError(staffMessages.signIn, 'UNAUTHENTICATED')
      return refuseShopperSession(user)
    }
    const user = await secondFactor.sessionUser(ctx.token)
    if (!user) throw new StaffError(staffMessages.signIn, 'UNAUTHENTICATED')
    if (!user.isStaff) throw new StaffError(staffMessages.notStaff, 'FORBIDDEN', undefined, 'NOT_STAFF')
    await deps.limiters.staff.consume({ ip: ctx.ip, email: user.email })
    return { id: user.id, name: user.fullName || user.email, email: user.email }
  }

  /** Enrolment and the second factor: a staff account's shopper session (the password), counted per IP and account. */
  async function passwordStaff(ctx: GraphQLContext): Promise<{ id: string; email: string }> {
    const user = isStaffToken(ctx.token) ? null : await deps.me(ctx.token)
    if (!user) throw new StaffError(staffMessages.signIn, 'UNAUTHENTICATED')
    if (!user.isStaff) throw new StaffError(staffMessages.notStaff, 'FORBIDDEN', undefined, 'NOT_STAFF')
    await deps.limiters.secondFactor.consume({ ip: ctx.ip, email: user.email })
    return { id: user._id, email: user.email }
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
    staffMe: staffOnly('staffMe', (_args, staff) => Promise.resolve({ email: staff.email, name: staff.name })),
    staffReturns: staffOnly('staffReturns', (args) => deps.staff.returns(args)),
    staffPasskeys: staffOnly('staffPasskeys', async (_args, staff) =>
      (await secondFactor.passkeys.list(staff.id)).map(passkeyView),
    ),
    promotionUsage: staffOnly('promotionUsage', (args) => deps.promotionUsage?.(args.code) ?? Promise.resolve(0)),
  }

  const Mutation: MutationResolvers = {
    shipOrder: staffOnly('shipOrder', (args, staff) => deps.staff.ship(staff, args)),
    refundOrder: staffOnly('refundOrder', (args, staff) => deps.staff.refund(staff, args)),
    cancelOrder: staffOnly('cancelOrder', (args, staff) => deps.staff.cancel(staff, args)),
    resendConfirmation: staffOnly('resendConfirmation', (args, staff) => deps.staff.resendConfirmation(staff, args)),
    ...secondFactorMutations(guard, secondFactor, passwordStaff),
    ...passkeyMutations(guard, secondFactor, passwordStaff, staffOnly),
    approveReturn: staffOnly('approveReturn', (args, staff) => deps.staff.approveReturn(staff, args)),
    rejectReturn: staffOnly('rejectReturn', (args, staff) => deps.staff.rejectReturn(staff, args)),
    receiveReturn: staffOnly('receiveReturn', (args, staff) => deps.staff.receiveReturn(staff, args)),
    shipExchange: staffOnly('shipExchange', (args, staff) => deps.staff.shipExchange(staff, args)),
  }

  // A User is the account's PublicUser (codegen.ts maps it), which carries the role already.
  const User: UserResolvers = {
    isStaff: (user) => user.isStaff,
    secondFactorEnrolled: async (user) => user.isStaff && (await secondFactor.enrolled(user._id)),
    hasPasskey: async (user) => user.isStaff && (await secondFactor.passkeys.has(user._id)),
  }

  return { Query, Mutation, User }
}

type Guard = ReturnType<typeof resolverGuard>
type StaffOnly = <R, A>(
  name: string,
  fn: (args: A, staff: StaffMember) => Promise<R>,
) => ResolverFn<R, unknown, GraphQLContext, A>

const passkeyView = (key: StaffPasskey) => ({
  id: key.id,
  name: key.name,
  createdAt: key.createdAt.toISOString(),
  lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
})

/** Passkeys: registered and removed with a staff session; after the password, one opens a staff session. */
function passkeyMutations(
  guard: Guard,
  secondFactor: SecondFactor,
  passwordStaff: (ctx: GraphQLContext) => Promise<{ id: string; email: string }>,
  staffOnly: StaffOnly,
): MutationResolvers {
  const { passkeys } = secondFactor
  return {
    startPasskeyRegistration: staffOnly('startPasskeyRegistration', async (_args, staff) => ({
      options: await passkeys.registrationOptions(staff),
    })),
    finishPasskeyRegistration: staffOnly(
      'finishPasskeyRegistration',
      async (args: { response: string; name: string }, staff) =>
        passkeyView(await passkeys.register(staff, args.response, args.name)),
    ),
    removePasskey: staffOnly('removePasskey', async (args: { id: string }, staff) =>
      (await passkeys.remove(staff, args.id)).map(passkeyView),
    ),
    startPasskeySignIn: guard('startPasskeySignIn', async (_args, ctx) => ({
      options: await passkeys.authenticationOptions(await passwordStaff(ctx)),
    })),
    verifyPasskey: guard('verifyPasskey', async (args: { response: string }, ctx) => {
      const session = await secondFactor.verifyPasskey(await passwordStaff(ctx), args.response)
      return { token: session.token, expiresAt: session.expiresAt.toISOString() }
    }),
  }
}

/** Enrolment, the second factor and signing out: each with a staff account's password session (`passwordStaff`). */
function secondFactorMutations(
  guard: Guard,
  secondFactor: SecondFactor,
  passwordStaff: (ctx: GraphQLContext) => Promise<{ id: string; email: string }>,
): MutationResolvers {
  const signedIn = (session: { token: string; expiresAt: Date }) => ({
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
  })
  return {
    enrolTotp: guard('enrolTotp', async (_args, ctx) => secondFactor.enrol(await passwordStaff(ctx))),
    confirmTotp: guard('confirmTotp', async (args: { code: string }, ctx) => {
      const { recoveryCodes, ...session } = await secondFactor.confirm(await passwordStaff(ctx), args.code)
      return { recoveryCodes, ...signedIn(session) }
    }),
    verifySecondFactor: guard('verifySecondFactor', async (args: { code: string }, ctx) =>
      signedIn(await secondFactor.verify(await passwordStaff(ctx), args.code)),
    ),
    staffSignOut: guard('staffSignOut', async (_args, ctx) => {
      if (isStaffToken(ctx.token)) await secondFactor.endSession(ctx.token)
      return true
    }),
  }
}
