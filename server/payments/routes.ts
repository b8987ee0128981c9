/**
 * The payments HTTP routes as server/services.ts mounts them: stock lookups (stock-routes.ts), POST /api/checkout
 * (checkout-routes.ts), Stripe's webhook (webhook-routes.ts) and, only when the built-in test payment page is the
 * provider, its /pay/:sessionId (local-pay-routes.ts).
 */
import { Router } from 'express'
import type { Config } from '../config'
import type { Logger } from '../logger'
import type { RateLimiters } from '../rate-limit/index'
import { checkoutRoutes } from './checkout-routes'
import type { PaymentsService } from './index'
import { localPayRoutes, type LocalPayRoutesDeps } from './local-pay-routes'
import { stockRoutes } from './stock-routes'
import { webhookRoutes } from './webhook-routes'

export interface PaymentsRoutesDeps {
  logger: Logger
  limiters: Pick<RateLimiters, 'checkout' | 'discountCode' | 'stock' | 'anonymousMail'>
  config: LocalPayRoutesDeps['config'] & { stripe: Pick<Config['stripe'], 'secretKey' | 'webhookSecret'> }
}

export function paymentsRoutes(deps: PaymentsRoutesDeps, payments: PaymentsService): Router {
  const router = Router()
  router.use(stockRoutes(deps, payments))
  router.use(checkoutRoutes(deps, payments))
  router.use(webhookRoutes(deps, payments))
  // Only the local provider contributes routes: with Stripe nothing is mounted under /pay.
  if (payments.local) router.use('/pay', localPayRoutes(deps, payments.local, payments.fulfil))
  return router
}
