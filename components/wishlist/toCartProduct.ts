import { CURRENCY } from '@/lib/constants'
import { toMinorUnits } from '@/lib/money'
import type { CartDetails, CartProduct } from '@/lib/store/cart/types'
import type { WishlistItem } from '@/lib/store/wishlist'

/**
 * A wishlist item as the cart takes it: price in cents, image URL under `image`, currency AUD by default (docs/product.md §4).
 * A wishlist item has no product id, so it joins the bag's line with the same price_id when there is one
 * (the product page keys lines by product id); otherwise the price_id becomes the line id.
 */
export function toCartProduct(item: WishlistItem, cartDetails: CartDetails = {}): CartProduct & { id: string } {
  const existing = Object.values(cartDetails).find((line) => line.price_id === item.price_id)
  return {
    id: existing?.id ?? item.price_id,
    price_id: item.price_id,
    name: item.name,
    description: item.description,
    price: toMinorUnits(item.price),
    currency: item.currency || CURRENCY,
    image: item.imageUrl,
    slug: item.slug,
  }
}
