/**
 * What a page answered in draft mode carries (docs/security.md): no cache anywhere (`private, no-store`, no CDN
 * headers, no ETag), `noindex`, and a frame-ancestors that lets the Studio that opened the preview, and nothing
 * else, show it in its Presentation pane.
 */
import type { Response } from 'express'
import type { DraftSession } from './session'

/** Headers a shared page carries for caches, which a draft page must not. */
const CACHE_HEADERS = new Set([
  'cache-control',
  'etag',
  'surrogate-key',
  'surrogate-control',
  'cdn-cache-control',
  'cache-tag',
  'last-modified',
])

export function withoutCacheHeaders(headers: Array<[string, string]>): Array<[string, string]> {
  return headers.filter(([name]) => !CACHE_HEADERS.has(name.toLowerCase()))
}

export function setDraftHeaders(res: Response, session: DraftSession): void {
  res.setHeader('Cache-Control', 'private, no-store')
  res.setHeader('X-Robots-Tag', 'noindex')
  const csp = res.getHeader('Content-Security-Policy')
  if (typeof csp === 'string')
    res.setHeader(
      'Content-Security-Policy',
      csp.replace(/frame-ancestors [^;]*/, `frame-ancestors 'self' ${session.studioOrigin}`),
    )
  res.removeHeader('X-Frame-Options')
}
