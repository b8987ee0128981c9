import type { Config } from 'vike/types'
import { SHOP_NAME } from '@/lib/constants'

export default {
  title: `Forgot password — ${SHOP_NAME}`,
  description: `Request a link to reset the password of your ${SHOP_NAME} account.`,
} satisfies Config
