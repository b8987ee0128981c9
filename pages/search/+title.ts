import type { PageContext } from 'vike/types'
import { messagesIn } from '@/lib/i18n/messages'
import { searchMessages } from '@/lib/i18n/messages/search'
import type { Data } from './+data'

export default (pageContext: PageContext<Data>) =>
  messagesIn(searchMessages, pageContext.locale).page.title(pageContext.data.query)
