import { Router } from 'express'
import type { ServiceDeps } from '../services'
import type { ContentService } from './index'

/** Content-derived routes such as /sitemap.xml, /robots.txt and /api/revalidate (filled in by the catalogue work). */
export function contentRoutes(_deps: ServiceDeps, _content: ContentService): Router {
  return Router()
}
