/**
 * Starting a checkout (docs/product.md §10.2, §16.4): the browser's lines are validated, priced from the content
 * against sold and held units, held for the shopper by the orders (server/orders/reservations.ts: a few units per
 * client and account, security review T4-2), and handed to the payment provider, whose page the shopper is sent to. The hold starts here, before the provider is asked (two shoppers must not both be sent to
 * pay for the last unit); it ends at once when the provider fails, and lasts as long as Stripe's session can be
 * paid (31 minutes), or 10 minutes on the test payment page, whose orders sell nothing.
 */
import { createHash } from 'node:crypto'
import { CHECKOUT_MAX_QUANTITY } from '@/lib/constants'
import { checkoutRequestSchema, type CheckoutRequest } from '@/lib/checkout/schema'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import { routesIn } from '@/lib/routes'
import { shippingFor } from '@/lib/shipping'
import type { Logger } from '../logger'
import type { OrdersService } from '../orders/index'
import { HOLD_TTL_MS, HoldRefusedError } from '../orders/reservations'
import { clientKey } from '../rate-limit/index'
import type { DiscountRefusalReason } from '@/lib/promotions/rules'
import { discountRefusalText } from '@/lib/promotions/text'
import type { OrderLine } from '../db/schema/orders'
import { loadCode, priceWithCode, type DiscountDeps, type LoadedCode } from '../promotions/discounts'
import {
  CheckoutInputError,
  linesTotal,
  mergeLines,
  priceLines,
  withCategories,
  type PriceCatalogue,
} from './catalogue'
import { refusalFromSchemaIssue } from './checkout-refusal'
import type { CheckoutDiscount, PaymentProvider } from './provider'

export interface StartCheckoutDeps {
  orders: Pick<OrdersService, 'holdStock' | 'attachSession' | 'releaseHold'>
  catalogue: PriceCatalogue
  provider: PaymentProvider
  publicUrl: string
  now: () => Date
  logger: Logger
  /** Who a session token belongs to (docs/product.md §17); absent or failing, the checkout is anonymous. */
  identify?: (token: string) => Promise<string | null>
  /** Discount codes (docs/product.md §20); without them every code is unknown. */
  discounts?: DiscountDeps
}

/**
 * A code that cannot be used (docs/product.md §20): answered as `discount_invalid` with its reason and, unlike other
 * refusals, a message in the shopper's language, as the bag shows it under the code field.
 */
export function discountRefusal(reason: DiscountRefusalReason, locale: Locale, minimumSpend?: number) {
  return new CheckoutInputError(discountRefusalText(reason, locale, minimumSpend), {
    code: 'discount_invalid',
    priceIds: [],
    reason,
    ...(minimumSpend === undefined ? {} : { minimumSpend }),
  })
}

/** The lines with their share of the code's discount, and the discount as the order records it. */
function discounted(
  loaded: LoadedCode,
  lines: OrderLine[],
  categorised: Awaited<ReturnType<typeof withCategories>>,
  now: Date,
  locale: Locale,
): { lines: OrderLine[]; discount: CheckoutDiscount } {
  const outcome = priceWithCode(loaded, categorised, now)
  if (!outcome.ok) throw discountRefusal(outcome.reason, locale, outcome.minimumSpend)
  return {
    lines: lines.map((line, i) => {
      const share = outcome.lineDiscounts[i] ?? 0
      return share > 0 ? { ...line, discountAmount: share } : line
    }),
    discount: { code: outcome.promotion.code, promotionId: outcome.promotion._id, amount: outcome.discount },
  }
}

/** The request body as the schema reads it, or a CheckoutInputError naming the first problem. */
function parseCheckoutRequest(body: unknown): CheckoutRequest {
  const parsed = checkoutRequestSchema.safeParse(body)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
  throw new CheckoutInputError(
    `Invalid checkout request: ${where}${issue?.message ?? 'unreadable body'}`,
    refusalFromSchemaIssue(issue, body),
  )
}

/**
 * Same lines + same attempt → same key, so a double submit or a network retry reuses one session. The language is
 * part of it: a session's page, names and return pages are in one (docs/product.md §19.8).
 */
function idempotencyKeyOf(request: CheckoutRequest, attempt: string, userId: string | null, locale: Locale): string {
  const code = request.discount_code ? request.discount_code.toUpperCase() : null
  const canonical = JSON.stringify([
    userId,
    mergeLines(request.lines).sort((a, b) => a.price_id.localeCompare(b.price_id)),
    locale,
    ...(code ? [code] : []),
  ])
  return `checkout-${createHash('sha256').update(`${attempt}|${canonical}`).digest('hex').slice(0, 48)}`
}

/** The catalogue as one checkout reads it: each lookup made once however often the lines are priced. */
function onceEach(catalogue: PriceCatalogue): PriceCatalogue {
  const answers = new Map<string, ReturnType<PriceCatalogue['productsByPriceIds']>>()
  return {
    productsByPriceIds(ids, locale) {
      const key = JSON.stringify([ids, locale])
      const answer = answers.get(key) ?? catalogue.productsByPriceIds(ids, locale)
      answers.set(key, answer)
      return answer
    },
  }
}

/**
 * A hold past the limits, in the checkout's words (docs/product.md §5.4): the shop's pages say "There was a problem
 * with redirecting to checkout." and, when the bag can be fixed (fewer units of one line), lower that line.
 */
function holdRefusal(err: HoldRefusedError): CheckoutInputError {
  return new CheckoutInputError(
    `${err.message}; asked for more of ${err.priceId}`,
    err.available > 0 ? { code: 'quantity_over_limit', priceIds: [err.priceId], available: err.available } : undefined,
  )
}

/**
 * Validates and prices the request body, creates the session and returns the URL to send the browser to.
 * `requester` (the IP) keys the idempotency of clients that send no key of their own, and who holds the stock.
 */
export function startCheckout(deps: StartCheckoutDeps) {
  const { orders, catalogue, provider, publicUrl, now } = deps
  return async function createCheckout(
    body: unknown,
    requester: string,
    token?: string,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<{ url: string; sessionId: string }> {
    const request = parseCheckoutRequest(body)
    const userId = token && deps.identify ? await deps.identify(token).catch(() => null) : null
    const attempt = request.idempotency_key ?? `${requester}:${Math.floor(now().getTime() / 60_000)}`
    const idempotencyKey = idempotencyKeyOf(request, attempt, userId, locale)
    // A code is read (and counted against guessing) before anything is held; it is applied to the priced lines
    // inside the hold, so a refused code holds nothing (docs/product.md §20).
    const code = request.discount_code?.trim()
    let loaded: LoadedCode | null = null
    if (code) {
      if (!deps.discounts) throw discountRefusal('unknown', locale)
      loaded = await loadCode(deps.discounts, code, userId, locale)
      if (!loaded.promotion) throw discountRefusal('unknown', locale)
    }
    const chosen: { discount: CheckoutDiscount | null } = { discount: null }
    // Priced against sold and held units, and held, in one step (docs/product.md §16.4). The products are read once.
    const products = onceEach(catalogue)
    const { lines, expiresAt } = await orders
      .holdStock({
        key: idempotencyKey,
        clientKey: clientKey(requester),
        userId,
        ttlMs: HOLD_TTL_MS[provider.name],
        // The lines keep the product names the shopper read too, for their mails and pages (docs/product.md §19.8).
        price: async (committed) => {
          const priced = await priceLines(products, request.lines, CHECKOUT_MAX_QUANTITY, committed, locale)
          if (!loaded) return priced
          const categorised = await withCategories(products, priced, locale)
          const applied = discounted(loaded, priced, categorised, now(), locale)
          chosen.discount = applied.discount
          return applied.lines
        },
      })
      .catch((err: unknown) => {
        throw err instanceof HoldRefusedError ? holdRefusal(err) : err
      })
    const session = await provider
      .createSession({
        lines,
        expiresAt,
        // Shipping is measured before the discount: a code never costs the shopper free shipping (§20).
        shippingAmount: shippingFor(linesTotal(lines)),
        discount: chosen.discount,
        userId,
        // The shopper comes back to the success or error page in the language they checked out in.
        successUrl: `${publicUrl}${routesIn(locale).paymentSuccess}?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${publicUrl}${routesIn(locale).paymentError}`,
        idempotencyKey,
        locale,
      })
      .catch(async (err: unknown) => {
        await orders.releaseHold({ key: idempotencyKey }).catch(() => undefined)
        throw err
      })
    await orders.attachSession(idempotencyKey, session.id)
    deps.logger.info(
      { sessionId: session.id, provider: provider.name, lines: lines.length, discountCode: chosen.discount?.code },
      'checkout session created',
    )
    return { url: session.url, sessionId: session.id }
  }
}
