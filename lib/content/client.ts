import type { ClientConfig } from '@sanity/client'
import { SANITY_API_VERSION } from '../constants'

/** The part of the server configuration (server/config.ts `Config`) that decides where content comes from. */
export interface ContentSourceConfig {
  port: number
  publicUrl: string
  sanity: { projectId: string | undefined; apiHost: string | undefined; dataset: string; readToken: string | undefined }
  contentLake: { projectId: string; dataset: string; token: string }
}

/** Where the embedded lake is mounted in the shop's own Express app (server/content-lake LAKE_MOUNT_PATH). */
export const EMBEDDED_CONTENT_PATH = '/content'

/** Requests to the content service give up after this long, so a hung service cannot hold a page render. */
export const CONTENT_REQUEST_TIMEOUT_MS = 5000

/**
 * The @sanity/client configuration: hosted Sanity when a project id is configured (CDN, optional read token),
 * otherwise the embedded lake on the shop's own port. `apiHost` overrides the embedded origin (tests).
 */
export function contentClientConfig(config: ContentSourceConfig, apiHost?: string): ClientConfig {
  // `published`: drafts and release versions never reach the shop, even for a token that may read them. Our API
  // version would default to `raw` (everything), so the perspective is set here rather than filtered in each query.
  const common = {
    apiVersion: SANITY_API_VERSION,
    timeout: CONTENT_REQUEST_TIMEOUT_MS,
    maxRetries: 1,
    perspective: 'published',
  } as const
  if (config.sanity.projectId) {
    return {
      ...common,
      projectId: config.sanity.projectId,
      dataset: config.sanity.dataset,
      useCdn: true,
      ...(config.sanity.readToken ? { token: config.sanity.readToken } : {}),
      // A Sanity-compatible API elsewhere (a proxy, or another shop's lake in tests): no <project>. subdomain.
      ...(config.sanity.apiHost ? { apiHost: config.sanity.apiHost, useProjectHostname: false } : {}),
    }
  }
  return {
    ...common,
    projectId: config.contentLake.projectId,
    dataset: config.contentLake.dataset,
    // The server is listening on this port by the time a page renders; Node cannot resolve <project>.localhost.
    apiHost: apiHost ?? `http://127.0.0.1:${config.port}${EMBEDDED_CONTENT_PATH}`,
    useProjectHostname: false,
    // The shop reads its own lake as a token holder, so the limits for anonymous callers (per-client budget, queue
    // bound; docs/security/content-lake.md) never throttle its pages or a revalidation of every cached query.
    // (A CDN does not apply to the lake, and refuses tokens.)
    token: config.contentLake.token,
    useCdn: false,
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
