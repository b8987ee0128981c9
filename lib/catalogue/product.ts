import { lineKey, type VariantView } from './variants'
import { CURRENCY } from '../constants'
import { toMinorUnits } from '../money'
import type { CartProduct } from '../store/cart/types'
import type { WishlistItem } from '../store/wishlist'
import type { ProductPageData } from './views'

type ProductLike = Pick<
  ProductPageData,
  | '_id'
  | 'title'
  | 'price'
  | 'description'
  | 'slug'
  | 'price_id'
  | 'cartImage'
  | 'cartImageSrcSet'
  | 'colourCartImages'
  | 'variants'
>

/** The bag line's or wishlist item's picture: the chosen colour's own when it has one (§16.6), else the first. */
function pictureOf(product: ProductLike, variant?: VariantView): { url: string; imageSrcSet?: string } {
  const { cartImage, cartImageSrcSet } = (variant?.colour && product.colourCartImages?.[variant.colour]) || product
  return { url: cartImage, ...(cartImageSrcSet ? { imageSrcSet: cartImageSrcSet } : {}) }
}

/**
 * The product as the bag takes it (docs/product.md §3.5, §16): price in cents, with its slug. The line id is the
 * price id — the chosen variant's, or the product's own — so the product page, the wishlist, the bag, the cart and
 * checkout all name a line the same way.
 */
export function cartProductFromProduct(product: ProductLike, variant?: VariantView): CartProduct & { id: string } {
  const key = lineKey(product, variant)
  const picture = pictureOf(product, variant)
  return {
    id: key,
    price_id: key,
    product_id: product._id,
    name: product.title,
    price: toMinorUnits(variant?.price ?? product.price),
    description: product.description,
    image: picture.url,
    ...(picture.imageSrcSet ? { imageSrcSet: picture.imageSrcSet } : {}),
    currency: CURRENCY,
    slug: product.slug,
    ...(variant?.size ? { size: variant.size } : {}),
    ...(variant?.colour ? { colour: variant.colour } : {}),
  }
}

/**
 * The product as the wishlist keeps it (docs/product.md §3.6): price stays in dollars. The item is the product
 * (keyed by its own price id); a product with sizes or colours is marked, and remembers the variant chosen on the
 * page when one was, so the wishlist can put exactly that into the bag (§4.3).
 */
export function toWishlistItem(product: ProductLike, variant?: VariantView): WishlistItem {
  const hasVariants = product.variants.length > 0
  const picture = pictureOf(product, variant)
  return {
    name: product.title,
    description: product.description,
    price: product.price,
    currency: CURRENCY,
    slug: product.slug,
    imageUrl: picture.url,
    ...(picture.imageSrcSet ? { imageSrcSet: picture.imageSrcSet } : {}),
    price_id: product.price_id,
    product_id: product._id,
    requiresOptions: hasVariants,
    ...(hasVariants && variant
      ? { variant: { price_id: variant.price_id, size: variant.size, colour: variant.colour, price: variant.price } }
      : {}),
  }
}
