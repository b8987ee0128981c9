import { CURRENCY } from '../constants'
import { toMinorUnits } from '../money'
import type { CartProduct } from '../store/cart/types'
import type { WishlistItem } from '../store/wishlist'
import type { ProductPageData } from './views'

type ProductLike = Pick<ProductPageData, '_id' | 'title' | 'price' | 'description' | 'slug' | 'price_id' | 'cartImage'>

/** The product as the bag takes it (docs/product.md §3 cart line): price in cents, keyed by the product id, with its slug. */
export function toCartProduct(product: ProductLike): CartProduct & { id: string } {
  return {
    id: product._id,
    price_id: product.price_id,
    name: product.title,
    price: toMinorUnits(product.price),
    description: product.description,
    image: product.cartImage,
    currency: CURRENCY,
    slug: product.slug,
  }
}

/** The product as the wishlist keeps it (docs/product.md §3): price stays in dollars. */
export function toWishlistItem(product: ProductLike): WishlistItem {
  return {
    name: product.title,
    description: product.description,
    price: product.price,
    currency: CURRENCY,
    slug: product.slug,
    imageUrl: product.cartImage,
    price_id: product.price_id,
  }
}
