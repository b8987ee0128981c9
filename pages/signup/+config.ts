import type { Config } from 'vike/types'
import { SHOP_NAME } from '@/lib/constants'

export default {
  title: `Sign up — ${SHOP_NAME}`,
  description: `Create a ${SHOP_NAME} account to keep a wishlist of modest clothing and accessories.`,
} satisfies Config
