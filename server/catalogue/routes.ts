import express, { Router } from 'express'
import { SUGGEST_LIMIT, SUGGEST_MIN_LENGTH, type SuggestionsResponse } from '@/lib/search/suggestions'
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locale'
import { apiRoutes } from '@/lib/routes'
import type { Config } from '../config'
import type { Logger } from '../logger'
import type { RateLimiters } from '../rate-limit/index'
import { rateLimit } from '../rate-limit/http'
import { changesFromWebhookBody } from './changes'
import type { ContentChange } from './dependencies'
import type { CatalogueService } from './index'
import { robotsTxt, sitemapXml } from './sitemap'
import { isValidWebhookSignature, SIGNATURE_HEADER } from './webhook'

export interface ContentRoutesDeps {
  logger: Logger
  /** `suggest`: suggestion requests per client (server/rate-limit/limits.ts). */
  limiters: Pick<RateLimiters, 'suggest'>
  /** SANITY_WEBHOOK_SECRET: without it /api/revalidate answers 404. */
  config: { sanity: Pick<Config['sanity'], 'webhookSecret'> }
}

/**
 * /sitemap.xml, /robots.txt, GET /api/search/suggestions and POST /api/revalidate (a signed Sanity webhook:
 * content changed, revalidate).
 */
export function contentRoutes(
  deps: ContentRoutesDeps,
  content: CatalogueService,
  /** Content changed (the webhook): revalidate what the change can affect, and tell other instances. */
  contentChanged: (change: ContentChange) => Promise<void> = content.revalidate,
): Router {
  const router = Router()
  const log = deps.logger.child({ module: 'content' })

  const suggestLimit = rateLimit(deps.limiters.suggest, {
    message: 'Too many searches. Please wait a moment and try again.',
  })
  // docs/product.md §15: the products under the header's search field, in the page's language (`locale`, English
  // when absent or unknown; §15.3). Public and cacheable for a minute.
  router.get(apiRoutes.searchSuggestions, suggestLimit, async (req, res) => {
    const query = typeof req.query.q === 'string' ? req.query.q.trim().slice(0, 100) : ''
    const locale = isLocale(req.query.locale) ? req.query.locale : DEFAULT_LOCALE
    try {
      const found = query.length >= SUGGEST_MIN_LENGTH ? await content.search(query, SUGGEST_LIMIT, locale) : []
      const body: SuggestionsResponse = {
        query,
        products: found.map((p) => ({
          title: p.title,
          slug: p.slug,
          categoryName: p.categoryName,
          price: p.price,
          image: p.image ? content.images.responsiveImage(p.image, { width: 48, height: 60, sizes: '48px' }) : null,
        })),
      }
      res.set('Cache-Control', 'public, max-age=60').json(body)
    } catch {
      res
        .status(503)
        .set('Retry-After', '30')
        .json({ error: { message: 'Search is unavailable right now.' } })
    }
  })

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robotsTxt(content.publicUrl))
  })

  router.get('/sitemap.xml', async (_req, res) => {
    try {
      const products = await content.sitemapEntries()
      res
        .type('application/xml')
        .set('Cache-Control', 'public, max-age=300')
        .send(sitemapXml(content.publicUrl, products))
    } catch {
      res.status(503).type('text/plain').set('Retry-After', '60').send('Something went wrong...')
    }
  })

  // The raw body is what was signed, so it is read as bytes, not parsed.
  router.post('/api/revalidate', express.raw({ type: () => true, limit: '100kb' }), async (req, res) => {
    const secret = deps.config.sanity.webhookSecret
    if (!secret) {
      res.status(404).json({ error: { message: 'Webhook not configured' } })
      return
    }
    const body = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : ''
    if (!isValidWebhookSignature(secret, body, req.get(SIGNATURE_HEADER))) {
      log.warn('content webhook with an invalid signature')
      res.status(401).json({ error: { message: 'Invalid signature' } })
      return
    }
    // Answered once every cached query the change can affect has been checked, so the next page shows it. A body
    // that names no documents (another projection, an empty body) re-runs every cached query.
    const change = changesFromWebhookBody(body)
    await contentChanged(change)
    log.info({ documents: change === 'unknown' ? 'unknown' : change.length }, 'content revalidated by webhook')
    res.json({ revalidated: true })
  })

  return router
}
