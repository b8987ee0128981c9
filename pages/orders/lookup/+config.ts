import type { Config } from 'vike/types'

export default {
  // The number in the mail's link is rendered into the form: one page per order number is not worth keeping.
  pageCache: false,
} satisfies Config
