import { LANGUAGE_TAGS, type Locale } from '@/lib/i18n/locale'

/**
 * Turns a written date such as 'February 12, 2024' into '2024-02-12' for `<time dateTime>`.
 * Uses the parsed date's own calendar fields (not toISOString) so the server's and the browser's
 * time zones cannot shift the day. Returns undefined when the text is not a date.
 */
export function toIsoDate(text: string): string | undefined {
  const date = new Date(text)
  if (Number.isNaN(date.getTime())) return undefined
  const month = String(date.getMonth() + 1).padStart(2, '0')
  const day = String(date.getDate()).padStart(2, '0')
  return `${date.getFullYear()}-${month}-${day}`
}

/**
 * An ISO date ('2024-02-12') written out in a language, with Latin digits: '12 فبراير 2024' in Arabic. Read in UTC, as
 * it was written, so no time zone moves the day.
 */
export function writtenDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(`${LANGUAGE_TAGS[locale]}-u-nu-latn`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`))
}
