import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import helmet from 'helmet'

/**
 * Development only: a fresh nonce per response for Vite's inline scripts (HMR preamble). A built page has no inline
 * executable script (its state is JSON in a non-executed <script type="application/json">), so `script-src 'self'`
 * needs no nonce, and one cached copy of a page can serve everyone (docs/adr/0007-page-cache.md).
 */
export function cspNonce(): RequestHandler {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.locals.cspNonce = randomBytes(16).toString('base64url')
    next()
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])
/** Names that always mean this machine (as studio/local/devServer.ts allows): a rebound DNS name is none of them. */
const LOCAL_HOST = /^(localhost|[a-z0-9-]+\.localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i
/**
 * Headers by which a proxy, a CDN or a load balancer says whom it forwards (nginx's X-Real-IP, RFC 7239's Forwarded and
 * the de-facto X-Forwarded-* family, Via from any HTTP proxy, and the CDNs' own: Cloudflare, Akamai, Fastly, Google's
 * and Envoy's load balancers). One of them on a loopback request means a visitor behind a proxy on this machine, not a
 * developer (T4-8 of the third review: True-Client-IP or only X-Forwarded-Proto used to count as local).
 */
const PROXY_HEADERS = [
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'x-original-forwarded-for',
  'x-envoy-external-address',
  'x-appengine-user-ip',
  'cf-connecting-ip',
  'cf-connecting-ipv6',
  'cf-ray',
  'true-client-ip',
  'fastly-client-ip',
  'akamai-origin-hop',
] as const
/** X-Forwarded-For, -Host, -Proto, -Port, -Server, -Prefix, -Ssl …: every member of the family. */
const PROXY_HEADER_PREFIXES = ['x-forwarded-', 'x-original-forwarded-'] as const

/** Whether a request carries any header a proxy adds (the one list: `isLocalPeer` and tests use it). */
export function hasProxyHeader(headers: IncomingMessage['headers']): boolean {
  return Object.keys(headers).some(
    (name) =>
      (PROXY_HEADERS as readonly string[]).includes(name) ||
      PROXY_HEADER_PREFIXES.some((prefix) => name.startsWith(prefix)),
  )
}

/**
 * The TCP peer is this machine and no proxy forwarded the request: a developer or a test, not a visitor. Used by
 * `/metrics`, `/dev/mail`, the admin channel and `X-Page-Cache`. A proxy that forwards at TCP level (stunnel, an SSH
 * tunnel) adds no header: docs/operations.md says to give `/metrics` a `METRICS_TOKEN` there.
 */
export function isLocalPeer(req: Pick<IncomingMessage, 'headers' | 'socket'>): boolean {
  return LOOPBACK.has(req.socket.remoteAddress ?? '') && !hasProxyHeader(req.headers)
}

/**
 * For development tools (/dev/mail): this machine's own requests, and the Host must be a local name (a page whose DNS
 * name was rebound to 127.0.0.1 sends its own name: N7 of the second review).
 */
export const loopbackOnly: RequestHandler = (req, res, next) => {
  if (isLocalPeer(req) && LOCAL_HOST.test(req.headers.host ?? '')) return next()
  res.status(404).json({ error: { message: 'Not found' } })
}

export interface SecurityOptions {
  /** A deployment: HSTS and upgrade-insecure-requests (a local run is plain HTTP). */
  production: boolean
  /** Vite's dev server: its HMR websocket and its inline (nonce-carrying) preamble need room. */
  viteDev: boolean
  /** Load Stripe.js (fraud signals) when a publishable key is configured. */
  stripe: boolean
  /** Image hosts besides our own and Sanity's CDN (SANITY_API_HOST). */
  imageOrigins?: string[]
}

export function securityHeaders({ production, viteDev, stripe, imageOrigins = [] }: SecurityOptions): RequestHandler {
  // helmet passes Node's ServerResponse; Express made it a Response before this middleware ran.
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.cspNonce ?? ''}'`
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
        scriptSrc: ["'self'", ...(viteDev ? [nonce] : []), ...stripeScript],
        scriptSrcAttr: ["'none'"],
        // styled-components injects <style> tags at runtime.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://cdn.sanity.io', ...imageOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [
          "'self'",
          ...(viteDev ? ['ws:', 'wss:'] : []),
          ...(stripe ? ['https://api.stripe.com', 'https://m.stripe.network'] : []),
        ],
        frameSrc: stripe
          ? ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']
          : ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Plain-HTTP local runs must not be told to upgrade; HSTS is for real deployments behind TLS.
    strictTransportSecurity: production ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Agrees with frame-ancestors 'none' for browsers that only know the older header.
    xFrameOptions: { action: 'deny' },
  })
}

/** Personal answers (GraphQL's `me`, `myOrders`): no browser, proxy or CDN may store them. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store')
  next()
}
