import type { PageContext } from 'vike/types'
import type { Data } from './+data'

export default (pageContext: PageContext) => {
  const { title, products } = pageContext.data as Data
  return `Shop ${products.length} modest ${title.toLowerCase()} pieces, made with care and shipped across Australia in 1-2 business days.`
}
