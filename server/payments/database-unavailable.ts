/** The payments routes' one answer for a database that cannot be reached (docs/reliability.md). */
import type { Response } from 'express'
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from '../db/unavailable'
import type { Logger } from '../logger'

/** Nothing was written: the caller (or Stripe's redelivery) may repeat the request after Retry-After. */
export function answerDatabaseUnavailable(res: Response, log: Logger, err: unknown): void {
  log.warn({ err }, 'payments: database unavailable')
  res.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
  res.status(503).json({ error: { message: DATABASE_UNAVAILABLE_MESSAGE } })
}
