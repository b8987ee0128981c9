import type { Config } from 'vike/types'
import { SHOP_NAME } from '@/lib/constants'

export default {
  title: `Log in — ${SHOP_NAME}`,
  description: `Log in to your ${SHOP_NAME} account to see your wishlist.`,
} satisfies Config
