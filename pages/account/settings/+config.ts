import type { Config } from 'vike/types'
import { SHOP_NAME } from '@/lib/constants'

export default {
  title: `Account settings — ${SHOP_NAME}`,
  description: `Your details, newsletter, alerts and data at ${SHOP_NAME}.`,
  // Only the browser knows whether someone is logged in (the token lives in localStorage), as for /account.
  ssr: false,
} satisfies Config
