import { useData } from 'vike-react/useData'
import { SeoTags } from '@/components/catalogue/SeoTags'
import type { Data } from './+data'

export default function Head() {
  return <SeoTags seo={useData<Data>().seo} />
}
