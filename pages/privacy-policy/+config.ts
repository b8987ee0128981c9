import type { Config } from 'vike/types'

// The title and description are in the page's language: +title.ts, +description.ts.
export default {
  prerender: true,
} satisfies Config
