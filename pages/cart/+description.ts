import type { PageContext } from 'vike/types'
import { messagesIn } from '@/lib/i18n/messages'
import { cartMessages } from '@/lib/i18n/messages/cart'

export default (pageContext: PageContext) => messagesIn(cartMessages, pageContext.locale).description
