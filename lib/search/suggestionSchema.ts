import { z } from 'zod/mini'

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
