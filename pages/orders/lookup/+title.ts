import type { PageContext } from 'vike/types'
import { messagesIn } from '@/lib/i18n/messages'
import { orderLookupMessages } from '@/lib/i18n/messages/orderLookup'

export default (pageContext: PageContext) => messagesIn(orderLookupMessages, pageContext.locale).pageTitle
