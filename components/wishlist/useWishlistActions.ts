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
      dispatch(cartActions.addItem(toCartProduct(item, store.getState().cart.cartDetails)))
      toast({ description: `${item.name} has been added to your cart` })
    },
    onAddAllToCart() {
      const items = store.getState().wishlist.items
      for (const item of items) dispatch(cartActions.addItem(toCartProduct(item, store.getState().cart.cartDetails)))
      toast({
        description: `${items.length} ${items.length === 1 ? 'item has' : 'items have'} been added to your cart`,
      })
    },
    onClear() {
      dispatch(wishlistActions.clearWishlist())
      toast({ title: 'Wishlist cleared' })
    },
  }
}
