import type { Config } from 'vike/types'
import { SHOP_NAME } from '@/lib/constants'

export default {
  title: `Payment Successful — ${SHOP_NAME}`,
  description: 'Thank you for your order.',
  // Per checkout session: never cached.
  headersResponse: { 'Cache-Control': 'no-store' },
} satisfies Config
