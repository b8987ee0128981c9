import type { PageContext } from 'vike/types'
import { SHOP_NAME } from '@/lib/constants'
import { DEFAULT_LOCALE } from '@/lib/i18n/locale'
import { messagesIn } from '@/lib/i18n/messages'
import { errorMessages } from '@/lib/i18n/messages/errors'

/**
 * The error page's own title, its heading and the shop (docs/product.md §2.2): the tab read the home page's title,
 * so a shopper with several tabs could not tell the missing page from the shop (issue 36, walk #34).
 */
export default (pageContext: PageContext) => {
  const t = messagesIn(errorMessages, (pageContext.locale as PageContext['locale'] | undefined) ?? DEFAULT_LOCALE)
  const reason = typeof pageContext.abortReason === 'string' ? pageContext.abortReason : null
  const heading = pageContext.is404 ? (reason ?? t.notFound.heading) : t.failed.heading
  return `${heading} — ${SHOP_NAME}`
}
