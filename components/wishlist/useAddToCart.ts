import { variantLabel } from '@/lib/catalogue/variants'
import { nameWithVariant } from '@/lib/catalogue/variantName'
import { useLocale, useMessages } from '@/lib/react/LocaleContext'
import { wishlistMessages } from '@/lib/i18n/messages/wishlist'
import { cartActions } from '@/lib/store/cart/slice'
import { useAppDispatch } from '@/lib/store/hooks'
import type { WishlistItem } from '@/lib/store/wishlist'
import { toast } from '@/lib/toast/store'
import type { ReadyItem } from './planAdd'
import { cartProductFromWishlistItem } from './cartProductFromWishlistItem'

/** One card's `Add to cart`, or `Add all to cart`: they report what happened differently. */
export type AddMode = 'one' | 'all'

/** Where each item of an add ended up once nothing is left to ask. */
export interface AddOutcome {
  ready: ReadyItem[]
  soldOut: ReadyItem[]
  gone: WishlistItem[]
}

/**
 * The last step of adding wishlist items (docs/product.md §4.3): the ready ones go into the bag, and one toast says
 * what was added and names every item that was not (sold out, or no longer sold).
 */
export function useAddToCart() {
  const text = useMessages(wishlistMessages)
  const locale = useLocale()
  const dispatch = useAppDispatch()
  // The item's name with its variant, as bag lines name it: `Classic Nidha Abaya (Size 56 · Black)`.
  const itemName = (name: string, variant?: WishlistItem['variant']) => nameWithVariant(name, variant, locale)

  return function addToBag(mode: AddMode, { ready, soldOut, gone }: AddOutcome) {
    for (const { item, variant } of ready) dispatch(cartActions.addItem(cartProductFromWishlistItem(item, variant)))
    const unavailable = [
      text.soldOutNamed(soldOut.map(({ item, variant }) => itemName(item.name, variant))),
      ...gone.map((item) => text.noLongerSold(item.name)),
    ].filter(Boolean)
    const only = ready[0]
    if (mode === 'one' && only) {
      const label = only.variant ? variantLabel(only.variant, locale) : ''
      toast(
        label
          ? { title: text.addedOne(only.item.name), description: label }
          : { description: text.addedOne(only.item.name) },
      )
    } else if (mode === 'one') {
      const first = soldOut[0]
      toast({
        variant: 'destructive',
        title: text.soldOutTitle,
        description: first ? text.soldOutOne(itemName(first.item.name, first.variant)) : unavailable.join(' '),
      })
    } else
      toast({
        description: unavailable.length
          ? `${text.addedMany(ready.length)}. ${unavailable.join(' ')}`
          : text.addedMany(ready.length),
      })
  }
}
