/**
 * The one pricing rule of a discount code (docs/product.md §20): which lines it applies to, whether it may be used
 * now, how much it takes off and how that is shared among the lines, so each order line records what was paid for
 * it and refunds stay exact. Pure: the checkout, the bag's preview and the tests all call this.
 */
import { toMinorUnits } from '@/lib/money'
import type { DiscountRefusalReason } from '@/lib/promotions/rules'

/** A published promotion as the shop reads it (lib/content/queries.ts PROMOTION_BY_CODE_QUERY). */
export interface Promotion {
  _id: string
  code: string
  title: string
  description?: string | null
  percentOff?: number | null
  /** Dollars (AUD). */
  amountOff?: number | null
  /** Dollars (AUD). */
  minimumSpend?: number | null
  startsAt: string
  endsAt: string
  maxUses?: number | null
  oncePerShopper?: boolean | null
  productIds?: string[] | null
  categoryIds?: string[] | null
}

/** A priced line as the code sees it: the product (and its category) and what its units cost. */
export interface DiscountableLine {
  productId: string
  categoryId?: string | null
  /** Cents. */
  unitAmount: number
  quantity: number
}

export interface PromotionUse {
  /** Paid orders that used the promotion, all shoppers. */
  total: number
  /** Paid orders of this shopper's account that used it; 0 when not signed in. */
  byShopper: number
  /** The shopper is signed in (a once-per-shopper code needs it). */
  signedIn: boolean
}

export type DiscountOutcome =
  | {
      ok: true
      promotion: Promotion
      /** Cents off in all: the sum of `lineDiscounts`. */
      discount: number
      /** Cents off each line, in the lines' order (0 for a line it does not apply to). */
      lineDiscounts: number[]
      /** Cents the lines it applies to cost before the discount. */
      eligibleSubtotal: number
    }
  | { ok: false; reason: DiscountRefusalReason; /** Cents, for `below_minimum`. */ minimumSpend?: number }

/** Whether a line is among what the promotion applies to: everything when it names no product and no category. */
export function appliesTo(promotion: Promotion, line: Pick<DiscountableLine, 'productId' | 'categoryId'>): boolean {
  const products = promotion.productIds ?? []
  const categories = promotion.categoryIds ?? []
  if (products.length === 0 && categories.length === 0) return true
  return products.includes(line.productId) || (!!line.categoryId && categories.includes(line.categoryId))
}

/** Whether the promotion may be used at all right now by this shopper (before looking at the bag). */
export function usable(promotion: Promotion, now: Date, use: PromotionUse): DiscountRefusalReason | null {
  const t = now.getTime()
  if (t < Date.parse(promotion.startsAt)) return 'not_started'
  if (t >= Date.parse(promotion.endsAt)) return 'expired'
  if (typeof promotion.maxUses === 'number' && use.total >= promotion.maxUses) return 'used_up'
  if (promotion.oncePerShopper) {
    if (!use.signedIn) return 'sign_in_required'
    if (use.byShopper > 0) return 'already_used'
  }
  return null
}

/**
 * Shares `total` cents among `amounts` in proportion (largest remainder): each share is rounded down, then the cents
 * left go one each to the largest remainders, ties to the earlier line. The shares add up to `total` exactly and no
 * share exceeds its amount (when `total` does not exceed their sum).
 */
export function allocate(total: number, amounts: number[]): number[] {
  const sum = amounts.reduce((s, a) => s + a, 0)
  if (sum <= 0 || total <= 0) return amounts.map(() => 0)
  const exact = amounts.map((a) => (total * a) / sum)
  const shares = exact.map(Math.floor)
  let left = total - shares.reduce((s, a) => s + a, 0)
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i)
  for (const { i } of order) {
    if (left <= 0) break
    if (shares[i]! < amounts[i]!) {
      shares[i]! += 1
      left -= 1
    }
  }
  return shares
}

/**
 * Applies a promotion (or null: no such code) to priced lines. Percent off: the lines it applies to × the percentage,
 * rounded to the nearest cent (half up). Amount off: that amount, at most what those lines cost. Either is then
 * shared among those lines by `allocate`. Shipping is never discounted.
 */
export function applyPromotion(
  promotion: Promotion | null,
  lines: DiscountableLine[],
  now: Date,
  use: PromotionUse,
): DiscountOutcome {
  if (!promotion) return { ok: false, reason: 'unknown' }
  const refused = usable(promotion, now, use)
  if (refused) return { ok: false, reason: refused }
  const amounts = lines.map((l) => (appliesTo(promotion, l) ? l.unitAmount * l.quantity : 0))
  const eligibleSubtotal = amounts.reduce((s, a) => s + a, 0)
  if (eligibleSubtotal === 0) return { ok: false, reason: 'not_applicable' }
  const minimum = typeof promotion.minimumSpend === 'number' ? toMinorUnits(promotion.minimumSpend) : 0
  if (eligibleSubtotal < minimum) return { ok: false, reason: 'below_minimum', minimumSpend: minimum }
  const discount =
    typeof promotion.percentOff === 'number'
      ? Math.min(eligibleSubtotal, Math.round((eligibleSubtotal * promotion.percentOff) / 100))
      : Math.min(eligibleSubtotal, toMinorUnits(promotion.amountOff ?? 0))
  const lineDiscounts = allocate(discount, amounts)
  return { ok: true, promotion, discount, lineDiscounts, eligibleSubtotal }
}

/**
 * A discounted line as unit prices a payment provider can show: `quantity` units at one price, or split in two when
 * the discount does not divide evenly (the first units one cent dearer). The parts add up to the line's paid amount.
 */
export function unitPrices(line: {
  unitAmount: number
  quantity: number
  discountAmount?: number
}): Array<{ unitAmount: number; quantity: number }> {
  const discount = line.discountAmount ?? 0
  if (discount === 0) return [{ unitAmount: line.unitAmount, quantity: line.quantity }]
  const base = Math.floor(discount / line.quantity)
  const extra = discount % line.quantity
  const parts = [{ unitAmount: line.unitAmount - base, quantity: line.quantity - extra }]
  if (extra > 0) parts.push({ unitAmount: line.unitAmount - base - 1, quantity: extra })
  return parts.filter((p) => p.quantity > 0)
}
