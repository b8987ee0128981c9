import { z } from 'zod/mini'
import { apiRoutes } from '../routes'

/** One suggestion under the search field (docs/product.md §15): a product with a small image and its price. */
export const suggestionSchema = z.object({
  title: z.string(),
  slug: z.string(),
  categoryName: z.nullable(z.string()),
  /** Dollars, as in the content. */
  price: z.number(),
  image: z.nullable(
    z.object({
      src: z.string(),
      srcSet: z.string(),
      sizes: z.string(),
      width: z.number(),
      height: z.number(),
      alt: z.string(),
    }),
  ),
})
export type Suggestion = z.infer<typeof suggestionSchema>

export const suggestionsResponseSchema = z.object({ query: z.string(), products: z.array(suggestionSchema) })
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>

/** A shopper typing is asking for suggestions from this many characters on. */
export const SUGGEST_MIN_LENGTH = 2
export const SUGGEST_LIMIT = 6

/** GET /api/search/suggestions?q=… (cacheable); `signal` cancels a request a newer keystroke made stale. */
export async function fetchSuggestions(
  query: string,
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<Suggestion[]> {
  const response = await fetchImpl(`${apiRoutes.searchSuggestions}?q=${encodeURIComponent(query)}`, {
    headers: { Accept: 'application/json' },
    signal,
  })
  if (!response.ok) throw new Error(`Suggestions failed with status ${response.status}`)
  return suggestionsResponseSchema.parse(await response.json()).products
}
