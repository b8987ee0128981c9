import type { PageContext } from 'vike/types'
import { messagesIn } from '@/lib/i18n/messages'
import { accountMessages } from '@/lib/i18n/messages/account'

export default (pageContext: PageContext) => messagesIn(accountMessages, pageContext.locale).login.pageTitle
