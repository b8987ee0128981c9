/**
 * The Presentation tool's preview-URL secret, checked by Sanity's own package (@sanity/preview-url-secret): the
 * Studio writes a `sanity.previewUrlSecret` document (a draft, so only token holders see it) and opens
 * `/api/draft-mode/enable?sanity-preview-secret=…&sanity-preview-pathname=…`; the secret must match a document less
 * than an hour old. The content is read with the lake's token in process, or hosted Sanity with the read token.
 */
import { createClient } from '@sanity/client'
import { validatePreviewUrl, type SanityClientLike } from '@sanity/preview-url-secret'
import { hostedContentClientConfig, type ContentSourceConfig } from '@/lib/content/client'
import type { ContentLake } from '../content-lake/index'

export interface PreviewCheck {
  valid: boolean
  /** A path on this shop to show (the secret's `sanity-preview-pathname`), `/` when none or not a local path. */
  redirectTo: string
  studioOrigin?: string
}

/** The embedded lake as the package's client: raw reads (the secret is a draft) with the token's visibility. */
function lakeClient(lake: Pick<ContentLake, 'query'>): SanityClientLike {
  const client: SanityClientLike = {
    config: () => ({ token: 'in-process' }),
    withConfig: () => client,
    fetch: <R>(query: string, params: unknown) =>
      lake.query<R>(query, params as Record<string, unknown>, { perspective: 'raw' }),
  }
  return client
}

/** Undefined when drafts cannot be read: hosted Sanity without SANITY_READ_TOKEN. */
export function previewSecretChecker(
  config: ContentSourceConfig,
  lake: Pick<ContentLake, 'query'> | undefined,
): ((url: string) => Promise<PreviewCheck>) | undefined {
  let client: SanityClientLike
  if (lake) client = lakeClient(lake)
  else if (config.sanity.readToken) client = createClient({ ...hostedContentClientConfig(config), useCdn: false })
  else return undefined
  return async (url) => {
    const result = await validatePreviewUrl(client, url)
    return {
      valid: result.isValid,
      redirectTo: localPath(result.redirectTo),
      ...(result.studioOrigin ? { studioOrigin: result.studioOrigin } : {}),
    }
  }
}

/** Only a path on this shop: `//evil.example` or `https://…` would make the enable route an open redirect. */
export function localPath(path: string | undefined): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/'
  return path
}
