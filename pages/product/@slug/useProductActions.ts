import { useState } from 'react'
import type { ActionState } from '@/components/product/ProductActions'
import { useCheckout } from '@/components/cart/useCheckout'
import { useOpenWishlist } from '@/components/wishlist/useOpenWishlist'
import { ADD_TO_CART_DELAY_MS, ADD_TO_WISHLIST_DELAY_MS, PRODUCT_TOAST_DURATION_MS } from '@/lib/constants'
import { toCartProduct, toWishlistItem } from '@/lib/content/product'
import type { ProductPageData } from '@/lib/content/views'
import { delay } from '@/lib/delay'
import { cartActions } from '@/lib/store/cart/slice'
import { useAppDispatch, useAppSelector, useCartReady, useIsLoggedIn } from '@/lib/store/hooks'
import { wishlistActions } from '@/lib/store/wishlist'
import { toast } from '@/lib/toast/store'

/** The behaviour of the product page's buttons (docs/product.md §4 "Buttons on the product page"). */
export function useProductActions(product: ProductPageData) {
  const dispatch = useAppDispatch()
  const cartReady = useCartReady()
  const inBag = useAppSelector((state) => product._id in state.cart.cartDetails)
  const wishlistReady = useAppSelector((state) => state.session.restored && state.wishlist.restored)
  const inWishlist = useAppSelector((state) => state.wishlist.items.some((item) => item.price_id === product.price_id))
  const loggedIn = useIsLoggedIn()
  const openWishlist = useOpenWishlist()
  const { checkout, loading: checkingOut } = useCheckout()
  const [addingToBag, setAddingToBag] = useState(false)
  const [addingToWishlist, setAddingToWishlist] = useState(false)

  const state = (ready: boolean, busy: boolean, added: boolean): ActionState =>
    busy ? 'loading' : !ready ? 'pending' : added ? 'added' : 'idle'

  return {
    cart: state(cartReady, addingToBag, inBag),
    wishlist: state(wishlistReady, addingToWishlist, inWishlist),
    checkingOut,
    async onAddToBag() {
      setAddingToBag(true)
      await delay(ADD_TO_CART_DELAY_MS)
      dispatch(cartActions.addItem(toCartProduct(product)))
      setAddingToBag(false)
      toast({ title: `${product.title} has been added to your cart`, duration: PRODUCT_TOAST_DURATION_MS })
    },
    onViewBag() {
      dispatch(cartActions.handleCartHover())
    },
    async onAddToWishlist() {
      // Logged out: the same toast and redirect to /login as opening the wishlist.
      if (!loggedIn) return openWishlist()
      setAddingToWishlist(true)
      await delay(ADD_TO_WISHLIST_DELAY_MS)
      dispatch(wishlistActions.addToWishlist(toWishlistItem(product)))
      setAddingToWishlist(false)
      toast({ title: `${product.title} added to your wishlist`, duration: PRODUCT_TOAST_DURATION_MS })
    },
    onViewWishlist: openWishlist,
    onCheckout() {
      void checkout([{ price_id: product.price_id, quantity: 1 }])
    },
  }
}
