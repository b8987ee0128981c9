/**
 * The product name a shopper reads on an order line (docs/product.md §19.8): the title their checkout's page showed,
 * in the checkout's language, when they read the order in that language (its mails, its test payment page, its pages
 * in that language); the English `name` otherwise, and for lines kept before orders had a local name. Staff always
 * read `name`.
 */
import type { Locale } from '@/lib/i18n/locale'
import type { OrderLine } from '../db/schema/orders'

export function shopperLineName(
  line: Pick<OrderLine, 'name' | 'localName'>,
  orderLocale: Locale,
  readerLocale: Locale = orderLocale,
): string {
  return (readerLocale === orderLocale && line.localName) || line.name
}
