import type { PageContext } from 'vike/types'
import { SHOP_NAME } from '@/lib/constants'
import type { Data } from './+data'

export default (pageContext: PageContext) => `${(pageContext.data as Data).title} — ${SHOP_NAME}`
