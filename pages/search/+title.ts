import type { PageContext } from 'vike/types'
import { SHOP_NAME } from '@/lib/constants'
import type { Data } from './+data'

export default (pageContext: PageContext) => {
  const { query } = pageContext.data as Data
  return query ? `Search results for “${query}” — ${SHOP_NAME}` : `Search — ${SHOP_NAME}`
}
