import type { PageContext } from 'vike/types'
import { messagesIn } from '@/lib/i18n/messages'
import { paymentMessages } from '@/lib/i18n/messages/payments'

export default (pageContext: PageContext) => messagesIn(paymentMessages, pageContext.locale).error.pageTitle
