import type { PageContext } from 'vike/types'
import { directionOf } from '@/lib/i18n/locale'

/**
 * `<html dir>` from the page's language. vike-react applies this on the server only; pages/+Wrapper.tsx changes it
 * on a client navigation to the other language.
 */
export default function htmlAttributes(pageContext: PageContext) {
  return { dir: directionOf(pageContext.locale) }
}
