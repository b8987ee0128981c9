import type { WorkspaceOptions } from 'sanity'

/**
 * How `npm run studio` tells the Studio (and the Sanity CLI) to work against the shop's embedded content lake.
 * Only SANITY_STUDIO_* variables reach the browser bundle; the others stay in the CLI process.
 * docs/adr/0008-local-studio.md
 */
export const LOCAL_ENV = {
  /** https://localhost:<port>; Studio prepends the project id, so it calls https://local.localhost:<port>. */
  apiHost: 'SANITY_STUDIO_LOCAL_API_HOST',
  /** The shop's origin, whose /content the dev server forwards API calls to (CLI only). */
  shopOrigin: 'STUDIO_LOCAL_SHOP_ORIGIN',
  /**
   * The lake token, added by the dev server to image requests (an <img> sends no header) so Studio's many
   * thumbnail sizes are not held to the anonymous per-client image limit (CLI only: never in the bundle).
   */
  lakeToken: 'STUDIO_LOCAL_LAKE_TOKEN',
  /** PEM files of the *.localhost certificate (CLI only). */
  tlsKey: 'STUDIO_LOCAL_TLS_KEY',
  tlsCert: 'STUDIO_LOCAL_TLS_CERT',
} as const

/**
 * Workspace options for the local lake: its API host, token login (the token arrives in the URL's #token= that
 * `npm run studio` prints), and every feature the lake does not implement switched off, so no panel shows an error.
 */
export function localLakeOptions(apiHost: string): Partial<WorkspaceOptions> {
  return {
    apiHost,
    auth: { loginMethod: 'token', apiHost },
    // Content releases, scheduling, tasks, comments and the media library are hosted Sanity services.
    releases: { enabled: false },
    scheduledPublishing: { enabled: false },
    scheduledDrafts: { enabled: false },
    tasks: { enabled: false },
    document: { comments: { enabled: false } },
    announcements: { enabled: false },
    mediaLibrary: { enabled: false },
    // History comes from the transactions log (the "Review changes" timeline), not the newer events API.
    beta: { eventsAPI: { documents: false, releases: false } },
  }
}
