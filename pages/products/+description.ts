import type { PageContext } from 'vike/types'
import type { Data } from './+data'

export default (pageContext: PageContext<Data>) =>
  `Browse all ${pageContext.data.total} pieces: hijabs, abayas, thobes, prayer mats and accessories, shipped across Australia.`
