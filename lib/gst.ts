/**
 * GST, in one place (docs/product.md §10.8). Every price the shop shows and charges includes GST at 10 %, shipping
 * too, so the GST in a total is a tenth of the price before GST: 1/11 of the total.
 *
 * The rule: the GST included in an order is worked out once, on the order's total in cents (lines, shipping and any
 * discount already applied), as `total / 11` rounded to the nearest cent, half a cent up. Never per line and then
 * added up, so the invoice, the mails, the pages and the Orders tool all show the same figure for the same total.
 * (With whole cents `total / 11` never ends in exactly half a cent, as 11 is odd; the half-up rule is stated so that
 * the figure never depends on the floating point.) A refund's GST (an adjustment note) follows the same rule on the
 * amount refunded.
 */
import { DEFAULT_LOCALE, type Locale } from './i18n/locale'
import { messagesIn } from './i18n/messages'
import { gstMessages } from './i18n/messages/gst'
import { formatCurrencyString } from './money'

/** GST_RATE: 10 %, as a whole percentage (docs/product.md §10.8). */
export const GST_RATE_PERCENT = 10

/**
 * The GST included in a GST-inclusive amount of cents: `cents × rate / (100 + rate)` rounded half up, in integer
 * arithmetic (no floating point). 0 for nothing, or less.
 */
export function gstIncluded(cents: number): number {
  if (!Number.isFinite(cents) || cents <= 0) return 0
  const whole = Math.round(cents)
  const numerator = whole * GST_RATE_PERCENT
  const denominator = 100 + GST_RATE_PERCENT
  // Half up: floor((2n + d) / 2d).
  return Math.floor((2 * numerator + denominator) / (2 * denominator))
}

/** "GST included $12.73" in a language, for a GST-inclusive total in cents. */
export function gstIncludedText(totalCents: number, locale: Locale = DEFAULT_LOCALE): string {
  return messagesIn(gstMessages, locale).included(formatCurrencyString(gstIncluded(totalCents)))
}

/** ABN_WEIGHTS: the ATO's check of an Australian Business Number (11 digits). */
const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]

/**
 * Whether 11 digits (spaces allowed) are a well-formed ABN by the ATO's check: subtract 1 from the first digit,
 * weight the digits, and the sum divides by 89.
 */
export function isValidAbn(value: string): boolean {
  const digits = value.replace(/\s/g, '')
  if (!/^\d{11}$/.test(digits)) return false
  const sum = [...digits].reduce((acc, d, i) => acc + (Number(d) - (i === 0 ? 1 : 0)) * ABN_WEIGHTS[i]!, 0)
  return sum % 89 === 0
}

/** An ABN as the ATO writes it: "51 824 753 556". */
export function formatAbn(value: string): string {
  const d = value.replace(/\s/g, '')
  return `${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)} ${d.slice(8)}`
}
