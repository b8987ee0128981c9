import type { Config } from 'vike/types'
import { SHOP_NAME } from '@/lib/constants'

export default {
  title: `Your account — ${SHOP_NAME}`,
  description: `Your orders at ${SHOP_NAME}.`,
  // Only the browser knows whether someone is logged in (the token lives in localStorage), as for /wishlist.
  ssr: false,
} satisfies Config
