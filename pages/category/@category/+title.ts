import type { PageContext } from 'vike/types'
import { messagesIn } from '@/lib/i18n/messages'
import { catalogueMessages } from '@/lib/i18n/messages/catalogue'
import type { Data } from './+data'

export default (pageContext: PageContext<Data>) =>
  messagesIn(catalogueMessages, pageContext.locale).category.title(pageContext.data.title)
