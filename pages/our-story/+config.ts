import type { Config } from 'vike/types'
import { SHOP_NAME } from '@/lib/constants'

export default {
  title: `Our Story — ${SHOP_NAME}`,
  description: `${SHOP_NAME} is a Melbourne family business founded by a mother and daughter, making modest clothing — hijabs, abayas, thobes and prayer mats — with carefully chosen fabrics and local tailors.`,
  prerender: true,
} satisfies Config
