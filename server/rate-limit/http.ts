/**
 * The one way an HTTP route is rate limited (docs/architecture.md, "Rate limits"): the client is keyed by
 * `clientKey` (an IPv4 address, or the /64 of an IPv6 one) over the named limiters of this folder (Redis when
 * configured), and a refusal is always 429 with `Retry-After` and the JSON error shape `{ error: { message } }`.
 * GraphQL keeps its own RATE_LIMITED error code (server/accounts/resolvers.ts); the content lake answers in the
 * Sanity API's shape (server/content-lake/errors.ts) but keys clients with `requestClientKey` too.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { errorText, requestLocale } from '../localized'
import { clientKey, RateLimitedError, type AttemptKey, type AttemptLimiter } from './index'

/** The IP Express derived (X-Forwarded-For only from TRUST_PROXY), as it is keyed everywhere. */
export const requestIp = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown'

/** The client a request counts against: its IPv4 address or its IPv6 /64. */
export const requestClientKey = (req: Request): string => clientKey(requestIp(req))

/** Whole seconds until the client may try again, at least 1 (a 0 would invite an immediate retry loop). */
export const retryAfterSeconds = (retryAfterMs: number): number => Math.max(1, Math.ceil(retryAfterMs / 1000))

export interface RateLimitOptions {
  /**
   * What the 429 says; when omitted, the limiter's own message (RATE_LIMITED_MESSAGE, or the account lock's) in the
   * request's language (server/localized.ts).
   */
  message?: string
  /** The attempt to count; by default the request's IP alone. Runs after earlier middleware (e.g. a parsed body). */
  key?: (req: Request, res: Response) => AttemptKey
}

/** Counts one attempt against `limiter`; past the limit answers 429 with Retry-After instead of calling `next`. */
export function rateLimit(limiter: AttemptLimiter, options: RateLimitOptions = {}): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      await limiter.consume(options.key ? options.key(req, res) : { ip: requestIp(req) })
    } catch (err) {
      if (!(err instanceof RateLimitedError)) return next(err)
      res.set('Retry-After', String(retryAfterSeconds(err.retryAfterMs)))
      res.status(429).json({ error: { message: options.message ?? errorText(err, requestLocale(req)) } })
      return
    }
    next()
  }
}
