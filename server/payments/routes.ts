/** /api/checkout, /api/stripe/webhook and the built-in test payment page (/pay/:sessionId). */
import express, { Router, type NextFunction, type Request, type Response } from 'express'
import { CONTENT_UNAVAILABLE_MESSAGE, ContentUnavailableError } from '@/lib/content/unavailable'
import { messagesIn } from '@/lib/i18n/messages'
import { payPageMessages } from '@/lib/i18n/messages/payPage'
import { apiRoutes, routesIn } from '@/lib/routes'
import type { Config } from '../config'
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/unavailable'
import type { Logger } from '../logger'
import type { RateLimiters } from '../rate-limit/index'
import { rateLimit, requestClientKey } from '../rate-limit/http'
import { CheckoutInputError } from './catalog'
import { checkoutRefusalBody } from './checkout-refusal'
import { WebhookSignatureError, type PaymentsService } from './index'
import { checkPayment, readPayValues, shippingAddressOf } from './pay-form'
import { renderMessagePage, renderPayPage } from './pay-page'
import { SESSION_ID_PATTERN } from './provider'
import { variantOptionsHandler } from './variant-options'
import { localeOfAcceptLanguage } from '@/lib/i18n/requestLanguage'

/** The shopper's session token, sent by the browser when signed in (docs/product.md §6.3, §17). */
function bearerToken(req: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1]
}

function sendHtml(res: Response, status: number, html: string) {
  res.status(status).set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).send(html)
}

/** Price ids one stock request may ask about (a product has at most 60 variants). */
export const STOCK_MAX_IDS = 60

export interface PaymentsRoutesDeps {
  logger: Logger
  limiters: Pick<RateLimiters, 'checkout' | 'stock' | 'anonymousMail'>
  config: Pick<Config, 'publicUrl'> & { stripe: Pick<Config['stripe'], 'secretKey' | 'webhookSecret'> }
}

export function paymentsRoutes(deps: PaymentsRoutesDeps, payments: PaymentsService): Router {
  const router = Router()
  const log = deps.logger.child({ module: 'payments' })
  /** The database is down: nothing was written, the caller (or Stripe's redelivery) may repeat the request. */
  const unavailable = (res: Response, err: unknown) => {
    log.warn({ err }, 'payments: database unavailable')
    res.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
    res.status(503).json({ error: { message: DATABASE_UNAVAILABLE_MESSAGE } })
  }
  const stockLimit = rateLimit(deps.limiters.stock, {
    message: 'Too many requests. Please wait a moment and try again.',
  })
  // The shared limiter (Redis when configured), so every instance of the shop counts together.
  const checkoutLimit = rateLimit(deps.limiters.checkout, {
    message: 'Too many checkout attempts. Please wait a minute and try again.',
  })

  // docs/product.md §16.4: a product's sizes and colours with units left (the wishlist's choice dialog), same budget.
  router.get(apiRoutes.variants, stockLimit, variantOptionsHandler(payments.variantOptions, log))

  // docs/product.md §16.4: units left per variant, live (never cached): GET /api/stock?price_id=…&price_id=…
  router.get(apiRoutes.stock, stockLimit, async (req: Request, res: Response) => {
    const raw = ([] as unknown[]).concat(req.query.price_id ?? [])
    const ids = [...new Set(raw.filter((id): id is string => typeof id === 'string' && /^price_\w{1,64}$/.test(id)))]
    if (ids.length === 0 || ids.length > STOCK_MAX_IDS) {
      res.status(400).json({ error: { message: `Name 1 to ${STOCK_MAX_IDS} price ids as price_id.` } })
      return
    }
    try {
      res.set('Cache-Control', 'no-store').json({ unitsLeft: await payments.unitsLeft(ids) })
    } catch (err) {
      log.warn({ err }, 'stock lookup failed')
      res.status(503).json({ error: { message: 'Stock is unavailable right now.' } })
    }
  })

  router.post(
    '/api/checkout',
    checkoutLimit,
    express.json({ limit: '32kb' }),
    async (req: Request, res: Response) => {
      try {
        const locale = localeOfAcceptLanguage(req.get('accept-language'))
        const { url } = await payments.createCheckout(req.body, req.ip ?? 'unknown', bearerToken(req), locale)
        res.set('Cache-Control', 'no-store').json({ url })
      } catch (err) {
        if (err instanceof CheckoutInputError) {
          res.status(400).json(checkoutRefusalBody(err.message, err.refusal))
          return
        }
        if (isDatabaseUnavailable(err)) return void unavailable(res, err)
        if (err instanceof ContentUnavailableError) {
          // The prices could not be read: not the payment provider's fault, and worth a retry in a moment.
          log.warn({ err }, 'checkout: content unavailable')
          res.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
          res.status(503).json({ error: { message: CONTENT_UNAVAILABLE_MESSAGE } })
          return
        }
        log.error({ err }, 'checkout failed')
        res.status(502).json({ error: { message: 'The payment provider could not be reached. Please try again.' } })
      }
    },
    // Body parser failures (bad JSON, too large) for this route only.
    (err: { status?: number; type?: string }, _req: Request, res: Response, next: NextFunction) => {
      if (err.type === 'entity.parse.failed')
        return void res.status(400).json({ error: { message: 'Invalid checkout request: the body must be JSON' } })
      if (err.status === 413)
        return void res.status(413).json({ error: { message: 'Invalid checkout request: the body is too large' } })
      next(err)
    },
  )

  router.post('/api/stripe/webhook', express.raw({ type: 'application/json', limit: '1mb' }), async (req, res) => {
    if (!deps.config.stripe.secretKey || !deps.config.stripe.webhookSecret) {
      res.status(404).json({ error: { message: 'Stripe webhooks are not configured' } })
      return
    }
    if (!Buffer.isBuffer(req.body)) {
      res.status(400).json({ error: { message: 'Webhook payload must be application/json' } })
      return
    }
    try {
      const result = await payments.handleWebhook(req.body, req.headers['stripe-signature'])
      res.json({ received: true, ...result })
    } catch (err) {
      if (err instanceof WebhookSignatureError) {
        log.warn({ reason: err.message }, 'stripe webhook with a bad signature')
        res.status(400).json({ error: { message: 'Invalid signature' } })
        return
      }
      // 5xx makes Stripe redeliver later.
      if (isDatabaseUnavailable(err)) return void unavailable(res, err)
      log.error({ err }, 'stripe webhook failed')
      res.status(500).json({ error: { message: 'Webhook handling failed' } })
    }
  })

  // The built-in test payment page exists only without Stripe; with Stripe nothing is mounted under /pay.
  if (!payments.local) return router
  const local = payments.local
  const pay = Router()
  pay.use((_req, res, next) => {
    // The page shows a card form: no referrer may carry the session id to another origin.
    res.set('Referrer-Policy', 'no-referrer')
    next()
  })

  /**
   * The session, or null after answering with a message page: in the session's language, or for an unknown session
   * the request's (docs/product.md §19).
   */
  async function loadOr404(req: Request, res: Response) {
    const nonce = res.locals.cspNonce
    const id = String(req.params.sessionId)
    const state = SESSION_ID_PATTERN.test(id) ? await local.load(id) : ({ state: 'unknown' } as const)
    const locale = state.state === 'unknown' ? localeOfAcceptLanguage(req.get('accept-language')) : state.session.locale
    const t = messagesIn(payPageMessages, locale).linkProblems
    const cart = { href: deps.config.publicUrl + routesIn(locale).cart, label: t.backToCart }
    if (state.state === 'unknown') {
      sendHtml(res, 404, renderMessagePage({ locale, title: t.notFoundTitle, message: t.notFound, link: cart, nonce }))
      return null
    }
    if (state.state === 'expired') {
      sendHtml(res, 410, renderMessagePage({ locale, title: t.expiredTitle, message: t.expired, link: cart, nonce }))
      return null
    }
    if (state.state === 'complete') {
      const success = state.session.successUrl.replace('{CHECKOUT_SESSION_ID}', state.session.id)
      sendHtml(
        res,
        409,
        renderMessagePage({
          locale,
          title: t.paidTitle,
          message: t.paid,
          link: { href: success, label: t.seeConfirmation },
          nonce,
        }),
      )
      return null
    }
    return state.session
  }

  pay.get('/:sessionId', async (req, res, next) => {
    try {
      const session = await loadOr404(req, res)
      if (session) sendHtml(res, 200, renderPayPage({ session, nonce: res.locals.cspNonce }))
    } catch (err) {
      next(err)
    }
  })

  pay.post('/:sessionId', express.urlencoded({ extended: false, limit: '8kb' }), async (req, res, next) => {
    try {
      const session = await loadOr404(req, res)
      if (!session) return
      const nonce = res.locals.cspNonce
      const values = readPayValues(req.body)
      const check = checkPayment(values, new Date(), session.locale)
      if (!check.ok) {
        if ('errors' in check) sendHtml(res, 422, renderPayPage({ session, nonce, values, errors: check.errors }))
        else sendHtml(res, 402, renderPayPage({ session, nonce, values, alert: check.declined }))
        return
      }
      const billingAddress = {
        name: values.cardName,
        line1: values.line1,
        line2: values.line2 || null,
        city: values.city,
        state: values.state,
        postalCode: values.postalCode,
        country: values.country,
      }
      const shippingAddress = shippingAddressOf(values)
      // Fulfil first, then close the session: if closing fails, a retry fulfils again (idempotent) instead of
      // leaving a paid session without an order.
      await payments.fulfil({
        provider: 'local',
        sessionId: session.id,
        // No money moved: an order from the test page is never 'paid' (docs/product.md §10.3).
        status: 'test',
        email: values.email,
        customerName: values.cardName,
        billingAddress,
        shippingAddress,
        lines: session.lines,
        shippingAmount: session.shippingAmount,
        userId: session.userId,
        amountTotal: session.amountTotal,
        currency: session.currency,
        locale: session.locale,
        mayMailTestOrder: () => deps.limiters.anonymousMail.allow(requestClientKey(req)),
      })
      await local.complete(session.id, { email: values.email, billingAddress, shippingAddress })
      res.redirect(303, session.successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(session.id)))
    } catch (err) {
      next(err)
    }
  })
  router.use('/pay', pay)

  return router
}
