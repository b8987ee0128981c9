import type { Config } from 'vike/types'
import { SHOP_NAME } from '@/lib/constants'

export default {
  title: `Your wishlist — ${SHOP_NAME}`,
  description: `The pieces you have saved at ${SHOP_NAME}.`,
  // Only the browser knows whether someone is logged in (the token lives in localStorage), so the guard runs there.
  ssr: false,
} satisfies Config
