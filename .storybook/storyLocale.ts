import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locale'

/**
 * The toolbar's language (`globals.locale`), English unless it names another of the shop's languages. The decorators
 * render in it, and a story's `play` asks for the texts in it: the visual test replays some stories in Arabic.
 */
export function storyLocale(globals: Record<string, unknown>): Locale {
  return isLocale(globals.locale) ? globals.locale : DEFAULT_LOCALE
}
