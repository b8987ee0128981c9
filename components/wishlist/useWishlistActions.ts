import { useAppDispatch, useAppStore } from '@/lib/store/hooks'
import { cartActions } from '@/lib/store/cart/slice'
import { wishlistActions, type WishlistItem } from '@/lib/store/wishlist'
import { toast } from '@/lib/toast/store'
import { toCartProduct } from './toCartProduct'

/** What the wishlist page's buttons do (docs/product.md §4 Wishlist), with their toasts. */
export function useWishlistActions() {
  const dispatch = useAppDispatch()
  const store = useAppStore()
  return {
    onRemove(item: WishlistItem) {
      dispatch(wishlistActions.removeFromWishlist(item.price_id))
      toast({ description: 'This product has been removed from your wishlist.' })
    },
    onAddToCart(item: WishlistItem) {
      dispatch(cartActions.addItem(toCartProduct(item)))
      toast({ description: `${item.name} has been added to your cart` })
    },
    /** Items with sizes or colours are left for their product page, where one is chosen (docs/product.md §16). */
    onAddAllToCart() {
      const all = store.getState().wishlist.items
      const items = all.filter((item) => !item.requiresOptions)
      for (const item of items) dispatch(cartActions.addItem(toCartProduct(item)))
      const skipped = all.length - items.length
      const added = `${items.length} ${items.length === 1 ? 'item has' : 'items have'} been added to your cart`
      toast({
        description:
          skipped === 0
            ? added
            : `${added}. Choose a size or colour for the other ${skipped === 1 ? 'one' : skipped} on ${skipped === 1 ? 'its page' : 'their pages'}.`,
      })
    },
    onClear() {
      dispatch(wishlistActions.clearWishlist())
      toast({ title: 'Wishlist cleared' })
    },
  }
}
