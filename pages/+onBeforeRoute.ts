import { modifyUrl } from 'vike/modifyUrl'
import type { PageContext } from 'vike/types'
import { splitLocale } from '@/lib/i18n/locale'

/**
 * The language is the URL's first segment (docs/product.md §19): `/ar/cart` is the cart in Arabic, `/cart` in English.
 * The prefix is taken off before routing, so every page serves both languages at the spec's routes.
 */
export default function onBeforeRoute(pageContext: PageContext) {
  const { locale, path } = splitLocale(pageContext.urlParsed.pathnameOriginal)
  if (path === pageContext.urlParsed.pathnameOriginal) return { pageContext: { locale } }
  return { pageContext: { locale, urlLogical: modifyUrl(pageContext.urlParsed.href, { pathname: path }) } }
}
