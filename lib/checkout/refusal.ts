/**
 * Why `POST /api/checkout` refused a request, in a form the browser can act on (docs/product.md §5.4, §10.2): a
 * code, the price ids it concerns and, for quantities, how many may be bought. The server's `message` stays for API
 * callers and logs; the shop's pages never show it, they say it in their own words, in the shopper's language
 * (lib/i18n/messages/checkoutRefusal.ts).
 */
import { isDiscountRefusalReason, type DiscountRefusalReason } from '../promotions/rules'

export const CHECKOUT_REFUSAL_CODES = [
  /** No published product or variant has this price id any more. */
  'unknown_product',
  /** A product that comes in sizes or colours, asked for by its own price id. */
  'choose_options',
  /** The variant has no units left. */
  'sold_out',
  /** Fewer units are left than asked for: `available` says how many. */
  'not_enough_stock',
  /** More than one checkout may hold of one line (CHECKOUT_MAX_QUANTITY): `available` is that limit. */
  'quantity_over_limit',
  /** The product has no usable price. */
  'not_purchasable',
  /**
   * The discount code cannot be used (docs/product.md §20): `reason` says why, and the answer's `message` says it in
   * the shopper's language. Nothing was reserved.
   */
  'discount_invalid',
] as const

export type CheckoutRefusalCode = (typeof CHECKOUT_REFUSAL_CODES)[number]

export interface CheckoutRefusal {
  code: CheckoutRefusalCode
  /** The price ids the refusal is about (a bag line's id). */
  priceIds: string[]
  /** For `not_enough_stock` and `quantity_over_limit`: the most that may be bought. */
  available?: number
  /** For `discount_invalid`: why. */
  reason?: DiscountRefusalReason
  /** For `discount_invalid` with `below_minimum`: the minimum spend, in cents. */
  minimumSpend?: number
}

/** Reads the refusal from a 400 answer's `error` object; undefined when it carries none the shop knows. */
export function readCheckoutRefusal(error: unknown): CheckoutRefusal | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const { code, price_ids: priceIds, available, reason, minimum_spend: minimumSpend } = error as Record<string, unknown>
  if (!CHECKOUT_REFUSAL_CODES.includes(code as CheckoutRefusalCode)) return undefined
  if (!Array.isArray(priceIds) || !priceIds.every((id) => typeof id === 'string')) return undefined
  return {
    code: code as CheckoutRefusalCode,
    priceIds,
    ...(typeof available === 'number' && Number.isInteger(available) && available >= 0 ? { available } : {}),
    ...(isDiscountRefusalReason(reason) ? { reason } : {}),
    ...(typeof minimumSpend === 'number' && Number.isInteger(minimumSpend) ? { minimumSpend } : {}),
  }
}
