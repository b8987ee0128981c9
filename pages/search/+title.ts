import type { PageContext } from 'vike/types'
import { SHOP_NAME } from '@/lib/constants'
import type { Data } from './+data'

export default (pageContext: PageContext<Data>) => {
  const { query } = pageContext.data
  return query ? `Search results for “${query}” — ${SHOP_NAME}` : `Search — ${SHOP_NAME}`
}
