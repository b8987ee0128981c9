import type { PageContext } from 'vike/types'
import { messagesIn } from '@/lib/i18n/messages'
import { contactMessages } from '@/lib/i18n/messages/contact'

export default (pageContext: PageContext) => messagesIn(contactMessages, pageContext.locale).description
