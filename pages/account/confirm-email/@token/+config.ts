import type { Config } from 'vike/types'
import { SHOP_NAME } from '@/lib/constants'

export default {
  title: `Confirm your new e-mail address — ${SHOP_NAME}`,
  description: `Confirm the new e-mail address of your ${SHOP_NAME} account.`,
  // The token in the URL must not be kept by any cache, ours included.
  headersResponse: { 'Cache-Control': 'no-store' },
  pageCache: false,
} satisfies Config
