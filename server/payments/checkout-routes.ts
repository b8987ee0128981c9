/**
 * POST /api/checkout (docs/product.md §10.2): the browser's lines in, the payment page's URL out. Its own JSON body
 * parser (32 kB), so a bad or oversized body gets this route's error shape.
 */
import express, { Router, type NextFunction, type Request, type Response } from 'express'
import { CONTENT_UNAVAILABLE_MESSAGE, ContentUnavailableError } from '@/lib/content/unavailable'
import { localeOfAcceptLanguage } from '@/lib/i18n/requestLanguage'
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable'
import type { Logger } from '../logger'
import type { RateLimiters } from '../rate-limit/index'
import { rateLimit } from '../rate-limit/http'
import { CheckoutInputError } from './catalogue'
import { checkoutRefusalBody } from './checkout-refusal'
import { answerDatabaseUnavailable } from './database-unavailable'
import type { PaymentsService } from './index'

export interface CheckoutRoutesDeps {
  logger: Logger
  limiters: Pick<RateLimiters, 'checkout' | 'discountCode'>
}

/** The shopper's session token, sent by the browser when signed in (docs/product.md §6.3, §17). */
function bearerToken(req: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1]
}

/** Why the checkout failed, as the shop's pages read it: the shopper's mistake, a pause, or the provider. */
function answerCheckoutError(res: Response, log: Logger, err: unknown): void {
  if (err instanceof CheckoutInputError) {
    res.status(400).json(checkoutRefusalBody(err.message, err.refusal))
    return
  }
  if (isDatabaseUnavailable(err)) return answerDatabaseUnavailable(res, log, err)
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

/** Body parser failures (bad JSON, too large) for this route only. */
function bodyError(err: { status?: number; type?: string }, _req: Request, res: Response, next: NextFunction) {
  if (err.type === 'entity.parse.failed')
    return void res.status(400).json({ error: { message: 'Invalid checkout request: the body must be JSON' } })
  if (err.status === 413)
    return void res.status(413).json({ error: { message: 'Invalid checkout request: the body is too large' } })
  next(err)
}

export function checkoutRoutes(deps: CheckoutRoutesDeps, payments: Pick<PaymentsService, 'createCheckout'>) {
  const router = Router()
  const log = deps.logger.child({ module: 'payments' })
  // The shared limiter (Redis when configured), so every instance of the shop counts together.
  const checkoutLimit = rateLimit(deps.limiters.checkout, {
    message: 'Too many checkout attempts. Please wait a minute and try again.',
  })

  // A checkout with a discount code counts as a check of the code too (docs/product.md §20): codes cannot be guessed
  // by checking out with many.
  const codeLimit = rateLimit(deps.limiters.discountCode)
  const discountCodeLimit = (req: Request, res: Response, next: NextFunction) => {
    const code = (req.body as { discount_code?: unknown } | undefined)?.discount_code
    if (typeof code === 'string' && code.trim()) return void codeLimit(req, res, next)
    next()
  }

  router.post(
    '/api/checkout',
    checkoutLimit,
    express.json({ limit: '32kb' }),
    discountCodeLimit,
    async (req: Request, res: Response) => {
      try {
        const locale = localeOfAcceptLanguage(req.get('accept-language'))
        const { url } = await payments.createCheckout(req.body, req.ip ?? 'unknown', bearerToken(req), locale)
        res.set('Cache-Control', 'no-store').json({ url })
      } catch (err) {
        answerCheckoutError(res, log, err)
      }
    },
    bodyError,
  )
  return router
}
