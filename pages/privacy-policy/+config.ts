import type { Config } from 'vike/types'
import { SHOP_NAME } from '@/lib/constants'

export default {
  title: `Privacy Policy — ${SHOP_NAME}`,
  description: `How ${SHOP_NAME} collects, uses, shares and protects your personal information, the cookies and browser storage the shop uses, and your rights under the Australian Privacy Principles.`,
  prerender: true,
} satisfies Config
