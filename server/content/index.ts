import type { ServiceDeps } from '../services'

/**
 * The content service handed to every page's +data hook as `pageContext.content` (filled in by the catalogue work):
 * the one @sanity/client (embedded lake by default, hosted Sanity with SANITY_PROJECT_ID) behind a cache.
 */
export function createContentService(_deps: ServiceDeps) {
  return {}
}

export type ContentService = ReturnType<typeof createContentService>
