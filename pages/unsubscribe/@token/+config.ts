import type { Config } from 'vike/types'
import { SHOP_NAME } from '@/lib/constants'

export default {
  title: `Unsubscribe — ${SHOP_NAME}`,
  description: `Stop newsletter and back-in-stock mails from ${SHOP_NAME}.`,
  // The token in the URL must not be kept by any cache, ours included.
  headersResponse: { 'Cache-Control': 'no-store' },
  pageCache: false,
} satisfies Config
