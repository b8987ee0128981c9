import type { PageContext } from 'vike/types'
import { messagesIn } from '@/lib/i18n/messages'
import { productMessages } from '@/lib/i18n/messages/product'
import type { Data } from './+data'

export default (pageContext: PageContext<Data>) =>
  messagesIn(productMessages, pageContext.locale).title(pageContext.data.product.title)
