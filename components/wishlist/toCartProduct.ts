import { CURRENCY } from '../../lib/constants'
import { toMinorUnits } from '../../lib/money'
import type { CartProduct } from '../../lib/store/cart/types'
import type { WishlistItem } from '../../lib/store/wishlist'

/**
 * A wishlist item as the cart takes it: price in cents, image URL under `image`, currency AUD by default (spec §4).
 * The cart line id is the price_id, the one identifier a wishlist item has (the product page must use the same
 * id, or the same product would end up on two lines).
 */
export function toCartProduct(item: WishlistItem): CartProduct & { id: string } {
  return {
    id: item.price_id,
    price_id: item.price_id,
    name: item.name,
    description: item.description,
    price: toMinorUnits(item.price),
    currency: item.currency || CURRENCY,
    image: item.imageUrl,
    slug: item.slug,
  }
}
