import { describe, expect, it } from 'vitest'
import type { VariantView } from '@/lib/catalogue/variants'
import { cartProductFromProduct, toWishlistItem } from '@/lib/catalogue/product'
import type { ProductPageData } from '@/lib/catalogue/views'
import { variantAbaya } from '@/tests/fixtures/variants'

// docs/product.md §16.6: a picture tied to a colour is the one the bag line and the wishlist item of that colour show.

const variant = (colour: string): VariantView => ({
  key: colour,
  size: null,
  colour,
  price_id: `price_${colour}`,
  price: 139,
  available: 3,
})

/** The abaya in black and navy, its front picture first and a picture of its own for navy. */
const abaya: ProductPageData = {
  ...variantAbaya,
  _id: 'product-abaya',
  cartImage: '/front.webp',
  cartImageSrcSet: '/front-160.webp 160w',
  colourCartImages: { Navy: { cartImage: '/navy.webp', cartImageSrcSet: '/navy-160.webp 160w' } },
  variants: [variant('Black'), variant('Navy')],
}

describe("a line's picture", () => {
  it("is the chosen colour's own picture when an editor tied one to it", () => {
    expect(cartProductFromProduct(abaya, variant('Navy'))).toMatchObject({
      image: '/navy.webp',
      imageSrcSet: '/navy-160.webp 160w',
    })
    expect(toWishlistItem(abaya, variant('Navy'))).toMatchObject({
      imageUrl: '/navy.webp',
      imageSrcSet: '/navy-160.webp 160w',
    })
  })

  it("is the product's first picture for a colour without one, and without a choice", () => {
    expect(cartProductFromProduct(abaya, variant('Black'))).toMatchObject({ image: '/front.webp' })
    expect(toWishlistItem(abaya)).toMatchObject({ imageUrl: '/front.webp', imageSrcSet: '/front-160.webp 160w' })
  })
})
