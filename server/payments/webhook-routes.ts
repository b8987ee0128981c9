/**
 * POST /api/stripe/webhook (docs/product.md §10.5): the raw body (1 MB at most), because the signature is over the
 * bytes as sent. Mounted in every configuration: without Stripe it answers 404.
 */
import express, { Router } from 'express'
import type { Config } from '../config'
import { isDatabaseUnavailable } from '../db/unavailable'
import type { Logger } from '../logger'
import { answerDatabaseUnavailable } from './database-unavailable'
import type { PaymentsService } from './index'
import { WebhookSignatureError } from './stripe-webhook'

export interface WebhookRoutesDeps {
  logger: Logger
  config: { stripe: Pick<Config['stripe'], 'secretKey' | 'webhookSecret'> }
}

export function webhookRoutes(deps: WebhookRoutesDeps, payments: Pick<PaymentsService, 'handleWebhook'>) {
  const router = Router()
  const log = deps.logger.child({ module: 'payments' })

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
      if (isDatabaseUnavailable(err)) return void answerDatabaseUnavailable(res, log, err)
      log.error({ err }, 'stripe webhook failed')
      res.status(500).json({ error: { message: 'Webhook handling failed' } })
    }
  })
  return router
}
