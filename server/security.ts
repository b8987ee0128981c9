import { randomBytes } from 'node:crypto'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import helmet from 'helmet'

/** A fresh nonce per response, named by the CSP and put on every inline script Vike writes. */
export function cspNonce(): RequestHandler {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.locals.cspNonce = randomBytes(16).toString('base64url')
    next()
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/**
 * For development tools (/dev/mail): the TCP peer must be this machine and no proxy may have forwarded the
 * request (a reverse proxy on the same host would otherwise make every visitor look local).
 */
export const loopbackOnly: RequestHandler = (req, res, next) => {
  const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined
  if (LOOPBACK.has(req.socket.remoteAddress ?? '') && !forwarded) return next()
  res.status(404).json({ error: { message: 'Not found' } })
}

export interface SecurityOptions {
  /** Development: Vite's HMR websocket and its inline preamble need room. */
  development: boolean
  /** Load Stripe.js (fraud signals) when a publishable key is configured. */
  stripe: boolean
  /** Image hosts besides our own and Sanity's CDN (SANITY_API_HOST). */
  imageOrigins?: string[]
}

export function securityHeaders({ development, stripe, imageOrigins = [] }: SecurityOptions): RequestHandler {
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.cspNonce as string}'`
  const stripeScript = stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : []
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", nonce, ...stripeScript],
        scriptSrcAttr: ["'none'"],
        // styled-components injects <style> tags at runtime.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://cdn.sanity.io', ...imageOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [
          "'self'",
          ...(development ? ['ws:', 'wss:'] : []),
          ...(stripe ? ['https://api.stripe.com', 'https://m.stripe.network'] : []),
        ],
        frameSrc: stripe
          ? ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']
          : ["'none'"],
        ...(development ? {} : { upgradeInsecureRequests: [] }),
      },
    },
    // Plain-HTTP local runs must not be told to upgrade; HSTS is for real deployments behind TLS.
    strictTransportSecurity: development ? false : { maxAge: 31536000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Agrees with frame-ancestors 'none' for browsers that only know the older header.
    xFrameOptions: { action: 'deny' },
  })
}
