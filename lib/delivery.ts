import { SHIPPING_BUSINESS_DAYS } from './constants'

/**
 * The estimated delivery window the thank-you page shows (docs/product.md §10.6): dispatch within
 * SHIPPING_BUSINESS_DAYS business days of payment, then the carrier's usual business days for the address's state,
 * the widest of that state's rows on Shipping & Returns (metro and regional alike: the page cannot tell them apart).
 * Business days are Monday to Friday; public holidays are not counted, so it is an estimate, as the page says.
 */
export const CARRIER_BUSINESS_DAYS: Record<string, readonly [number, number]> = {
  VIC: [1, 4],
  NSW: [2, 7],
  ACT: [2, 7],
  QLD: [2, 7],
  SA: [2, 7],
  WA: [3, 7],
  TAS: [3, 7],
  NT: [5, 10],
}

/** An address whose state is missing or unknown: the widest window of the table. */
const ANYWHERE: readonly [number, number] = [1, 10]

const DISPATCH_DAYS_MAX = Number(SHIPPING_BUSINESS_DAYS.split('-').at(-1)) || 2

/** `from` plus `days` business days (Monday to Friday), at the same time of day, in UTC. */
export function addBusinessDays(from: Date, days: number): Date {
  const date = new Date(from)
  let left = days
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1)
    const day = date.getUTCDay()
    if (day !== 0 && day !== 6) left -= 1
  }
  return date
}

/**
 * The first and last day the parcel is expected (`YYYY-MM-DD`): the earliest carrier time after paying, to the
 * latest dispatch plus the latest carrier time. `state` is the address's state or territory code (`VIC`, `NSW`…).
 */
export function deliveryWindow(paidAt: Date, state: string | null | undefined): { from: string; to: string } {
  const [first, last] = CARRIER_BUSINESS_DAYS[(state ?? '').trim().toUpperCase()] ?? ANYWHERE
  const day = (date: Date) => date.toISOString().slice(0, 10)
  return { from: day(addBusinessDays(paidAt, first)), to: day(addBusinessDays(paidAt, DISPATCH_DAYS_MAX + last)) }
}
