import type { Config } from 'vike/types'
import { SHOP_NAME } from '@/lib/constants'

export default {
  title: `Your Cart — ${SHOP_NAME}`,
  description: 'Review the items in your bag, change quantities and check out.',
  // The bag lives in the browser; nothing here is worth caching, and a stale copy would only confuse.
  headersResponse: { 'Cache-Control': 'no-store' },
} satisfies Config
