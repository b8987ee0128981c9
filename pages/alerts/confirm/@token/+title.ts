import type { PageContext } from 'vike/types'
import { messagesIn } from '@/lib/i18n/messages'
import { mailLinkMessages } from '@/lib/i18n/messages/mailLinks'

export default (pageContext: PageContext) => messagesIn(mailLinkMessages, pageContext.locale).alertConfirm.pageTitle
