import type { PageContext } from 'vike/types'
import { LANGUAGE_TAGS } from '@/lib/i18n/locale'

/** `<html lang>` from the page's language (pages/+onBeforeRoute.ts); vike-react updates it on client navigation. */
export default function lang(pageContext: PageContext): string {
  return LANGUAGE_TAGS[pageContext.locale]
}
