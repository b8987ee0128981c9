import type { PageContext } from 'vike/types'
import { formatPrice } from '@/lib/money'
import type { Data } from './+data'

/** The product's own description, trimmed to what search results show. */
export default (pageContext: PageContext<Data>) => {
  const { product } = pageContext.data
  const text = `${formatPrice(product.price)} · ${product.description}`
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text
}
