import type { PageContext } from 'vike/types'
import { messagesIn } from '@/lib/i18n/messages'
import { staticPagesMessages } from '@/lib/i18n/messages/staticPages'

export default (pageContext: PageContext) => messagesIn(staticPagesMessages, pageContext.locale).terms.description
