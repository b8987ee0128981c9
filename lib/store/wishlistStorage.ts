/**
 * The saved wishlist in localStorage and its check. Its own module, loaded after hydration
 * (pages/+onHydrationEnd.ts), so zod is not part of any page's first load (the JavaScript budget, scripts/size.ts).
 */
import { availableLocalStorage } from '../browserStorage'
import { z } from 'zod/mini'
import { CURRENCY, WISHLIST_STORAGE_KEY } from '../constants'

/** The size and/or colour chosen on the product page when the item was saved (docs/product.md §3.6, §16). */
export const wishlistVariantSchema = z.object({
  price_id: z.string().check(z.minLength(1)),
  size: z.optional(z.nullable(z.string())),
  colour: z.optional(z.nullable(z.string())),
  /** Dollars: the variant's price when it was saved. */
  price: z.number().check(z.nonnegative()),
})
export type WishlistVariant = z.infer<typeof wishlistVariantSchema>

/** A wishlist item (docs/product.md §3.6), keyed by the product's price_id. `price` is the content price in dollars. */
export const wishlistItemSchema = z.object({
  name: z.string(),
  description: z._default(z.string(), ''),
  price: z.number().check(z.nonnegative()),
  currency: z._default(z.string(), CURRENCY),
  slug: z.string(),
  imageUrl: z._default(z.string(), ''),
  /** `imageUrl` at other widths (width descriptors); absent on items saved before it existed. */
  imageSrcSet: z.optional(z.string()),
  price_id: z.string().check(z.minLength(1)),
  /**
   * The product comes in sizes or colours (docs/product.md §16). Absent on items saved before sizes existed: the
   * wishlist then asks the server whether the product has any before adding it (components/wishlist/).
   */
  requiresOptions: z.optional(z.boolean()),
  /** The product's content id, for the bag line (§3.5). */
  product_id: z.optional(z.string()),
  /** The variant chosen when the item was saved, if one was. */
  variant: z.optional(wishlistVariantSchema),
})
export type WishlistItem = z.infer<typeof wishlistItemSchema>

/**
 * One saved item, in any shape the shop has written: an item whose optional variant no longer reads (a changed
 * shape, a hand edit) keeps the product and only loses the remembered choice, so no saved item is lost to a
 * migration. Anything that is not an item at all is dropped.
 */
export function migrateWishlistItem(candidate: unknown): WishlistItem | undefined {
  const item = wishlistItemSchema.safeParse(candidate)
  if (item.success) return item.data
  if (typeof candidate !== 'object' || candidate === null || !('variant' in candidate)) return undefined
  const { variant: _dropped, ...product } = candidate as Record<string, unknown>
  const withoutVariant = wishlistItemSchema.safeParse({ ...product, requiresOptions: true })
  return withoutVariant.success ? withoutVariant.data : undefined
}

/** Reads localStorage `wishlist`, keeping only well-formed items; anything else is ignored with a warning. */
export function readStoredWishlist(storage: globalThis.Storage | undefined = availableLocalStorage()): WishlistItem[] {
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
      const item = migrateWishlistItem(candidate)
      return item ? [item] : []
    })
    if (items.length !== parsed.length) console.warn('Some saved wishlist items were not valid and were ignored.')
    return items.filter((item, index) => items.findIndex((other) => other.price_id === item.price_id) === index)
  } catch {
    console.warn('Ignoring the saved wishlist in localStorage: it is not valid saved data.')
    return []
  }
}
