import type { Config } from 'vike/types'
import { noReferrerHead } from '../../../noReferrerHead'

export default {
  // The token in the URL must not be kept by any cache, ours included.
  headersResponse: { 'Cache-Control': 'no-store' },
  pageCache: false,
  // Nor reach another site in a Referer.
  Head: noReferrerHead,
} satisfies Config
