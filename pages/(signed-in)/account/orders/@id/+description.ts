import type { PageContext } from 'vike/types'
import { messagesIn } from '@/lib/i18n/messages'
import { orderMessages } from '@/lib/i18n/messages/orders'

export default (pageContext: PageContext) => messagesIn(orderMessages, pageContext.locale).detail.description
