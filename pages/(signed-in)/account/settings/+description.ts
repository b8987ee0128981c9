import type { PageContext } from 'vike/types'
import { messagesIn } from '@/lib/i18n/messages'
import { settingsMessages } from '@/lib/i18n/messages/settings'

export default (pageContext: PageContext) => messagesIn(settingsMessages, pageContext.locale).description
