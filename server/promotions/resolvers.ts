/**
 * The bag's preview of a discount code (docs/product.md §20). Every check counts against the `discountCode` limit
 * before anything is looked up, so codes cannot be guessed by asking many; a signed-in shopper's once-per-shopper
 * codes are checked against their account.
 */
import { CHECKOUT_MAX_LINES, CHECKOUT_MAX_QUANTITY } from '@/lib/constants'
import { resolverGuard } from '../graphql/guard'
import type { QueryResolvers } from '../graphql/resolvers.generated'
import type { Logger } from '../logger'
import type { RateLimiters } from '../rate-limit/index'
import type { PromotionsService } from './service'

export function createPromotionsResolvers(deps: {
  promotions: PromotionsService
  me: (token: string | undefined) => Promise<{ _id: string } | null>
  limiters: Pick<RateLimiters, 'discountCode'>
  logger: Logger
}) {
  const guard = resolverGuard(deps.logger.child({ module: 'promotions' }))
  const Query: QueryResolvers = {
    checkDiscountCode: guard('checkDiscountCode', async (args, ctx) => {
      await deps.limiters.discountCode.consume({ ip: ctx.ip })
      const user = await deps.me(ctx.token).catch(() => null)
      const lines = args.lines
        .slice(0, CHECKOUT_MAX_LINES)
        .filter(
          (l) =>
            l.priceId.length <= 200 &&
            Number.isInteger(l.quantity) &&
            l.quantity >= 1 &&
            l.quantity <= CHECKOUT_MAX_QUANTITY,
        )
        .map((l) => ({ price_id: l.priceId, quantity: l.quantity }))
      const check = await deps.promotions.check(args.code.slice(0, 64), lines, user?._id ?? null, ctx.locale)
      return check.ok
        ? { ...check, reason: null }
        : {
            ok: false,
            code: check.code,
            title: null,
            description: null,
            discount: 0,
            reason: check.reason,
            message: check.message,
          }
    }),
  }
  return { Query }
}
