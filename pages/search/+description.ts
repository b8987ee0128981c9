import type { PageContext } from 'vike/types'
import { messagesIn } from '@/lib/i18n/messages'
import { searchMessages } from '@/lib/i18n/messages/search'

export default (pageContext: PageContext) => messagesIn(searchMessages, pageContext.locale).page.description
