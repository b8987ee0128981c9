import type { PageContext } from 'vike/types'
import type { Data } from './+data'

export default (pageContext: PageContext) =>
  `Browse all ${(pageContext.data as Data).total} pieces: hijabs, abayas, thobes, prayer mats and accessories, shipped across Australia.`
