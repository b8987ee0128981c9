import type { Config } from 'vike/types'
import { noReferrerHead } from '../../../noReferrerHead'

export default {
  // docs/product.md §10.8: the token in the URL must not be kept by any cache, ours included, and robots must not
  // index the page (its address is a secret, but a shopper may paste it anywhere).
  headersResponse: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' },
  pageCache: false,
  // Nor reach another site in a Referer.
  Head: noReferrerHead,
} satisfies Config
