/**
 * Payments (docs/product.md §10, docs/adr/0003 and 0004): the browser posts its lines, the server prices them from the content,
 * creates a session with Stripe (STRIPE_SECRET_KEY) or the built-in test payment page, and fulfils from the
 * signed webhook / the test page through one idempotent function, which hands the order to server/orders/. Handed
 * to pages as `pageContext.payments`.
 * This file only chooses the provider and wires the use cases: each lives in a module of its own.
 */
import type Stripe from 'stripe'
import type { Locale } from '@/lib/i18n/locale'
import type { Config } from '../config'
import type { Database } from '../db/client'
import type { Logger } from '../logger'
import type { OrdersService } from '../orders/index'
import type { RateLimiters } from '../rate-limit/index'
import type { DiscountDeps } from '../promotions/discounts'
import type { PriceCatalogue } from './catalogue'
import { fulfilCheckout, type FulfilmentInput } from './fulfil'
import { localProvider, type LocalProvider } from './local-provider'
import { SESSION_ID_PATTERN, type PaymentProvider } from './provider'
import { sessionStatusLookup } from './session-status'
import { startCheckout } from './start-checkout'
import { unitsLeftFrom } from './stock-levels'
import { stripeProvider } from './stripe-provider'
import { stripeWebhookHandler } from './stripe-webhook'
import { variantOptionsFrom } from './variant-options'

export { CheckoutInputError, type PriceCatalogue } from './catalogue'
export type { SessionStatus } from './provider'
export { WebhookSignatureError } from './stripe-webhook'

export interface PaymentsDeps {
  config: Pick<Config, 'publicUrl' | 'stripe'> & Partial<Pick<Config, 'paymentMethods'>>
  db: Database
  logger: Logger
  /** Success-page lookups of a session id. */
  limiters: Pick<RateLimiters, 'paymentLookup'>
}

export interface PaymentsOptions {
  /** The content lookup: the catalogue service (`productsByPriceIds`), so checkout charges what the pages show. */
  catalogue: PriceCatalogue
  /**
   * The orders, which alone record what payments bring about: the order (`place`), stock holds, and what Stripe's
   * webhooks say of refunds and disputes (docs/architecture.md §12).
   */
  orders: OrdersService
  /** The Stripe client when STRIPE_SECRET_KEY is set (server/services.ts builds it; tests point one at a fake). */
  stripe?: Stripe
  now?: () => Date
  /**
   * Who a session token belongs to (the accounts service's `me`), so a signed-in checkout is filed under the
   * shopper (docs/product.md §17). An invalid or missing token simply makes an anonymous checkout.
   */
  identify?: (token: string) => Promise<string | null>
  /** Discount codes (server/promotions/, docs/product.md §20); without them every code is refused as unknown. */
  discounts?: DiscountDeps
}

export function createPaymentsService(deps: PaymentsDeps, options: PaymentsOptions) {
  const { config, db } = deps
  const { catalogue, orders, stripe } = options
  const log = deps.logger.child({ module: 'payments' })
  const now = options.now ?? (() => new Date())
  const stripeApi = stripe ? stripeProvider(stripe, config.publicUrl, config.paymentMethods) : undefined
  const local: LocalProvider | undefined = stripe ? undefined : localProvider({ db, publicUrl: config.publicUrl, now })
  const provider: PaymentProvider = stripeApi ?? local!
  const fulfil = (input: FulfilmentInput) => fulfilCheckout(orders, input)

  return {
    providerName: provider.name,
    /** Present only when the built-in test payment page is in use. */
    local,
    createCheckout: startCheckout({
      orders,
      catalogue,
      provider,
      publicUrl: config.publicUrl,
      now,
      logger: log,
      identify: options.identify,
      discounts: options.discounts,
    }),
    /** For /stripe/success: paid, unpaid or unknown (with Stripe, a paid session is fulfilled here too). */
    sessionStatus: sessionStatusLookup({
      provider,
      fulfilmentInput: stripeApi && ((sessionId) => stripeApi.fulfilmentInput(sessionId)),
      fulfil,
      limiters: deps.limiters,
      logger: log,
    }),
    /**
     * The thank-you page's order for a session it already found paid (docs/product.md §10.6); null when there is no
     * order (yet) or the id is not a session's.
     */
    receipt: (sessionId: string, locale: Locale) =>
      SESSION_ID_PATTERN.test(sessionId) ? orders.receiptForSession(sessionId, locale) : Promise.resolve(null),
    handleWebhook: stripeWebhookHandler({
      stripe,
      webhookSecret: config.stripe.webhookSecret,
      publicUrl: config.publicUrl,
      db,
      orders,
      fulfil,
      logger: log,
    }),
    /** Fulfilment itself (the test payment page calls it after a successful charge). */
    fulfil,
    /** A product's sizes and colours with units left, by the product's own price id (§16.4). */
    variantOptions: variantOptionsFrom(catalogue, orders.soldUnits),
    unitsLeft: unitsLeftFrom(catalogue, orders.committedUnits),
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>
