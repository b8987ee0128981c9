import type { Config } from 'vike/types'
import { SHOP_NAME } from '@/lib/constants'

export default {
  title: `Confirm your newsletter subscription — ${SHOP_NAME}`,
  description: `Confirm that you want the ${SHOP_NAME} newsletter.`,
  // The token in the URL must not be kept by any cache, ours included.
  headersResponse: { 'Cache-Control': 'no-store' },
  pageCache: false,
} satisfies Config
