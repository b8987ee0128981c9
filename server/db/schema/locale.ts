import { text } from 'drizzle-orm/pg-core'
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locale'

/**
 * The language the shopper used where the row began (a sign-up, a checkout, a reset or alert request): every mail
 * about it is written in that language (docs/product.md §19). Rows from before languages are English.
 */
export const localeColumn = () => text('locale', { enum: LOCALES }).notNull().default(DEFAULT_LOCALE)
