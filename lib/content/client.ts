import type { ClientConfig } from '@sanity/client'
import { SANITY_API_VERSION } from '../constants'

/** The part of the server configuration (server/config.ts `Config`) that decides where content comes from. */
export interface ContentSourceConfig {
  publicUrl: string
  sanity: { projectId: string | undefined; apiHost: string | undefined; dataset: string; readToken: string | undefined }
  contentLake: { projectId: string; dataset: string }
}

/** Where the embedded lake is mounted in the shop's own Express app (server/content-lake LAKE_MOUNT_PATH). */
export const EMBEDDED_CONTENT_PATH = '/content'

/** Requests to the catalogue service give up after this long, so a hung service cannot hold a page render. */
export const CONTENT_REQUEST_TIMEOUT_MS = 5000

/**
 * The @sanity/client configuration for hosted Sanity (a project id is configured): CDN, optional read token. The
 * embedded lake needs no client: the server reads it in process (server/catalogue/index.ts).
 */
export function hostedContentClientConfig(config: ContentSourceConfig): ClientConfig {
  const { projectId, dataset, readToken, apiHost } = config.sanity
  if (!projectId) throw new Error('hostedContentClientConfig: no Sanity project is configured')
  return {
    apiVersion: SANITY_API_VERSION,
    timeout: CONTENT_REQUEST_TIMEOUT_MS,
    maxRetries: 1,
    // `published`: drafts and release versions never reach the shop, even for a token that may read them. Our API
    // version would default to `raw` (everything), so the perspective is set here rather than filtered in each query.
    perspective: 'published',
    projectId,
    dataset,
    useCdn: true,
    ...(readToken ? { token: readToken } : {}),
    // A Sanity-compatible API elsewhere (a proxy, or another shop's lake in tests): no <project>. subdomain.
    ...(apiHost ? { apiHost, useProjectHostname: false } : {}),
  }
}

/** Where images are served from, for page markup (relative for the lake: any host works) and for og:image (absolute). */
export interface ImageSourceConfig {
  projectId: string
  dataset: string
  /** Unset means Sanity's CDN. */
  baseUrl?: string
}

export function imageSourceConfig(config: ContentSourceConfig, { absolute = false } = {}): ImageSourceConfig {
  if (config.sanity.projectId)
    return {
      projectId: config.sanity.projectId,
      dataset: config.sanity.dataset,
      ...(config.sanity.apiHost ? { baseUrl: config.sanity.apiHost } : {}),
    }
  return {
    projectId: config.contentLake.projectId,
    dataset: config.contentLake.dataset,
    baseUrl: absolute ? `${config.publicUrl}${EMBEDDED_CONTENT_PATH}` : EMBEDDED_CONTENT_PATH,
  }
}
