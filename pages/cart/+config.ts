import type { Config } from 'vike/types'

// Title and description: set by +Page.tsx with useConfig(), in the page's language.
export default {
  // The bag lives in the browser; nothing here is worth caching, and a stale copy would only confuse.
  headersResponse: { 'Cache-Control': 'no-store' },
} satisfies Config
