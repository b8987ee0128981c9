import type { PageContext } from 'vike/types'
import { DEFAULT_LOCALE } from '@/lib/i18n/locale'
import { messagesIn } from '@/lib/i18n/messages'
import { commonMessages } from '@/lib/i18n/messages/common'

/**
 * Every page's title unless it names its own, in the page's language. The error page's context is made before
 * routing, so it may come without a language (then English, as the rest of that page).
 */
export default (pageContext: PageContext) =>
  messagesIn(commonMessages, (pageContext.locale as PageContext['locale'] | undefined) ?? DEFAULT_LOCALE).title
