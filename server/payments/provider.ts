import type { OrderLine } from '../db/schema/orders'
import type { Locale } from '@/lib/i18n/locale'

export interface CreateSessionInput {
  lines: OrderLine[]
  /**
   * The discount code applied (docs/product.md §20): its cents are already shared among the lines
   * (`OrderLine.discountAmount`); `amount` is their sum, taken off the lines' total.
   */
  discount?: CheckoutDiscount | null
  /** Cents charged for shipping (lib/shipping.ts), on top of the lines. */
  shippingAmount: number
  /** The signed-in shopper, so the order lands in their history (docs/product.md §17); null when anonymous. */
  userId: string | null
  /** Contains the literal `{CHECKOUT_SESSION_ID}`, filled in by the provider on redirect. */
  successUrl: string
  cancelUrl: string
  idempotencyKey: string
  /** The language of the page that asked: the test payment page and the order's mails use it (docs/product.md §19). */
  locale: Locale
  /** When the session stops taking payment (Stripe's `expires_at`): its stock reservation lapses then too. */
  expiresAt: Date
}

export interface CheckoutDiscount {
  code: string
  promotionId: string
  /** Cents. */
  amount: number
}

/** What the success page may know about a session. */
export type SessionStatus = 'paid' | 'unpaid' | 'unknown'

/** Stripe Checkout or the built-in test payment page: the same two calls. */
export interface PaymentProvider {
  readonly name: 'stripe' | 'local'
  createSession(input: CreateSessionInput): Promise<{ id: string; url: string }>
  sessionStatus(sessionId: string): Promise<SessionStatus>
}

/** Checkout session ids are Stripe-like (`cs_test_…`); anything else is unknown without asking anyone. */
export const SESSION_ID_PATTERN = /^cs_[A-Za-z0-9_]{8,200}$/
