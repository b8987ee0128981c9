import { useState } from 'react'
import type { ActionState } from '@/components/product/ProductActions'
import { useCheckout } from '@/components/cart/useCheckout'
import { useOpenWishlist } from '@/components/wishlist/useOpenWishlist'
import { findVariant, lineKey, productOptions, variantLabel, type VariantOptions } from '@/lib/catalogue/variants'
import { nameWithVariant } from '@/lib/catalogue/variantName'
import { ADD_TO_CART_DELAY_MS, ADD_TO_WISHLIST_DELAY_MS, PRODUCT_TOAST_DURATION_MS } from '@/lib/constants'
import { cartProductFromProduct, toWishlistItem } from '@/lib/catalogue/product'
import type { ProductPageData } from '@/lib/catalogue/views'
import { delay } from '@/lib/delay'
import { useLocale, useMessages } from '@/lib/react/LocaleContext'
import { productMessages } from '@/lib/i18n/messages/product'
import { cartActions } from '@/lib/store/cart/slice'
import { useAppDispatch, useAppSelector, useCartReady, useIsLoggedIn } from '@/lib/store/hooks'
import { wishlistActions } from '@/lib/store/wishlist'
import { toast } from '@/lib/toast/store'

/** What is still to be chosen (the hint under the pickers names it); undefined when the choice is complete. */
export function missingChoice(
  variants: ProductPageData['variants'],
  choice: VariantOptions,
): 'size' | 'colour' | 'sizeAndColour' | undefined {
  const { sizes, colours } = productOptions(variants)
  const size = sizes.length > 0 && !choice.size
  const colour = colours.length > 0 && !choice.colour
  return size && colour ? 'sizeAndColour' : size ? 'size' : colour ? 'colour' : undefined
}

/**
 * The behaviour of the product page's buttons (docs/product.md §4.2) and its size and colour choice (§16). The bag
 * line is the chosen variant's price id, or the product's own when it comes in one version.
 */
export function useProductActions(product: ProductPageData, initialChoice: VariantOptions = {}) {
  const t = useMessages(productMessages)
  const locale = useLocale()
  const dispatch = useAppDispatch()
  const cartReady = useCartReady()
  const [choice, setChoice] = useState<VariantOptions>(initialChoice)
  const hasVariants = product.variants.length > 0
  const variant = hasVariants ? findVariant(product.variants, choice) : undefined
  const key = hasVariants ? variant?.price_id : lineKey(product)
  const inBag = useAppSelector((state) => key !== undefined && Object.hasOwn(state.cart.cartDetails, key))
  const wishlistReady = useAppSelector((state) => state.session.restored && state.wishlist.restored)
  const inWishlist = useAppSelector((state) => state.wishlist.items.some((item) => item.price_id === product.price_id))
  const loggedIn = useIsLoggedIn()
  const openWishlist = useOpenWishlist()
  const { checkout, loading: checkingOut } = useCheckout()
  const [addingToBag, setAddingToBag] = useState(false)
  const [addingToWishlist, setAddingToWishlist] = useState(false)
  const missing = hasVariants ? missingChoice(product.variants, choice) : undefined
  const hint = !hasVariants
    ? undefined
    : missing
      ? t.choose[missing]
      : variant && variant.available > 0
        ? undefined
        : t.choose.soldOut

  const state = (ready: boolean, busy: boolean, added: boolean): ActionState =>
    busy ? 'loading' : !ready ? 'pending' : added ? 'added' : 'idle'

  return {
    choice,
    variant,
    // A sold-out pick is kept: the page offers Notify me for exactly that variant (docs/product.md §16.5).
    onChoose: setChoice,
    actions: {
      cart: state(cartReady, addingToBag, inBag),
      wishlist: state(wishlistReady, addingToWishlist, inWishlist),
      checkingOut,
      choiceHint: hint,
      /** The complete choice is a variant with no units left: Add To Bag gives way to Notify me. */
      soldOut: variant !== undefined && variant.available <= 0,
      onAddToBag: async () => {
        if (hasVariants && !variant) return
        const chosen = variant
        setAddingToBag(true)
        await delay(ADD_TO_CART_DELAY_MS)
        dispatch(cartActions.addItem(cartProductFromProduct(product, chosen)))
        setAddingToBag(false)
        toast({
          title: t.added.toCart(product.title),
          description: chosen ? variantLabel(chosen, locale) : undefined,
          duration: PRODUCT_TOAST_DURATION_MS,
        })
      },
      onViewBag: () => {
        dispatch(cartActions.openCart())
      },
      onAddToWishlist: async () => {
        // Logged out: the same toast and redirect to /login as opening the wishlist.
        if (!loggedIn) return openWishlist()
        setAddingToWishlist(true)
        await delay(ADD_TO_WISHLIST_DELAY_MS)
        // The size or colour chosen so far is kept with the item (docs/product.md §4.3).
        dispatch(wishlistActions.addToWishlist(toWishlistItem(product, variant)))
        setAddingToWishlist(false)
        toast({ title: t.added.toWishlist(product.title), duration: PRODUCT_TOAST_DURATION_MS })
      },
      onViewWishlist: openWishlist,
      onCheckout: () => {
        if (key === undefined) return
        void checkout([{ price_id: key, quantity: 1 }], nameWithVariant(product.title, variant, locale))
      },
    },
  }
}
