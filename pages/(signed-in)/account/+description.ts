import type { PageContext } from 'vike/types'
import { messagesIn } from '@/lib/i18n/messages'
import { accountPageMessages } from '@/lib/i18n/messages/accountPage'

export default (pageContext: PageContext) => messagesIn(accountPageMessages, pageContext.locale).description
