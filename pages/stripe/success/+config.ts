import type { Config } from 'vike/types'

export default {
  // Per checkout session (the payment provider's answer): never cached.
  headersResponse: { 'Cache-Control': 'no-store' },
  pageCache: false,
} satisfies Config
