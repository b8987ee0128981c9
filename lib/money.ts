import { CURRENCY, LANGUAGE } from './constants'

/**
 * The only money formatter. Amounts are held in minor units (cents) and divided by 100 when the
 * currency shows decimals. `narrowSymbol` prints AUD as `$12.50` rather than `A$12.50`, as the spec asks.
 */
export function formatCurrencyString(
  minorUnits: number,
  currency: string = CURRENCY,
  language: string = LANGUAGE,
): string {
  if (currency === 'AUD' && language === 'en-US' && Number.isFinite(minorUnits)) return audInEnglish(minorUnits)
  const { format, showsDecimals } = formatterFor(language, currency)
  const value = showsDecimals ? Number((minorUnits / 100).toFixed(2)) : minorUnits
  return format.format(value)
}

/**
 * The shop's own currency in its language (AUD in en-US: `$1,234.50`, `-$2.50`), as Intl.NumberFormat writes it, without
 * building one: the first Intl.NumberFormat with a currency loads ICU's locale and currency data, 14–30 ms on this
 * machine's Chromium unthrottled (a 56–120 ms task on a phone, Lighthouse's 4×), and every page formats a price as
 * its modules are evaluated (the bag's empty total) and hydrated (docs/performance.md, issue 40). Not NaN or
 * infinities; every other currency or language goes through Intl. tests/unit/money.test.ts checks it against
 * Intl.NumberFormat up to $100 billion (beyond, a double no longer holds every cent, and either may be a cent out).
 */
function audInEnglish(minorUnits: number): string {
  return (minorUnits < 0 ? '-$' : '$') + (Math.abs(minorUnits) / 100).toFixed(2).replace(/\B(?=(\d{3})+\.)/g, ',')
}

// Building an Intl.NumberFormat costs far more than using one, and a page formats dozens of prices.
const formatters = new Map<string, { format: Intl.NumberFormat; showsDecimals: boolean }>()

function formatterFor(language: string, currency: string) {
  const key = `${language}|${currency}`
  let entry = formatters.get(key)
  if (!entry) {
    const format = new Intl.NumberFormat(language, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
    entry = { format, showsDecimals: format.resolvedOptions().maximumFractionDigits! > 0 }
    formatters.set(key, entry)
  }
  return entry
}

/** Two decimals without a symbol, e.g. for "Subtotal: $ 12.50"; `0.00` when the amount is unavailable. */
export function formatAmount(minorUnits: number | null | undefined): string {
  if (typeof minorUnits !== 'number' || !Number.isFinite(minorUnits)) return '0.00'
  return (minorUnits / 100).toFixed(2)
}

/** Content prices are dollars (49.95); the cart and the payment provider use cents (4995). */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100)
}

/** A content price (dollars) as shown on product cards and pages: `$49.95`. */
export function formatPrice(amount: number): string {
  return formatCurrencyString(toMinorUnits(amount))
}
