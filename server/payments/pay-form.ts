/** Server-side validation of the test payment page's form; messages are shown next to each field. */
import { z } from 'zod'
import { ADDRESS_PROBLEM_TEXT, undeliverable } from '../orders/address'
import { chargeTestCard, digitsOnly, isExpired, parseExpiry, passesLuhn } from './card'

export const PAY_FIELDS = [
  'email',
  'cardNumber',
  'expiry',
  'cvc',
  'cardName',
  'line1',
  'line2',
  'city',
  'state',
  'postalCode',
  'country',
  'shipName',
  'shipLine1',
  'shipLine2',
  'shipCity',
  'shipState',
  'shipPostalCode',
] as const
export type PayField = (typeof PAY_FIELDS)[number]
export type PayValues = Record<PayField, string>
export type PayErrors = Partial<Record<PayField, string>>

/** Countries offered for the billing address (ISO 3166-1 alpha-2). */
export const COUNTRIES: ReadonlyArray<readonly [code: string, name: string]> = [
  ['AU', 'Australia'],
  ['NZ', 'New Zealand'],
  ['GB', 'United Kingdom'],
  ['US', 'United States'],
  ['CA', 'Canada'],
  ['MY', 'Malaysia'],
  ['ID', 'Indonesia'],
  ['SG', 'Singapore'],
  ['AE', 'United Arab Emirates'],
  ['SA', 'Saudi Arabia'],
]

/** Australian states and territories: the shop ships within Australia only (docs/product.md §10). */
export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const

const REQUIRED: Record<Exclude<PayField, 'line2' | 'shipLine2'>, string> = {
  email: 'Enter your e-mail address.',
  cardNumber: 'Enter your card number.',
  expiry: "Enter your card's expiry date.",
  cvc: "Enter your card's security code.",
  cardName: 'Enter the name on your card.',
  line1: 'Enter your address.',
  city: 'Enter your city or suburb.',
  state: 'Enter your state.',
  postalCode: 'Enter your postcode.',
  country: 'Choose your country.',
  shipName: 'Enter the name of the person receiving the parcel.',
  shipLine1: 'Enter the street address to ship to.',
  shipCity: 'Enter the suburb to ship to.',
  shipState: 'Choose the state to ship to.',
  shipPostalCode: 'Enter the postcode to ship to.',
}

/** Reads the posted form: every field a trimmed string, at most 200 characters. */
export function readPayValues(body: unknown): PayValues {
  const source = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
  const values = {} as PayValues
  for (const field of PAY_FIELDS) {
    const raw = source[field]
    values[field] = typeof raw === 'string' ? raw.trim().slice(0, 200) : ''
  }
  return values
}

export type PayCheck = { ok: true } | { ok: false; errors: PayErrors } | { ok: false; declined: string }

export function checkPayment(values: PayValues, now: Date): PayCheck {
  const errors: PayErrors = {}
  for (const [field, message] of Object.entries(REQUIRED) as Array<[keyof typeof REQUIRED, string]>) {
    if (!values[field]) errors[field] = message
  }
  if (values.email && !z.email().safeParse(values.email).success) errors.email = 'Your e-mail address is incomplete.'
  const number = digitsOnly(values.cardNumber)
  if (values.cardNumber && !passesLuhn(number)) errors.cardNumber = 'Your card number is invalid.'
  if (values.expiry) {
    const expiry = parseExpiry(values.expiry)
    if (!expiry) errors.expiry = "Your card's expiry date is incomplete (MM/YY)."
    else if (isExpired(expiry, now)) errors.expiry = "Your card's expiry year is in the past."
  }
  if (values.cvc && !/^\d{3,4}$/.test(values.cvc)) errors.cvc = "Your card's security code is incomplete."
  if (values.country && !COUNTRIES.some(([code]) => code === values.country)) errors.country = 'Choose your country.'
  Object.assign(errors, checkShipping(values))
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  const outcome = chargeTestCard(number)
  return outcome.ok ? { ok: true } : { ok: false, declined: outcome.message }
}

/** The shipping address: an Australian street address (no PO Box, parcel locker or military address). */
function checkShipping(values: PayValues): PayErrors {
  const errors: PayErrors = {}
  if (values.shipState && !(AU_STATES as readonly string[]).includes(values.shipState.toUpperCase()))
    errors.shipState = 'We ship within Australia only: choose an Australian state or territory.'
  if (values.shipPostalCode && !/^\d{4}$/.test(values.shipPostalCode))
    errors.shipPostalCode = 'An Australian postcode has 4 digits.'
  const problem = undeliverable({ line1: values.shipLine1, line2: values.shipLine2 })
  if (problem)
    errors[values.shipLine1 && undeliverable({ line1: values.shipLine1 }) ? 'shipLine1' : 'shipLine2'] =
      ADDRESS_PROBLEM_TEXT[problem]
  return errors
}

/** The posted shipping address as the order stores it. */
export function shippingAddressOf(values: PayValues) {
  return {
    name: values.shipName,
    line1: values.shipLine1,
    line2: values.shipLine2 || null,
    city: values.shipCity,
    state: values.shipState.toUpperCase(),
    postalCode: values.shipPostalCode,
    country: 'AU',
  }
}
