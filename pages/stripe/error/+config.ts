import type { Config } from 'vike/types'
import { SHOP_NAME } from '@/lib/constants'

export default {
  title: `Payment not completed — ${SHOP_NAME}`,
  description: 'Your payment was not completed; your bag is kept.',
} satisfies Config
