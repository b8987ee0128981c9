import { CURRENCY } from '@/lib/constants'
import { toMinorUnits } from '@/lib/money'
import type { CartProduct } from '@/lib/store/cart/types'
import type { WishlistItem } from '@/lib/store/wishlist'
import type { WishlistVariant } from '@/lib/store/wishlistStorage'

/**
 * A wishlist item as the cart takes it: price in cents, image URL under `image`, currency AUD by default
 * (docs/product.md §4.3). The line id is the variant's price id, else the product's, as on the product page, so
 * the same product (or size) always lands on the same bag line (docs/product.md §16.3).
 */
export function cartProductFromWishlistItem(
  item: WishlistItem,
  variant?: WishlistVariant,
): CartProduct & { id: string } {
  const key = variant?.price_id ?? item.price_id
  return {
    id: key,
    price_id: key,
    ...(item.product_id ? { product_id: item.product_id } : {}),
    name: item.name,
    description: item.description,
    price: toMinorUnits(variant?.price ?? item.price),
    currency: item.currency || CURRENCY,
    image: item.imageUrl,
    ...(item.imageSrcSet ? { imageSrcSet: item.imageSrcSet } : {}),
    slug: item.slug,
    ...(variant?.size ? { size: variant.size } : {}),
    ...(variant?.colour ? { colour: variant.colour } : {}),
  }
}
