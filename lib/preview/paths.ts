/**
 * Draft preview's endpoints (docs/architecture.md §2.7): the Presentation tool's way in, the bar's way out, live
 * changes. Kept out of lib/routes.ts, which every page's first JavaScript carries: only the draft-mode chunk and the
 * server need them.
 */
export const DRAFT_MODE_PATHS = {
  enable: '/api/draft-mode/enable',
  disable: '/api/draft-mode/disable',
  changes: '/api/draft-mode/changes',
} as const
