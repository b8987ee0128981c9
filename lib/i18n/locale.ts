/**
 * The shop's languages (docs/product.md §19): English at the spec's routes, Arabic under `/ar`, right to left.
 * Everything that depends on the language asks this module; nothing else spells `'ar'` or `'/ar'`.
 */
export const LOCALES = ['en', 'ar'] as const
export type Locale = (typeof LOCALES)[number]
export type Direction = 'ltr' | 'rtl'

/** English is the spec's language: its pages keep their routes, unprefixed. */
export const DEFAULT_LOCALE: Locale = 'en'

/** `<html lang>` and `hreflang`: the shop sells in Australia, so English is Australian English. */
export const LANGUAGE_TAGS: Record<Locale, string> = { en: 'en-AU', ar: 'ar' }

/** The language's own name, as the language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ar: 'العربية' }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

export function directionOf(locale: Locale): Direction {
  return locale === 'ar' ? 'rtl' : 'ltr'
}

/** `/ar` for Arabic, nothing for English. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`
}

/**
 * A path of the shop in a language: `/cart` → `/ar/cart`, `/` → `/ar`. Paths that are not pages (an absolute URL, a
 * fragment) and paths already in a language pass through.
 */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/') || path.startsWith('//')) return path
  if (splitLocale(path).locale !== DEFAULT_LOCALE) return path
  const prefix = localePrefix(locale)
  if (path === '/') return prefix
  if (path.startsWith('/?') || path.startsWith('/#')) return `${prefix}${path.slice(1)}`
  return `${prefix}${path}`
}

/** The language of a path and the path the routes know: `/ar/cart?x` → `{ locale: 'ar', path: '/cart?x' }`. */
export function splitLocale(path: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue
    const prefix = localePrefix(locale)
    if (path === prefix) return { locale, path: '/' }
    const next = path.charAt(prefix.length)
    if (path.startsWith(prefix) && (next === '/' || next === '?' || next === '#')) {
      const rest = path.slice(prefix.length)
      return { locale, path: rest.startsWith('/') ? rest : `/${rest}` }
    }
  }
  return { locale: DEFAULT_LOCALE, path }
}

/** The shop language of an `<html lang>` tag (`ar` → Arabic); English for anything else. */
export function localeOfTag(tag: string): Locale {
  return LOCALES.find((locale) => LANGUAGE_TAGS[locale] === tag) ?? DEFAULT_LOCALE
}
