import { colourName } from '../i18n/colourNames'
import type { Locale } from '../i18n/locale'
import { messagesIn } from '../i18n/messages'
import { productMessages } from '../i18n/messages/product'

/**
 * A product picture's alt text when its content has none in the page's language (docs/product.md §13.10): an Arabic
 * page whose editor entered no `altAr` describes the picture from what it knows in Arabic, the product's title (itself
 * in Arabic when entered) and the colour the picture shows, rather than read the English alt text out in an Arabic
 * page. English pages always have the English alt text (it is required).
 */
export function productImageAlt(
  alt: string | null | undefined,
  product: string,
  colour: string | null | undefined,
  locale: Locale,
): string {
  if (alt) return alt
  return messagesIn(productMessages, locale).gallery.described(product, colour ? colourName(colour, locale) : null)
}
