import type { Config } from 'vike/types'

// Title and description: +title.ts, +description.ts (in the page's language).
export default {
  // Only the browser knows whether someone is logged in (the token lives in localStorage), so the guard runs there.
  ssr: false,
} satisfies Config
