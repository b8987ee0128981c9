import type { Config } from 'vike/types'
import { SHOP_NAME } from '@/lib/constants'

export default {
  title: `You are unsubscribed — ${SHOP_NAME}`,
  description: `${SHOP_NAME} will not send you newsletter or back-in-stock mails.`,
} satisfies Config
