import type { PageContext } from 'vike/types'
import { DEFAULT_LOCALE } from '@/lib/i18n/locale'
import { messagesIn } from '@/lib/i18n/messages'
import { commonMessages } from '@/lib/i18n/messages/common'

/** Every page's description unless it has its own, in the page's language (English without one: see +title.ts). */
export default (pageContext: PageContext) =>
  messagesIn(commonMessages, (pageContext.locale as PageContext['locale'] | undefined) ?? DEFAULT_LOCALE).description
