/**
 * POST /api/contact: the Contact Us form (docs/product.md §2, §7 Contact). The browser always posts here, never to a third
 * party: the CSP stays `connect-src 'self'` and the form service's address stays on the server.
 * Order: parse (16 kB) → validate → rate-limit → store → mail the shop → forward (when CONTACT_FORM_ENDPOINT is set).
 * Answers are in the page's language (its Accept-Language, server/localized.ts); the mail to the shop stays English.
 */
import express, { Router, type ErrorRequestHandler, type RequestHandler } from 'express'
import type { z } from 'zod'
import type { Locale } from '@/lib/i18n/locale'
import { contactSchema, type ContactInput } from '@/lib/validation/contact'
import { issueText } from '@/lib/validation/issues'
import type { Config } from '../config'
import type { Database } from '../db/client'
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable'
import { requestLocale, serverMessagesIn } from '../localized'
import type { Logger } from '../logger'
import { contactMessageMail, type Mailer } from '../mail/index'
import type { RateLimiters } from '../rate-limit/index'
import { rateLimit, requestIp } from '../rate-limit/http'
import { forwardContactMessage, FORWARD_TIMEOUT_MS } from './forward'
import { saveContactMessage } from './store'
import { apiRoutes } from '@/lib/routes'

export const CONTACT_API_PATH = apiRoutes.contact
/** The longest valid message fits even in a three-byte script (about 16,200 bytes of UTF-8); anything larger is refused unparsed. */
export const CONTACT_BODY_LIMIT = '16kb'

export interface ContactDeps {
  logger: Logger
  db: Database
  mailer: Pick<Mailer, 'enqueue'>
  limiters: Pick<RateLimiters, 'contact'>
  config: Pick<Config, 'shopEmail' | 'contactFormEndpoint'>
}

export interface ContactRouteOptions {
  /** Time-out for the third-party form service (tests shorten it). */
  forwardTimeoutMs?: number
}

/** `{ fieldName: firstMessage }` in the reader's language, the shape the form shows next to each field. */
function fieldErrors(error: z.ZodError, locale: Locale): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? 'form')
    fields[name] ??= issueText(issue, locale)
  }
  return fields
}

export function contactRoutes(deps: ContactDeps, options: ContactRouteOptions = {}): Router {
  const log = deps.logger.child({ module: 'contact' })
  const forwardTimeoutMs = options.forwardTimeoutMs ?? FORWARD_TIMEOUT_MS
  const router = Router()

  /** Valid input only reaches the limiter, so a typo the form points out never costs an attempt. */
  const validate: RequestHandler = (req, res, next) => {
    // One schema for every language; the field messages said in the page's.
    const locale = requestLocale(req)
    const parsed = contactSchema.safeParse(req.body ?? {})
    if (!parsed.success) {
      const message = serverMessagesIn(locale).contact.invalid
      res.status(400).json({ error: { message, fields: fieldErrors(parsed.error, locale) } })
      return
    }
    res.locals.contact = parsed.data
    next()
  }
  const limit = rateLimit(deps.limiters.contact, {
    key: (req, res) => ({ ip: requestIp(req), email: (res.locals.contact as ContactInput).email }),
  })

  // The body parser sits on this route only, so its limit is the contact form's own.
  router.post(CONTACT_API_PATH, express.json({ limit: CONTACT_BODY_LIMIT }), validate, limit, async (req, res) => {
    const input = res.locals.contact as ContactInput
    const ip = requestIp(req)

    const row = await saveContactMessage(deps.db, input, ip)
    // Reply-To is the shopper, so the shop answers with a plain "Reply".
    await deps.mailer.enqueue({ ...contactMessageMail(input), to: deps.config.shopEmail, replyTo: input.email })

    const endpoint = deps.config.contactFormEndpoint
    if (endpoint) {
      const forwarded = await forwardContactMessage(endpoint, input, forwardTimeoutMs)
      if (!forwarded.ok) {
        log.warn(
          { contactMessageId: row.id, reason: forwarded.reason },
          'contact form endpoint failed; message kept locally',
        )
        res.status(502).json({ error: { message: serverMessagesIn(requestLocale(req)).contact.forwardFailed } })
        return
      }
    }

    log.info({ contactMessageId: row.id, forwarded: Boolean(endpoint) }, 'contact message received')
    res.status(200).json({ ok: true })
  })

  // Answers body-parser and unexpected errors as JSON here, so the route behaves the same with or without the app's handler.
  const onError: ErrorRequestHandler = (
    err: { status?: number; type?: string; expose?: boolean; message?: string },
    req,
    res,
    next,
  ) => {
    if (res.headersSent) {
      next(err)
      return
    }
    const status = err.status ?? 500
    const t = serverMessagesIn(requestLocale(req))
    if (err.type === 'entity.too.large') res.status(413).json({ error: { message: t.contact.tooLarge } })
    else if (err.type === 'entity.parse.failed') res.status(400).json({ error: { message: t.contact.malformed } })
    else if (status < 500 && err.expose && err.message) res.status(status).json({ error: { message: err.message } })
    else if (isDatabaseUnavailable(err)) {
      // Nothing was stored or queued: the shopper can send the same message again.
      log.warn({ err }, 'contact form: database unavailable')
      res.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
      res.status(503).json({ error: { message: t.unavailable.database } })
    } else {
      log.error({ err }, 'contact form failed')
      res.status(500).json({ error: { message: t.contact.unexpected } })
    }
  }
  router.use(CONTACT_API_PATH, onError)

  return router
}
