/**
 * The built-in test payment page's routes (docs/product.md §10.3), GET and POST /pay/:sessionId: the local provider's
 * own, mounted only when it is the provider (without STRIPE_SECRET_KEY); with Stripe nothing answers under /pay.
 * A successful test charge fulfils the order as Stripe's webhook would, then closes the session.
 */
import express, { Router, type Request, type Response } from 'express'
import { messagesIn } from '@/lib/i18n/messages'
import { payPageMessages } from '@/lib/i18n/messages/payPage'
import { localeOfAcceptLanguage } from '@/lib/i18n/requestLanguage'
import { routesIn } from '@/lib/routes'
import type { Config, SellerConfig } from '../config'
import type { CheckoutSessionRow } from '../db/schema/orders'
import type { RateLimiters } from '../rate-limit/index'
import { requestClientKey } from '../rate-limit/http'
import type { FulfilmentInput } from './fulfil'
import type { LocalProvider } from './local-provider'
import { billingAddressOf, checkPayment, readPayValues, shippingAddressOf, type PayValues } from './pay-form'
import { renderMessagePage, renderPayPage } from './pay-page'
import { SESSION_ID_PATTERN } from './provider'

export interface LocalPayRoutesDeps {
  limiters: Pick<RateLimiters, 'anonymousMail'>
  /** The page's GST and instalments lines follow GST_REGISTERED and PAYMENT_METHODS (docs/product.md §10.8–9). */
  config: Pick<Config, 'publicUrl'> &
    Partial<Pick<Config, 'paymentMethods'>> & { seller?: Pick<SellerConfig, 'gstRegistered'> }
}

function sendHtml(res: Response, status: number, html: string) {
  res.status(status).set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).send(html)
}

/**
 * The session, or null after answering with a message page: in the session's language, or for an unknown session
 * the request's (docs/product.md §19).
 */
async function openSessionOrAnswer(
  local: LocalProvider,
  publicUrl: string,
  req: Request,
  res: Response,
): Promise<CheckoutSessionRow | null> {
  const nonce = res.locals.cspNonce
  const id = String(req.params.sessionId)
  const state = SESSION_ID_PATTERN.test(id) ? await local.load(id) : ({ state: 'unknown' } as const)
  const locale = state.state === 'unknown' ? localeOfAcceptLanguage(req.get('accept-language')) : state.session.locale
  const t = messagesIn(payPageMessages, locale).linkProblems
  const cart = { href: publicUrl + routesIn(locale).cart, label: t.backToCart }
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
    const link = { href: success, label: t.seeConfirmation }
    sendHtml(res, 409, renderMessagePage({ locale, title: t.paidTitle, message: t.paid, link, nonce }))
    return null
  }
  return state.session
}

/** What fulfilment records of a test charge on the page. */
function testOrderOf(session: CheckoutSessionRow, values: PayValues, mayMailTestOrder: () => Promise<boolean>) {
  return {
    provider: 'local',
    sessionId: session.id,
    // No money moved: an order from the test page is never 'paid' (docs/product.md §10.3).
    status: 'test',
    email: values.email,
    customerName: values.cardName,
    billingAddress: billingAddressOf(values),
    shippingAddress: shippingAddressOf(values),
    lines: session.lines,
    shippingAmount: session.shippingAmount,
    discount:
      session.discountCode && session.promotionId
        ? { code: session.discountCode, promotionId: session.promotionId, amount: session.discountAmount }
        : null,
    userId: session.userId,
    amountTotal: session.amountTotal,
    currency: session.currency,
    locale: session.locale,
    mayMailTestOrder,
  } satisfies FulfilmentInput
}

export function localPayRoutes(
  deps: LocalPayRoutesDeps,
  local: LocalProvider,
  fulfil: (input: FulfilmentInput) => Promise<unknown>,
): Router {
  const pay = Router()
  const publicUrl = deps.config.publicUrl
  const terms = {
    gstRegistered: deps.config.seller?.gstRegistered !== false,
    paymentMethods: deps.config.paymentMethods,
  }
  pay.use((_req, res, next) => {
    // The page shows a card form: no referrer may carry the session id to another origin.
    res.set('Referrer-Policy', 'no-referrer')
    next()
  })

  pay.get('/:sessionId', async (req, res, next) => {
    try {
      const session = await openSessionOrAnswer(local, publicUrl, req, res)
      if (session) sendHtml(res, 200, renderPayPage({ session, nonce: res.locals.cspNonce, terms }))
    } catch (err) {
      next(err)
    }
  })

  pay.post('/:sessionId', express.urlencoded({ extended: false, limit: '8kb' }), async (req, res, next) => {
    try {
      const session = await openSessionOrAnswer(local, publicUrl, req, res)
      if (!session) return
      const nonce = res.locals.cspNonce
      const values = readPayValues(req.body)
      const check = checkPayment(values, new Date(), session.locale)
      if (!check.ok) {
        if ('errors' in check)
          sendHtml(res, 422, renderPayPage({ session, nonce, terms, values, errors: check.errors }))
        else sendHtml(res, 402, renderPayPage({ session, nonce, terms, values, alert: check.declined }))
        return
      }
      const order = testOrderOf(session, values, () => deps.limiters.anonymousMail.allow(requestClientKey(req)))
      // Fulfil first, then close the session: if closing fails, a retry fulfils again (idempotent) instead of
      // leaving a paid session without an order.
      await fulfil(order)
      const { email, billingAddress, shippingAddress } = order
      await local.complete(session.id, { email, billingAddress, shippingAddress })
      res.redirect(303, session.successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(session.id)))
    } catch (err) {
      next(err)
    }
  })
  return pay
}
