import type { PageContextServer } from 'vike/types'
import { splitLocale } from '@/lib/i18n/locale'

/**
 * The page's language from its URL as soon as Vike creates a page context, so a context that never reaches
 * pages/+onBeforeRoute.ts (the error page Vike renders for `render(404)` thrown by a `+data` hook) is in the
 * language of its URL too: `/ar/product/nope` is an Arabic 404.
 */
export default function onCreatePageContext(pageContext: PageContextServer): void {
  const pathname = pageContext.urlOriginal.split(/[?#]/)[0] ?? '/'
  pageContext.locale = splitLocale(pathname).locale
}
