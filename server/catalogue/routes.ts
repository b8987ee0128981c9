import express, { Router } from 'express'
import type { ServiceDeps } from '../services'
import type { ContentService } from './index'
import { robotsTxt, sitemapXml } from './sitemap'
import { isValidWebhookSignature, SIGNATURE_HEADER } from './webhook'

/** /sitemap.xml, /robots.txt and POST /api/revalidate (a signed Sanity webhook: content changed, revalidate). */
export function contentRoutes(
  deps: ServiceDeps,
  content: ContentService,
  /** Content changed (the webhook): revalidate, and tell other instances. */
  contentChanged: () => Promise<void> = content.revalidate,
): Router {
  const router = Router()
  const log = deps.logger.child({ module: 'content' })

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
    // Answered once every cached query has been checked, so the next page already shows the change.
    await contentChanged()
    log.info('content revalidated by webhook')
    res.json({ revalidated: true })
  })

  return router
}
