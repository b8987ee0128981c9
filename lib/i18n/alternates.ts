import { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES, localizePath, splitLocale, type Locale } from './locale'

export interface Alternate {
  hreflang: string
  href: string
}

/**
 * A page's addresses in every language, for `<link rel="alternate" hreflang>` and the sitemap: `en-AU`, `ar`, and
 * `x-default` (the English page, for everyone else). `path` is the page's English path.
 */
export function hreflangAlternates(origin: string, path: string): Alternate[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: LANGUAGE_TAGS[locale], href: origin + localizePath(path, locale) })),
    { hreflang: 'x-default', href: origin + localizePath(path, DEFAULT_LOCALE) },
  ]
}

/** An absolute address of the shop in a language (a canonical URL built from the English routes). */
export function localizeUrl(url: string, locale: Locale): string {
  const parsed = new URL(url)
  const path = localizePath(splitLocale(parsed.pathname).path + parsed.search, locale)
  return parsed.origin + path + parsed.hash
}

/** The English path (with query) of an absolute address of the shop. */
export function englishPath(url: string): string {
  const parsed = new URL(url)
  return splitLocale(parsed.pathname).path + parsed.search
}
