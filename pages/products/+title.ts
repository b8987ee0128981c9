import type { PageContext } from 'vike/types'
import { SHOP_NAME } from '@/lib/constants'
import type { Data } from './+data'

export default (pageContext: PageContext<Data>) => {
  const { page, pageCount } = pageContext.data
  return page > 1 ? `All products (page ${page} of ${pageCount}) — ${SHOP_NAME}` : `All products — ${SHOP_NAME}`
}
