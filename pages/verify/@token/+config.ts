import type { Config } from 'vike/types'

export default {
  // The token in the URL must not be kept by any cache, ours included.
  headersResponse: { 'Cache-Control': 'no-store' },
  pageCache: false,
} satisfies Config
