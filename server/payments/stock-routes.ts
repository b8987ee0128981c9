/**
 * GET /api/variants and GET /api/stock (docs/product.md §16.4): live stock lookups by price id, never cached, under
 * one rate limit. Unknown price ids are simply absent from the answers.
 */
import { Router, type Request, type Response } from 'express'
import { apiRoutes } from '@/lib/routes'
import type { Logger } from '../logger'
import type { RateLimiters } from '../rate-limit/index'
import { rateLimit } from '../rate-limit/http'
import type { PaymentsService } from './index'
import { VARIANT_OPTIONS_MAX_IDS } from './variant-options'

/** Price ids one stock request may ask about (a product has at most 60 variants). */
export const STOCK_MAX_IDS = 60

export interface StockRoutesDeps {
  logger: Logger
  limiters: Pick<RateLimiters, 'stock'>
}

interface PriceIdLookup {
  /** How many price ids one request may name. */
  max: number
  lookup: (priceIds: string[]) => Promise<unknown>
  /** The answer's one field, holding what `lookup` found. */
  field: string
  /** Logged, and answered with 503, when the lookup fails. */
  failure: { log: string; message: string }
}

/** `?price_id=…&price_id=…`: 400 unless it names 1 to `max` well-formed price ids, then the lookup's answer. */
function priceIdLookupHandler({ max, lookup, field, failure }: PriceIdLookup, log: Logger) {
  return async (req: Request, res: Response) => {
    const raw = ([] as unknown[]).concat(req.query.price_id ?? [])
    const ids = [...new Set(raw.filter((id): id is string => typeof id === 'string' && /^price_\w{1,64}$/.test(id)))]
    if (ids.length === 0 || ids.length > max) {
      res.status(400).json({ error: { message: `Name 1 to ${max} price ids as price_id.` } })
      return
    }
    try {
      res.set('Cache-Control', 'no-store').json({ [field]: await lookup(ids) })
    } catch (err) {
      log.warn({ err }, failure.log)
      res.status(503).json({ error: { message: failure.message } })
    }
  }
}

export function stockRoutes(deps: StockRoutesDeps, payments: Pick<PaymentsService, 'variantOptions' | 'unitsLeft'>) {
  const router = Router()
  const log = deps.logger.child({ module: 'payments' })
  const stockLimit = rateLimit(deps.limiters.stock, {
    message: 'Too many requests. Please wait a moment and try again.',
  })

  // A product's sizes and colours with units left (the wishlist's choice dialog, §4.3), on the same budget.
  router.get(
    apiRoutes.variants,
    stockLimit,
    priceIdLookupHandler(
      {
        max: VARIANT_OPTIONS_MAX_IDS,
        lookup: payments.variantOptions,
        field: 'products',
        failure: { log: 'variant options lookup failed', message: 'Sizes and colours are unavailable right now.' },
      },
      log,
    ),
  )

  // Units left per variant: GET /api/stock?price_id=…&price_id=…
  router.get(
    apiRoutes.stock,
    stockLimit,
    priceIdLookupHandler(
      {
        max: STOCK_MAX_IDS,
        lookup: payments.unitsLeft,
        field: 'unitsLeft',
        failure: { log: 'stock lookup failed', message: 'Stock is unavailable right now.' },
      },
      log,
    ),
  )
  return router
}
