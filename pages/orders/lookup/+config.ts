import type { Config } from 'vike/types'
import { SHOP_NAME } from '@/lib/constants'

export default {
  title: `Find your order — ${SHOP_NAME}`,
  description: `Follow a ${SHOP_NAME} order with its number and the e-mail address it was paid with.`,
  // The number in the mail's link is rendered into the form: one page per order number is not worth keeping.
  pageCache: false,
} satisfies Config
