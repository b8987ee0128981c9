import type { Config } from 'vike/types'
import { SHOP_NAME } from '@/lib/constants'

export default {
  title: `Confirm your back-in-stock alert — ${SHOP_NAME}`,
  description: `Confirm that ${SHOP_NAME} may e-mail you when an item is back.`,
  // The token in the URL must not be kept by any cache, ours included.
  headersResponse: { 'Cache-Control': 'no-store' },
  pageCache: false,
} satisfies Config
