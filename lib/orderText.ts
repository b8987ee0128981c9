/** How an order's dates and lines are written; the words are in lib/i18n/messages/orders.ts. */
import { nameWithVariant } from '@/lib/catalogue/variantName'
import { LANGUAGE_TAGS, type Locale } from '@/lib/i18n/locale'

/** One formatter per language and style; Latin digits in every language, so the server and the browser agree. */
function formatterFor(options: Intl.DateTimeFormatOptions) {
  const formats = new Map<Locale, Intl.DateTimeFormat>()
  return (iso: string, locale: Locale): string => {
    let format = formats.get(locale)
    if (!format) formats.set(locale, (format = new Intl.DateTimeFormat(`${LANGUAGE_TAGS[locale]}-u-nu-latn`, options)))
    return format.format(new Date(iso))
  }
}

/** "22 November 2026": the day an order was placed. */
export const orderDate = formatterFor({ day: 'numeric', month: 'long', year: 'numeric' })

/** "21 Nov 2026, 1:10 pm": when something happened to an order. */
export const orderMoment = formatterFor({ dateStyle: 'medium', timeStyle: 'short' })

/**
 * "Classic Nidha Abaya (Size 56 · Black)", "عباية ندى كلاسيكية (المقاس 56 · Black)": the way every order line is
 * named, the size in the page's language as the product page and the bag name it (the server names the product).
 */
export function lineName(line: { name: string; size?: string | null; colour?: string | null }, locale: Locale): string {
  return nameWithVariant(line.name, line, locale)
}
