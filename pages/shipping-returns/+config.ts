import type { Config } from 'vike/types'
import { RETURN_WINDOW_DAYS, SHIPPING_BUSINESS_DAYS, SHOP_NAME } from '@/lib/constants'

export default {
  title: `Shipping & Returns — ${SHOP_NAME}`,
  description: `Orders from ${SHOP_NAME} are dispatched within ${SHIPPING_BUSINESS_DAYS} business days to street addresses across Australia. Returns are accepted within ${RETURN_WINDOW_DAYS} days; here is how delivery, tracking, exchanges and refunds work.`,
  prerender: true,
} satisfies Config
