import type { Config } from 'vike/types'
import { SHOP_NAME } from '@/lib/constants'

export default {
  title: `Reset password — ${SHOP_NAME}`,
  description: `Choose a new password for your ${SHOP_NAME} account.`,
  // The token in the URL must not be kept by any cache, ours included.
  headersResponse: { 'Cache-Control': 'no-store' },
  pageCache: false,
} satisfies Config
