/** Server-side validation of the test payment page's form; messages are shown next to each field. */
import { z } from 'zod'
import type { Locale } from '@/lib/i18n/locale'
import { messagesIn } from '@/lib/i18n/messages'
import { payPageMessages } from '@/lib/i18n/messages/payPage'
import { undeliverable } from '../orders/address'
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

/** The page's texts in one language. */
export type PayPageMessages = (typeof payPageMessages)[Locale]

/** Countries offered for the billing address (ISO 3166-1 alpha-2), in this order; their names are the catalogue's. */
export const COUNTRY_CODES = ['AU', 'NZ', 'GB', 'US', 'CA', 'MY', 'ID', 'SG', 'AE', 'SA'] as const

/** Australian states and territories: the shop ships within Australia only (docs/product.md §10). */
export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const

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

/** Checks the form; every message is in the checkout session's language. */
export function checkPayment(values: PayValues, now: Date, locale: Locale): PayCheck {
  const t = messagesIn(payPageMessages, locale)
  const errors: PayErrors = {}
  // The catalogue names each required field (all but the second address lines) with its message for when it is empty.
  for (const [field, message] of Object.entries(t.required) as Array<[keyof typeof t.required, string]>) {
    if (!values[field]) errors[field] = message
  }
  if (values.email && !z.email().safeParse(values.email).success) errors.email = t.invalid.email
  const number = digitsOnly(values.cardNumber)
  if (values.cardNumber && !passesLuhn(number)) errors.cardNumber = t.invalid.cardNumber
  if (values.expiry) {
    const expiry = parseExpiry(values.expiry)
    if (!expiry) errors.expiry = t.invalid.expiryIncomplete
    else if (isExpired(expiry, now)) errors.expiry = t.invalid.expiryPast
  }
  if (values.cvc && !/^\d{3,4}$/.test(values.cvc)) errors.cvc = t.invalid.cvc
  if (values.country && !(COUNTRY_CODES as readonly string[]).includes(values.country))
    errors.country = t.required.country
  Object.assign(errors, checkShipping(values, t))
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  const outcome = chargeTestCard(number)
  return outcome.ok ? { ok: true } : { ok: false, declined: t.declines[outcome.decline] }
}

/** The shipping address: an Australian street address (no PO Box, parcel locker or military address). */
function checkShipping(values: PayValues, t: PayPageMessages): PayErrors {
  const errors: PayErrors = {}
  if (values.shipState && !(AU_STATES as readonly string[]).includes(values.shipState.toUpperCase()))
    errors.shipState = t.invalid.shipState
  if (values.shipPostalCode && !/^\d{4}$/.test(values.shipPostalCode)) errors.shipPostalCode = t.invalid.shipPostalCode
  const problem = undeliverable({ line1: values.shipLine1, line2: values.shipLine2 })
  if (problem)
    errors[values.shipLine1 && undeliverable({ line1: values.shipLine1 }) ? 'shipLine1' : 'shipLine2'] =
      t.addressProblems[problem]
  return errors
}

/** The posted billing address (the card's) as the order and the session store it. */
export function billingAddressOf(values: PayValues) {
  return {
    name: values.cardName,
    line1: values.line1,
    line2: values.line2 || null,
    city: values.city,
    state: values.state,
    postalCode: values.postalCode,
    country: values.country,
  }
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
