import type { PageContext } from 'vike/types'
import { SHOP_NAME } from '@/lib/constants'
import type { Data } from './+data'

export default (pageContext: PageContext<Data>) => `${pageContext.data.product.title} — ${SHOP_NAME}`
