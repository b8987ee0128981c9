/** The lake's last two handlers: an unknown path is a 404, and every error is answered in Sanity's error shape. */
import type { NextFunction, Request, Response } from 'express'
import type { Logger } from 'pino'
import { ApiError, notFound } from '../errors'

export function unknownRoute(req: Request): never {
  throw notFound(`No content API route for ${req.method} ${req.path}`)
}

export const errorResponder =
  (logger: Logger) =>
  (err: unknown, req: Request, res: Response, next: NextFunction): void => {
    if (res.headersSent) return next(err)
    if (err instanceof ApiError) {
      res.set(err.headers)
      if (err.status >= 500) logger.error({ err, path: req.path }, 'content lake request failed')
      res.status(err.status).json(err.responseBody())
      return
    }
    const bodyError = err as { type?: string; message?: string; limit?: number; length?: number }
    if (bodyError.type === 'entity.too.large') {
      const description = `Request body too large: ${bodyError.length} bytes, the limit is ${bodyError.limit} bytes`
      res.status(413).json({ error: { type: 'httpPayloadTooLarge', description } })
      return
    }
    if (bodyError.type === 'entity.parse.failed') {
      res.status(400).json({
        error: { type: 'httpBadRequest', description: `Request body is not valid JSON: ${bodyError.message}` },
      })
      return
    }
    // Express's own client errors, e.g. a path segment that is not valid percent-encoded UTF-8 (URIError, 400).
    const clientError = err as { status?: unknown; expose?: unknown; message?: unknown }
    if (typeof clientError.status === 'number' && clientError.status >= 400 && clientError.status < 500) {
      const description =
        clientError.expose && typeof clientError.message === 'string' ? clientError.message : 'Bad request'
      res.status(clientError.status).json({ error: { type: 'httpBadRequest', description } })
      return
    }
    logger.error({ err, path: req.path }, 'content lake request failed')
    res.status(500).json({ error: { type: 'internalError', description: 'Internal error in the content lake' } })
  }
