/**
 * Payments (docs/product.md §10, docs/adr/0003 and 0004): the browser posts its lines, the server prices them from the content,
 * creates a session with Stripe (STRIPE_SECRET_KEY) or the built-in test payment page, and fulfils from the
 * signed webhook / the test page through one idempotent function. Handed to pages as `pageContext.payments`.
 * This file only chooses the provider and wires the use cases: each lives in a module of its own.
 */
import type Stripe from 'stripe'
import type { Config } from '../config'
import type { Database } from '../db/client'
import type { Logger } from '../logger'
import type { OrderRow } from '../db/schema/orders'
import type { Mailer } from '../mail/index'
import type { RateLimiters } from '../rate-limit/index'
import { afterPaid } from '../orders/after-paid'
import type { RefundDeps } from '../orders/refunds'
import type { PriceCatalogue } from './catalogue'
import { fulfilCheckout, type FulfilmentInput } from './fulfil'
import { localProvider, type LocalProvider } from './local-provider'
import type { PaymentProvider } from './provider'
import { committedUnitsFrom, reservedUnitsFrom } from './reservations'
import { sessionStatusLookup } from './session-status'
import { startCheckout } from './start-checkout'
import { soldUnitsFrom } from './stock'
import { oversoldLinesFrom, unitsLeftFrom } from './stock-levels'
import { createStripeClient, stripeProvider } from './stripe-provider'
import { stripeRefundGateway } from './stripe-refunds'
import { stripeWebhookHandler } from './stripe-webhook'
import { variantOptionsFrom } from './variant-options'

export { CheckoutInputError, type PriceCatalogue } from './catalogue'
export type { SessionStatus } from './provider'
export { WebhookSignatureError } from './stripe-webhook'

export interface PaymentsDeps {
  config: Pick<Config, 'publicUrl' | 'stripe'> & Partial<Pick<Config, 'shopEmail'>>
  db: Database
  /** Order confirmations (through fulfilment). */
  mailer: Mailer
  logger: Logger
  /** Success-page lookups of a session id. */
  limiters: Pick<RateLimiters, 'paymentLookup'>
}

export interface PaymentsOptions {
  /** The content lookup: the catalogue service (`productsByPriceIds`), so checkout charges what the pages show. */
  catalogue: PriceCatalogue
  /** A ready Stripe client (tests point one at a loopback fake); defaults to one built from STRIPE_SECRET_KEY. */
  stripe?: Stripe
  now?: () => Date
  /**
   * Who a session token belongs to (the accounts service's `me`), so a signed-in checkout is filed under the
   * shopper (docs/product.md §17). An invalid or missing token simply makes an anonymous checkout.
   */
  identify?: (token: string) => Promise<string | null>
}

export function createPaymentsService(deps: PaymentsDeps, options: PaymentsOptions) {
  const { config, db, mailer } = deps
  const { catalogue } = options
  const log = deps.logger.child({ module: 'payments' })
  const now = options.now ?? (() => new Date())
  const stripe =
    options.stripe ??
    (config.stripe.secretKey ? createStripeClient(config.stripe.secretKey, config.stripe.apiUrl) : undefined)
  const stripeApi = stripe ? stripeProvider(stripe, config.publicUrl) : undefined
  const local: LocalProvider | undefined = stripe ? undefined : localProvider({ db, publicUrl: config.publicUrl, now })
  const provider: PaymentProvider = stripeApi ?? local!
  const soldUnits = soldUnitsFrom(db)
  const notifyDeps = { db, mailer, publicUrl: config.publicUrl, shopEmail: config.shopEmail }
  const oversoldLines = oversoldLinesFrom(catalogue, soldUnits)
  const fulfilmentDeps = {
    db,
    mailer,
    logger: log,
    publicUrl: config.publicUrl,
    afterPaid: (order: OrderRow) => afterPaid({ ...notifyDeps, oversoldLines }, order),
  }
  const fulfil = (input: FulfilmentInput) => fulfilCheckout(fulfilmentDeps, input)
  /** Stripe's refunds API when Stripe is configured; the test payment page's refunds are recorded only. */
  const refundDeps: RefundDeps = {
    ...notifyDeps,
    gateway: stripe ? stripeRefundGateway(stripe) : undefined,
    logger: log,
  }

  return {
    providerName: provider.name,
    /** Present only when the built-in test payment page is in use. */
    local,
    createCheckout: startCheckout({
      db,
      catalogue,
      provider,
      publicUrl: config.publicUrl,
      now,
      logger: log,
      identify: options.identify,
    }),
    /** For /stripe/success: paid, unpaid or unknown (with Stripe, a paid session is fulfilled here too). */
    sessionStatus: sessionStatusLookup({
      provider,
      fulfilmentInput: stripeApi && ((sessionId) => stripeApi.fulfilmentInput(sessionId)),
      fulfil,
      limiters: deps.limiters,
      logger: log,
    }),
    handleWebhook: stripeWebhookHandler({
      stripe,
      webhookSecret: config.stripe.webhookSecret,
      publicUrl: config.publicUrl,
      db,
      refundDeps,
      fulfil,
      logger: log,
    }),
    /** Fulfilment itself (the test payment page calls it after a successful charge). */
    fulfil,
    /** What refunds need (the Orders tool): Stripe's refunds API when Stripe is configured, and the mailer. */
    refundDeps,
    /** Units held by open checkout sessions, per price id (the Orders tool's low-stock list). */
    reservedUnits: reservedUnitsFrom(db, now),
    /** Units sold per price id since each product was published (docs/product.md §16). */
    soldUnits,
    /** A product's sizes and colours with units left, by the product's own price id (§16.4). */
    variantOptions: variantOptionsFrom(catalogue, soldUnits),
    unitsLeft: unitsLeftFrom(catalogue, committedUnitsFrom(db, now)),
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>
