/** An alert as the account page and its GraphQL type show it. */
import { variantLabel } from '@/lib/catalogue/variants'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import type { StockAlertRow } from '../db/schema/index'

export interface StockAlertView {
  id: string
  productTitle: string
  productSlug: string
  variant: string
  email: string
  confirmed: boolean
  createdAt: string
  expiresAt: string
  notifiedAt: string | null
}

/** `locale`: the language the variant is named in (the page's). */
export function toAlertView(row: StockAlertRow, locale: Locale = DEFAULT_LOCALE): StockAlertView {
  return {
    id: row.id,
    productTitle: row.productTitle,
    productSlug: row.productSlug,
    variant: variantLabel(row, locale),
    email: row.email,
    confirmed: row.confirmedAt !== null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    notifiedAt: row.notifiedAt?.toISOString() ?? null,
  }
}
