import type { Config } from 'vike/types'
import { SHOP_NAME } from '@/lib/constants'

export default {
  title: `Your order — ${SHOP_NAME}`,
  description: `An order at ${SHOP_NAME}.`,
  ssr: false,
} satisfies Config
