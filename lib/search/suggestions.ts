import { DEFAULT_LOCALE, type Locale } from '../i18n/locale'
import { apiRoutes } from '../routes'

import type { Suggestion } from './suggestionSchema'

export type { Suggestion, SuggestionsResponse } from './suggestionSchema'

/** A shopper typing is asking for suggestions from this many characters on. */
export const SUGGEST_MIN_LENGTH = 2
export const SUGGEST_LIMIT = 6

/**
 * GET /api/search/suggestions?q=… (cacheable); `signal` cancels a request a newer keystroke made stale. The products
 * come in `locale` (docs/product.md §15.3); English asks the same URL as before there were languages.
 */
export async function fetchSuggestions(
  query: string,
  signal?: AbortSignal,
  locale: Locale = DEFAULT_LOCALE,
  fetchImpl: typeof fetch = fetch,
): Promise<Suggestion[]> {
  const inLocale = locale === DEFAULT_LOCALE ? '' : `&locale=${locale}`
  const response = await fetchImpl(`${apiRoutes.searchSuggestions}?q=${encodeURIComponent(query)}${inLocale}`, {
    headers: { Accept: 'application/json' },
    signal,
  })
  if (!response.ok) throw new Error(`Suggestions failed with status ${response.status}`)
  // The answer's check (and zod) loads with the first suggestions, not with every page's search field.
  const { suggestionsResponseSchema } = await import('./suggestionSchema')
  return suggestionsResponseSchema.parse(await response.json()).products
}
