/**
 * POST /unsubscribe/:token (docs/product.md §12.3). Mailbox providers POST `List-Unsubscribe=One-Click` here
 * (RFC 8058) and get a short answer, no page; the button of the /unsubscribe/:token page posts a form here and is sent
 * on to /unsubscribed. A GET never unsubscribes: link scanners open every link in a mail.
 * The Arabic page's button may post to the Arabic twin, /ar/unsubscribe/:token: it then lands on /ar/unsubscribed, and
 * a shop that cannot reach its database says so in Arabic (docs/product.md §19).
 */
import express, { Router, type ErrorRequestHandler } from 'express'
import { LOCALES, localizePath, splitLocale } from '@/lib/i18n/locale'
import { routePattern, routes } from '@/lib/routes'
import type { Database } from '../db/client'
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable'
import { serverMessagesIn } from '../localized'
import type { Logger } from '../logger'
import { unsubscribe } from './unsubscribe'

export interface UnsubscribeRouteDeps {
  db: Database
  logger: Logger
}

export const UNSUBSCRIBED_TEXT = 'You are unsubscribed.'

export function unsubscribeRoutes(deps: UnsubscribeRouteDeps): Router {
  const log = deps.logger.child({ module: 'unsubscribe' })
  const router = Router()
  const paths = LOCALES.map((locale) => localizePath(routePattern(routes.unsubscribe, 'token'), locale))
  router.post(paths, express.urlencoded({ extended: false, limit: '2kb' }), async (req, res) => {
    const token = String(req.params.token)
    const { locale } = splitLocale(req.path)
    try {
      await unsubscribe(deps.db, token)
    } catch (err) {
      if (isDatabaseUnavailable(err)) {
        res.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        return void res.status(503).type('text/plain').send(serverMessagesIn(locale).unavailable.database)
      }
      throw err
    }
    log.info('unsubscribed')
    const body = (req.body ?? {}) as Record<string, unknown>
    if (body['List-Unsubscribe'] === 'One-Click') return void res.type('text/plain').send(UNSUBSCRIBED_TEXT)
    res.redirect(303, localizePath(routes.unsubscribed, locale))
  })
  const bodyErrors: ErrorRequestHandler = (err: { status?: number }, _req, res, next) => {
    if (err.status === 413) return void res.status(413).json({ error: { message: 'Request body is too large' } })
    next(err)
  }
  router.use(paths, bodyErrors)
  return router
}
