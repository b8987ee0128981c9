/**
 * The saved wishlist in localStorage and its check. Its own module, loaded after hydration
 * (pages/+onHydrationEnd.ts), so zod is not part of any page's first load (the JavaScript budget, scripts/size.ts).
 */
import { z } from 'zod/mini'
import { WISHLIST_STORAGE_KEY } from '../constants'

/** A wishlist item (docs/product.md §3), keyed by price_id. `price` is the content price in dollars. */
export const wishlistItemSchema = z.object({
  name: z.string(),
  description: z._default(z.string(), ''),
  price: z.number().check(z.nonnegative()),
  currency: z._default(z.string(), 'AUD'),
  slug: z.string(),
  imageUrl: z._default(z.string(), ''),
  price_id: z.string().check(z.minLength(1)),
  /** The product comes in sizes or colours: it goes into the bag from its page, where one is chosen (§16). */
  requiresOptions: z.optional(z.boolean()),
})
export type WishlistItem = z.infer<typeof wishlistItemSchema>

/** Reads localStorage `wishlist`, keeping only well-formed items; anything else is ignored with a warning. */
export function readStoredWishlist(storage: globalThis.Storage | undefined = globalThis.localStorage): WishlistItem[] {
  let raw: string | null = null
  try {
    raw = storage?.getItem(WISHLIST_STORAGE_KEY) ?? null
  } catch {
    return []
  }
  if (!raw) return []
  try {
    const parsed = z.array(z.unknown()).parse(JSON.parse(raw))
    const items = parsed.flatMap((candidate) => {
      const item = wishlistItemSchema.safeParse(candidate)
      return item.success ? [item.data] : []
    })
    if (items.length !== parsed.length) console.warn('Some saved wishlist items were not valid and were ignored.')
    return items.filter((item, index) => items.findIndex((other) => other.price_id === item.price_id) === index)
  } catch {
    console.warn('Ignoring the saved wishlist in localStorage: it is not valid saved data.')
    return []
  }
}
