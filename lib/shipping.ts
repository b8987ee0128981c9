import { FREE_SHIPPING_THRESHOLD_CENTS, SHIPPING_FLAT_RATE_CENTS } from './constants'
import { DEFAULT_LOCALE, type Locale } from './i18n/locale'
import { messagesIn } from './i18n/messages'
import { shippingMessages } from './i18n/messages/shipping'
import { formatCurrencyString } from './money'

/** Shipping for a bag subtotal, in cents: the flat rate, or 0 from the free-shipping threshold (and for nothing). */
export function shippingFor(subtotalCents: number): number {
  if (subtotalCents <= 0 || subtotalCents >= FREE_SHIPPING_THRESHOLD_CENTS) return 0
  return SHIPPING_FLAT_RATE_CENTS
}

/** The rule in words, the same on the cart, the test payment page and Shipping & Returns. */
export function shippingRuleText(locale: Locale = DEFAULT_LOCALE): string {
  return messagesIn(shippingMessages, locale).rule(
    formatCurrencyString(SHIPPING_FLAT_RATE_CENTS),
    formatCurrencyString(FREE_SHIPPING_THRESHOLD_CENTS),
  )
}

/** The rule in English (the test payment page's language). */
export const SHIPPING_RULE_TEXT = shippingRuleText(DEFAULT_LOCALE)

/** "$9.95" or "Free". */
export function formatShipping(cents: number, locale: Locale = DEFAULT_LOCALE): string {
  return cents === 0 ? messagesIn(shippingMessages, locale).free : formatCurrencyString(cents)
}

/** What the cart says about a subtotal below the threshold, e.g. "Add $20.05 more for free shipping." */
export function freeShippingNudge(subtotalCents: number, locale: Locale = DEFAULT_LOCALE): string | null {
  if (subtotalCents <= 0 || subtotalCents >= FREE_SHIPPING_THRESHOLD_CENTS) return null
  return messagesIn(shippingMessages, locale).nudge(formatCurrencyString(FREE_SHIPPING_THRESHOLD_CENTS - subtotalCents))
}
