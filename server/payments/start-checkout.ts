/**
 * Starting a checkout (docs/product.md §10.2, §16.4): the browser's lines are validated, priced from the content
 * against sold and reserved units, reserved, and handed to the payment provider, whose page the shopper is sent to.
 */
import { createHash } from 'node:crypto'
import { CHECKOUT_MAX_QUANTITY } from '@/lib/constants'
import { checkoutRequestSchema, type CheckoutRequest } from '@/lib/checkout/schema'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import { routesIn } from '@/lib/routes'
import { shippingFor } from '@/lib/shipping'
import type { Database } from '../db/client'
import type { Logger } from '../logger'
import { CheckoutInputError, linesTotal, mergeLines, priceLines, type PriceCatalogue } from './catalogue'
import { refusalFromSchemaIssue } from './checkout-refusal'
import type { PaymentProvider } from './provider'
import { attachSession, releaseReservation, reserveStock } from './reservations'

export interface StartCheckoutDeps {
  db: Database
  catalogue: PriceCatalogue
  provider: PaymentProvider
  publicUrl: string
  now: () => Date
  logger: Logger
  /** Who a session token belongs to (docs/product.md §17); absent or failing, the checkout is anonymous. */
  identify?: (token: string) => Promise<string | null>
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
  const canonical = JSON.stringify([
    userId,
    mergeLines(request.lines).sort((a, b) => a.price_id.localeCompare(b.price_id)),
    locale,
  ])
  return `checkout-${createHash('sha256').update(`${attempt}|${canonical}`).digest('hex').slice(0, 48)}`
}

/**
 * Validates and prices the request body, creates the session and returns the URL to send the browser to.
 * `requester` (e.g. the IP) keys the idempotency of clients that send no key of their own.
 */
export function startCheckout(deps: StartCheckoutDeps) {
  const { db, catalogue, provider, publicUrl, now } = deps
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
    // Priced against sold and reserved units, and reserved, in one step (docs/product.md §16.4).
    const { lines, expiresAt } = await reserveStock(db, {
      key: idempotencyKey,
      now,
      // The lines keep the product names the shopper read too, for their mails and pages (docs/product.md §19.8).
      price: (committed) => priceLines(catalogue, request.lines, CHECKOUT_MAX_QUANTITY, committed, locale),
    })
    const session = await provider
      .createSession({
        lines,
        expiresAt,
        shippingAmount: shippingFor(linesTotal(lines)),
        userId,
        // The shopper comes back to the success or error page in the language they checked out in.
        successUrl: `${publicUrl}${routesIn(locale).paymentSuccess}?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${publicUrl}${routesIn(locale).paymentError}`,
        idempotencyKey,
        locale,
      })
      .catch(async (err: unknown) => {
        await releaseReservation(db, { key: idempotencyKey }).catch(() => undefined)
        throw err
      })
    await attachSession(db, idempotencyKey, session.id)
    deps.logger.info(
      { sessionId: session.id, provider: provider.name, lines: lines.length },
      'checkout session created',
    )
    return { url: session.url, sessionId: session.id }
  }
}
