import type { Config } from 'vike/types'
import { SHOP_NAME } from '@/lib/constants'

export default {
  title: `Payment Successful — ${SHOP_NAME}`,
  description: 'Thank you for your order.',
  // Per checkout session (the payment provider's answer): never cached.
  headersResponse: { 'Cache-Control': 'no-store' },
  pageCache: false,
} satisfies Config
