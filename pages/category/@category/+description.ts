import type { PageContext } from 'vike/types'
import type { Data } from './+data'

export default (pageContext: PageContext<Data>) => {
  const { title, categoryTotal } = pageContext.data
  return `Shop ${categoryTotal} modest ${title.toLowerCase()} pieces, made with care and shipped across Australia in 1-2 business days.`
}
