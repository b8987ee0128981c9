import { FREE_SHIPPING_THRESHOLD_CENTS, SHIPPING_FLAT_RATE_CENTS } from './constants'
import { formatCurrencyString } from './money'

/** Shipping for a bag subtotal, in cents: the flat rate, or 0 from the free-shipping threshold (and for nothing). */
export function shippingFor(subtotalCents: number): number {
  if (subtotalCents <= 0 || subtotalCents >= FREE_SHIPPING_THRESHOLD_CENTS) return 0
  return SHIPPING_FLAT_RATE_CENTS
}

/** The rule in words, the same on the cart, the test payment page and Shipping & Returns. */
export const SHIPPING_RULE_TEXT = `Standard shipping within Australia is ${formatCurrencyString(SHIPPING_FLAT_RATE_CENTS)}, free on orders of ${formatCurrencyString(FREE_SHIPPING_THRESHOLD_CENTS)} or more.`

/** "$9.95" or "Free". */
export function formatShipping(cents: number): string {
  return cents === 0 ? 'Free' : formatCurrencyString(cents)
}

/** What the cart says about a subtotal below the threshold, e.g. "Add $20.05 more for free shipping." */
export function freeShippingNudge(subtotalCents: number): string | null {
  if (subtotalCents <= 0 || subtotalCents >= FREE_SHIPPING_THRESHOLD_CENTS) return null
  return `Add ${formatCurrencyString(FREE_SHIPPING_THRESHOLD_CENTS - subtotalCents)} more for free shipping.`
}
