import type { Config } from 'vike/types'

// The title and description are set by +Page.tsx with useConfig(), in the page's language.
export default {
  prerender: true,
} satisfies Config
