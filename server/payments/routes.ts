import { Router } from 'express'
import type { ServiceDeps } from '../services'
import type { PaymentsService } from './index'

/** Checkout, the Stripe webhook and the built-in test payment page (filled in by the payments work). */
export function paymentsRoutes(_deps: ServiceDeps, _payments: PaymentsService): Router {
  return Router()
}
