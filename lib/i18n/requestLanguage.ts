import { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES, type Locale } from './locale'

/**
 * The page's language on every call the shop's own browser code makes to its server (GraphQL, checkout, contact):
 * the server answers, and mails, in it (docs/product.md §19). Set explicitly because the browser's own
 * Accept-Language is the reader's preference, not the language of the page they are using.
 */
export function pageLanguageHeaders(): Record<string, string> {
  if (typeof document === 'undefined' || !document.documentElement.lang) return {}
  return { 'Accept-Language': document.documentElement.lang }
}

/** The shop language of an Accept-Language header: its first language if the shop has it, else English. */
export function localeOfAcceptLanguage(header: string | undefined): Locale {
  const first = header?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? ''
  const primary = first.split('-')[0]
  return LOCALES.find((locale) => LANGUAGE_TAGS[locale].split('-')[0] === primary) ?? DEFAULT_LOCALE
}
