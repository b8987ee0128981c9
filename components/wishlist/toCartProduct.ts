import { CURRENCY } from '@/lib/constants'
import { toMinorUnits } from '@/lib/money'
import type { CartProduct } from '@/lib/store/cart/types'
import type { WishlistItem } from '@/lib/store/wishlist'

/**
 * A wishlist item as the cart takes it: price in cents, image URL under `image`, currency AUD by default
 * (docs/product.md §4.3). The line id is the price id, as on the product page, so the same product always lands on
 * the same bag line (docs/product.md §16).
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
