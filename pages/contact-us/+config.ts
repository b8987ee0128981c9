import type { Config } from 'vike/types'
import { SHOP_NAME } from '@/lib/constants'

export default {
  title: `Contact Us — ${SHOP_NAME}`,
  description: `Questions about sizing, fabrics, an order or a return? Send ${SHOP_NAME} a message: a real person replies within one business day.`,
} satisfies Config
