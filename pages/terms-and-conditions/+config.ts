import type { Config } from 'vike/types'
import { SHOP_NAME } from '@/lib/constants'

export default {
  title: `Terms and Conditions — ${SHOP_NAME}`,
  description: `The terms for using the ${SHOP_NAME} website: copyright notices, accounts and termination, governing law, dispute resolution, liability, indemnification and electronic communications.`,
  prerender: true,
} satisfies Config
