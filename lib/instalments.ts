/**
 * "Or 4 interest-free payments of $X", shown before the payment page (docs/product.md §10.9). Which methods the
 * shop's Stripe Checkout offers is the shop's configuration (`PAYMENT_METHODS`, server/config.ts); the pages read it
 * from the public configuration and show the note only when a buy-now-pay-later method is on and the amount is
 * within that provider's AUD limits. No provider script is loaded: the note is server-rendered text.
 *
 * The limits (checked 2026-11-29, in docs/product.md §10.9 with their sources): Afterpay in Australia takes orders
 * from $1 to $2,000 (Pay in 4); Zip from $1 to $1,000 (Zip Pay's credit limit, the smallest of its Australian
 * products). A shopper's own limit at the provider may be lower: the note says what the plan would be, the provider
 * decides at payment.
 */
import { DEFAULT_LOCALE, type Locale } from './i18n/locale'
import { messagesIn } from './i18n/messages'
import { instalmentMessages } from './i18n/messages/instalments'
import { formatCurrencyString } from './money'

/** The Stripe Checkout payment method types the shop may switch on (Stripe's own names). */
export const PAYMENT_METHOD_TYPES = ['card', 'afterpay_clearpay', 'zip'] as const
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number]

/** INSTALMENT_COUNT: the number of payments the note names. */
export const INSTALMENT_COUNT = 4

/** Each provider's order limits in AUD cents, inclusive. */
export const INSTALMENT_LIMITS_CENTS = {
  afterpay_clearpay: { min: 100, max: 200_000 },
  zip: { min: 100, max: 100_000 },
} as const satisfies Partial<Record<PaymentMethodType, { min: number; max: number }>>

type InstalmentProvider = keyof typeof INSTALMENT_LIMITS_CENTS

const isInstalmentProvider = (method: PaymentMethodType): method is InstalmentProvider =>
  method in INSTALMENT_LIMITS_CENTS

/**
 * Each of the 4 payments for a price in cents, rounded up to the cent (the provider's own split may take a cent less
 * from one of them), when an enabled provider takes that amount; null otherwise.
 */
export function instalmentAmount(cents: number, methods: readonly PaymentMethodType[] | undefined): number | null {
  return providersFor(cents, methods).length > 0 ? Math.ceil(cents / INSTALMENT_COUNT) : null
}

/** The enabled providers that take an amount of cents, in PAYMENT_METHOD_TYPES' order. */
export function providersFor(cents: number, methods: readonly PaymentMethodType[] | undefined): InstalmentProvider[] {
  if (!methods || !Number.isFinite(cents) || cents <= 0) return []
  return PAYMENT_METHOD_TYPES.filter(isInstalmentProvider).filter(
    (method) =>
      methods.includes(method) &&
      cents >= INSTALMENT_LIMITS_CENTS[method].min &&
      cents <= INSTALMENT_LIMITS_CENTS[method].max,
  )
}

/** The providers' own names, the same in every language. */
const PROVIDER_NAMES: Record<InstalmentProvider, string> = { afterpay_clearpay: 'Afterpay', zip: 'Zip' }

/** "or 4 interest-free payments of $12.50 with Afterpay or Zip", or null when no enabled provider takes the amount. */
export function instalmentText(
  cents: number,
  methods: readonly PaymentMethodType[] | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string | null {
  const providers = providersFor(cents, methods)
  if (providers.length === 0) return null
  const t = messagesIn(instalmentMessages, locale)
  const names = providers.map((p) => PROVIDER_NAMES[p]).join(` ${t.or} `)
  return t.note(INSTALMENT_COUNT, formatCurrencyString(Math.ceil(cents / INSTALMENT_COUNT)), names)
}
