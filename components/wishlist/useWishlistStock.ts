import { useUnitsLeft } from '@/lib/react/useUnitsLeft'
import type { WishlistItem } from '@/lib/store/wishlist'

/** Nothing known yet: one object, so the answer's consumers see no change until there is one. */
const NOTHING_KNOWN: Record<string, number> = {}

/**
 * Units left now of the variants the wishlist remembers, so a size that has sold out since it was saved says so on
 * its card and is not added. Until the answer (or if it fails) nothing is known to be sold out: checkout checks again.
 */
export function useWishlistStock(items: readonly WishlistItem[]): Record<string, number> {
  const ids = [...new Set(items.flatMap((item) => (item.variant ? [item.variant.price_id] : [])))]
  return useUnitsLeft(ids) ?? NOTHING_KNOWN
}
