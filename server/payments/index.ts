/**
 * Payments (docs/product.md §10, docs/adr/0003 and 0004): the browser posts its lines, the server prices them from the content,
 * creates a session with Stripe (STRIPE_SECRET_KEY) or the built-in test payment page, and fulfils from the
 * signed webhook / the test page through one idempotent function. Handed to pages as `pageContext.payments`.
 */
import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import Stripe from 'stripe'
import { CHECKOUT_MAX_QUANTITY } from '@/lib/constants'
import { checkoutRequestSchema } from '@/lib/checkout/schema'
import { routesIn } from '@/lib/routes'
import type { Config } from '../config'
import type { Database } from '../db/client'
import type { Logger } from '../logger'
import type { OrderRow } from '../db/schema/orders'
import type { Mailer } from '../mail/index'
import type { RateLimiters } from '../rate-limit/index'
import { availableUnits } from '@/lib/catalogue/variants'
import { shippingFor } from '@/lib/shipping'
import { CheckoutInputError, linesTotal, mergeLines, priceLines, type PriceCatalog } from './catalog'
import { refusalFromSchemaIssue } from './checkout-refusal'
import { fulfilCheckout, type FulfilmentInput } from './fulfil'
import { localProvider, type LocalProvider } from './local-provider'
import { SESSION_ID_PATTERN, type PaymentProvider, type SessionStatus } from './provider'
import { afterPaid } from '../orders/after-paid'
import { RefundRefusedError, type RefundDeps, type RefundGateway } from '../orders/refunds'
import { attachSession, committedUnitsFrom, reservedUnitsFrom, releaseReservation, reserveStock } from './reservations'
import { soldUnitsFrom } from './stock'
import { variantOptionsFrom } from './variant-options'
import { handleOrderEvent, ORDER_EVENT_TYPES } from './stripe-order-events'
import { createStripeClient, fulfilmentFromSession, isOwnSession, stripeProvider } from './stripe-provider'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'

export { CheckoutInputError, type PriceCatalog } from './catalog'
export type { SessionStatus } from './provider'

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
  /** The content lookup: the content service (`productsByPriceIds`), so checkout charges what the pages show. */
  catalog: PriceCatalog
  /** A ready Stripe client (tests point one at a loopback fake); defaults to one built from STRIPE_SECRET_KEY. */
  stripe?: Stripe
  now?: () => Date
  /**
   * Who a session token belongs to (the accounts service's `me`), so a signed-in checkout is filed under the
   * shopper (docs/product.md §17). An invalid or missing token simply makes an anonymous checkout.
   */
  identify?: (token: string) => Promise<string | null>
}

/** Thrown when the webhook's signature does not verify: answered with 400. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError'
}

const UNKNOWN_SESSION_CACHE_SIZE = 10_000
const UNKNOWN_SESSION_TTL_MS = 10 * 60_000

const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
])

export function createPaymentsService(deps: PaymentsDeps, options: PaymentsOptions) {
  const { config, db, mailer, logger } = deps
  const log = logger.child({ module: 'payments' })
  const now = options.now ?? (() => new Date())
  const stripe =
    options.stripe ??
    (config.stripe.secretKey ? createStripeClient(config.stripe.secretKey, config.stripe.apiUrl) : undefined)
  const stripeApi = stripe ? stripeProvider(stripe, config.publicUrl) : undefined
  const local: LocalProvider | undefined = stripe ? undefined : localProvider({ db, publicUrl: config.publicUrl, now })
  const provider: PaymentProvider = stripeApi ?? local!
  const soldUnits = soldUnitsFrom(db)
  const notifyDeps = { db, mailer, publicUrl: config.publicUrl, shopEmail: config.shopEmail }
  const fulfilmentDeps = {
    db,
    mailer,
    logger: log,
    publicUrl: config.publicUrl,
    afterPaid: (order: OrderRow) => afterPaid({ ...notifyDeps, oversoldLines }, order),
  }

  /** Re-checked at fulfilment (docs/product.md §16.4): lines of this paid order beyond what the shelf held. */
  async function oversoldLines(order: OrderRow): Promise<string[]> {
    const variantLines = order.lines.filter((l) => l.size || l.colour)
    if (variantLines.length === 0) return []
    const products = await options.catalog.productsByPriceIds(variantLines.map((l) => l.priceId))
    const sold = await soldUnits(
      products.map((p) => ({
        priceIds: (p.variants ?? []).map((v) => v.price_id),
        since: new Date(p._updatedAt ?? 0),
      })),
    )
    return variantLines
      .filter((line) => {
        const variant = products.flatMap((p) => p.variants ?? []).find((v) => v.price_id === line.priceId)
        return variant ? (sold.get(line.priceId) ?? 0) > variant.stock : false
      })
      .map((line) => line.name)
  }

  const fulfil = (input: FulfilmentInput) => fulfilCheckout(fulfilmentDeps, input)
  /** Stripe's refunds API (with the PaymentIntent); the test payment page has none: its refunds are recorded only. */
  const refundGateway: RefundGateway | undefined = stripe
    ? {
        async refund({ paymentIntentId, amount, idempotencyKey, metadata }) {
          try {
            const refund = await stripe.refunds.create(
              { payment_intent: paymentIntentId, amount, reason: 'requested_by_customer', metadata },
              { idempotencyKey },
            )
            return { id: refund.id, status: refund.status }
          } catch (err) {
            // Stripe answered and made nothing (a 4xx); 409 (the key is in use) and 429 say nothing of the outcome.
            const status = err instanceof Stripe.errors.StripeError ? err.statusCode : undefined
            if (status && status >= 400 && status < 500 && status !== 409 && status !== 429)
              throw new RefundRefusedError((err as Error).message)
            throw err
          }
        },
      }
    : undefined
  const refundDeps: RefundDeps = { ...notifyDeps, gateway: refundGateway, logger: log }
  // Session ids the provider did not know: a flood of made-up ids is answered from memory, not by Stripe's API.
  const unknownSessions = new LRUCache<string, true>({ max: UNKNOWN_SESSION_CACHE_SIZE, ttl: UNKNOWN_SESSION_TTL_MS })

  return {
    providerName: provider.name,
    /** Present only when the built-in test payment page is in use. */
    local,

    /**
     * Validates and prices the request body, creates the session and returns the URL to send the browser to.
     * `requester` (e.g. the IP) keys the idempotency of clients that send no key of their own.
     */
    async createCheckout(
      body: unknown,
      requester: string,
      token?: string,
      locale: Locale = DEFAULT_LOCALE,
    ): Promise<{ url: string; sessionId: string }> {
      const parsed = checkoutRequestSchema.safeParse(body)
      if (!parsed.success) {
        const issue = parsed.error.issues[0]
        const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
        throw new CheckoutInputError(
          `Invalid checkout request: ${where}${issue?.message ?? 'unreadable body'}`,
          refusalFromSchemaIssue(issue, body),
        )
      }
      const userId = token && options.identify ? await options.identify(token).catch(() => null) : null
      // Same lines + same attempt → same key, so a double submit or a network retry reuses one session. The
      // language is part of it: a session's page, names and return pages are in one (docs/product.md §19.8).
      const attempt = parsed.data.idempotency_key ?? `${requester}:${Math.floor(now().getTime() / 60_000)}`
      const canonical = JSON.stringify([
        userId,
        mergeLines(parsed.data.lines).sort((a, b) => a.price_id.localeCompare(b.price_id)),
        locale,
      ])
      const idempotencyKey = `checkout-${createHash('sha256').update(`${attempt}|${canonical}`).digest('hex').slice(0, 48)}`
      // Priced against sold and reserved units, and reserved, in one step (docs/product.md §16.4).
      const { lines, expiresAt } = await reserveStock(db, {
        key: idempotencyKey,
        now,
        // The lines keep the product names the shopper read too, for their mails and pages (docs/product.md §19.8).
        price: (committed) => priceLines(options.catalog, parsed.data.lines, CHECKOUT_MAX_QUANTITY, committed, locale),
      })
      const session = await provider
        .createSession({
          lines,
          expiresAt,
          shippingAmount: shippingFor(linesTotal(lines)),
          userId,
          // The shopper comes back to the success or error page in the language they checked out in.
          successUrl: `${config.publicUrl}${routesIn(locale).paymentSuccess}?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${config.publicUrl}${routesIn(locale).paymentError}`,
          idempotencyKey,
          locale,
        })
        .catch(async (err: unknown) => {
          await releaseReservation(db, { key: idempotencyKey }).catch(() => undefined)
          throw err
        })
      await attachSession(db, idempotencyKey, session.id)
      log.info({ sessionId: session.id, provider: provider.name, lines: lines.length }, 'checkout session created')
      return { url: session.url, sessionId: session.id }
    },

    /**
     * For /stripe/success: paid, unpaid or unknown. With Stripe a paid session is also fulfilled here
     * (idempotent), because the shopper can arrive before the webhook.
     */
    async sessionStatus(sessionId: unknown, requester = 'unknown'): Promise<SessionStatus> {
      if (typeof sessionId !== 'string' || !SESSION_ID_PATTERN.test(sessionId)) return 'unknown'
      if (unknownSessions.has(sessionId)) return 'unknown'
      // Throws RateLimitedError past the limit; the success page then says the payment is not confirmed yet.
      await deps.limiters.paymentLookup.consume({ ip: requester })
      const status = await provider.sessionStatus(sessionId)
      if (status === 'unknown') unknownSessions.set(sessionId, true)
      if (status === 'paid' && stripeApi) {
        try {
          const input = await stripeApi.fulfilmentInput(sessionId)
          if (input) await fulfil(input)
        } catch (err) {
          log.error({ err, sessionId }, 'fulfilment from the success page failed; the webhook will retry')
        }
      }
      return status
    },

    /** Verifies and handles one Stripe webhook delivery (raw body). Unhandled event types are acknowledged. */
    async handleWebhook(
      rawBody: Buffer,
      signature: string | string[] | undefined,
    ): Promise<{ handled: boolean; duplicate?: boolean }> {
      if (!stripe || !stripeApi || !config.stripe.webhookSecret) throw new Error('Stripe webhooks are not configured')
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', config.stripe.webhookSecret)
      } catch (err) {
        throw new WebhookSignatureError((err as Error).message)
      }
      if (ORDER_EVENT_TYPES.has(event.type)) {
        const outcome = await handleOrderEvent({ db, stripe, refundDeps, logger: log }, event)
        return { handled: outcome !== 'ignored', duplicate: outcome === 'duplicate' }
      }
      if (!HANDLED_EVENTS.has(event.type)) return { handled: false }
      const session = event.data.object as Stripe.Checkout.Session
      const status =
        event.type === 'checkout.session.async_payment_succeeded'
          ? 'paid'
          : event.type === 'checkout.session.async_payment_failed'
            ? 'payment_failed'
            : undefined
      // The event's session carries no line items: fetch them (the order keeps what was bought).
      const full = session.line_items
        ? session
        : await stripe.checkout.sessions.retrieve(session.id, { expand: ['line_items.data.price.product'] })
      if (!isOwnSession(full, config.publicUrl)) {
        log.info({ eventId: event.id, sessionId: session.id }, 'stripe webhook for a session another integration made')
        return { handled: false }
      }
      const result = await fulfil({ ...fulfilmentFromSession(full, status), event: { id: event.id, type: event.type } })
      log.info(
        { eventId: event.id, type: event.type, sessionId: session.id, outcome: result.outcome },
        'stripe webhook handled',
      )
      return { handled: true, duplicate: result.outcome === 'duplicate-event' }
    },

    /** Fulfilment itself (the test payment page calls it after a successful charge). */
    fulfil,

    /** What refunds need (the Orders tool): Stripe's refunds API when Stripe is configured, and the mailer. */
    refundDeps,

    /** Units held by open checkout sessions, per price id (the Orders tool's low-stock list). */
    reservedUnits: (priceIds: string[]) => reservedUnitsFrom(db, now)(priceIds),

    /** Units sold per price id since each product was published (docs/product.md §16). */
    soldUnits,

    /**
     * Units left of each variant price id (docs/product.md §16.4), for the product page after it loads: the page
     * HTML holds the authored counts (it is cached until the content changes), this the live ones.
     */
    /** A product's sizes and colours with units left, by the product's own price id (§16.4). */
    variantOptions: variantOptionsFrom(options.catalog, soldUnits),

    async unitsLeft(priceIds: string[]): Promise<Record<string, number>> {
      const products = await options.catalog.productsByPriceIds(priceIds)
      const wanted = new Set(priceIds)
      const items = products.map((p) => ({
        priceIds: (p.variants ?? []).map((v) => v.price_id).filter((id) => wanted.has(id)),
        since: new Date(p._updatedAt ?? 0),
      }))
      // Units held by open checkout sessions are not for sale either (docs/product.md §16.4).
      const sold = await committedUnitsFrom(db, now)(items)
      const left: Record<string, number> = {}
      for (const p of products)
        for (const v of p.variants ?? [])
          if (wanted.has(v.price_id)) left[v.price_id] = availableUnits(v.stock, sold.get(v.price_id) ?? 0)
      return left
    },
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>
