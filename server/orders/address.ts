/**
 * Shipping addresses (docs/product.md §10, the Shipping & Returns page): street addresses in Australia only; no PO
 * Boxes, parcel lockers or military addresses. The test payment page refuses them; Stripe's page cannot, so an
 * order with one is flagged for staff at fulfilment.
 */
import { LANGUAGE_TAGS, type Locale } from '@/lib/i18n/locale'
import type { ShippingAddress } from '../db/schema/orders'

/** Countries the shop ships to (ISO 3166-1 alpha-2); Stripe Checkout gets the same list. */
export const SHIPPING_COUNTRIES = ['AU'] as const

const PO_BOX =
  /\b(?:p\.?\s*o\.?\s*box|post\s*office\s*box|gpo\s*box|locked\s*bag|private\s*bag|parcel\s*locker|parcel\s*collect|24\/7\s*parcel)\b/i
const MILITARY = /\b(?:barracks|raaf\s+base|hmas\s+\w+|defence\s+(?:base|establishment)|bfpo|apo\s+ap|fpo\s+ap)\b/i

export type AddressProblem = 'po_box' | 'military'

/** Why the shop cannot deliver to this address, or null (the test payment page says it: lib/i18n/messages/payPage.ts). */
export function undeliverable(address: Pick<ShippingAddress, 'line1' | 'line2'>): AddressProblem | null {
  const text = `${address.line1 ?? ''} ${address.line2 ?? ''}`
  if (PO_BOX.test(text)) return 'po_box'
  if (MILITARY.test(text)) return 'military'
  return null
}

/**
 * The address as lines for a mail or the packing summary (empty parts left out). With the shopper's language the
 * country is written out in it (`Australia`, `أستراليا`); the staff's packing summary keeps the code.
 */
export function addressLines(address: ShippingAddress | null | undefined, locale?: Locale): string[] {
  if (!address) return []
  const place = [address.city, address.state, address.postalCode].filter(Boolean).join(' ')
  const country = address.country && locale ? countryName(address.country, locale) : address.country
  return [address.name, address.line1, address.line2, place, country].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  )
}

/** A country's name in a language, or its code when the platform does not know it. */
function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([LANGUAGE_TAGS[locale]], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}
