import type { VariantView } from '@/lib/catalogue/variants'
import type { WishlistItem } from '@/lib/store/wishlist'
import type { WishlistVariant } from '@/lib/store/wishlistStorage'

/** An item ready for the bag: with the variant to add, or none for a product in one version. */
export interface ReadyItem {
  item: WishlistItem
  variant?: WishlistVariant
}

/** How a set of wishlist items goes into the bag (docs/product.md §4.3); nothing falls through unnamed. */
export interface AddPlan {
  ready: ReadyItem[]
  /** The remembered variant has no units left: not added, and said so. */
  soldOut: ReadyItem[]
  /** No size or colour remembered (or not known whether the product has any): asked for first. */
  ask: WishlistItem[]
}

/**
 * Sorts items by what they still need. `unitsLeft` are the live counts of remembered variants (GET /api/stock);
 * a variant missing from it is assumed in stock, and checkout checks again.
 */
export function planAdd(items: readonly WishlistItem[], unitsLeft: Readonly<Record<string, number>>): AddPlan {
  const plan: AddPlan = { ready: [], soldOut: [], ask: [] }
  for (const item of items) {
    if (item.variant)
      (unitsLeft[item.variant.price_id] === 0 ? plan.soldOut : plan.ready).push({ item, variant: item.variant })
    else if (item.requiresOptions === false) plan.ready.push({ item })
    else plan.ask.push(item)
  }
  return plan
}

/** What the server said about the asked items: a picker for those with variants, the rest settled at once. */
export interface ResolvedAsk {
  requests: Array<{ item: WishlistItem; variants: VariantView[] }>
  /** Products in one version after all (items saved before sizes existed). */
  ready: ReadyItem[]
  /** No longer in the catalogue. */
  gone: WishlistItem[]
}

export function resolveAsk(
  ask: readonly WishlistItem[],
  options: Readonly<Record<string, VariantView[]>>,
): ResolvedAsk {
  const resolved: ResolvedAsk = { requests: [], ready: [], gone: [] }
  for (const item of ask) {
    const variants = options[item.price_id]
    if (!variants) resolved.gone.push(item)
    else if (variants.length === 0) resolved.ready.push({ item })
    else resolved.requests.push({ item, variants })
  }
  return resolved
}
