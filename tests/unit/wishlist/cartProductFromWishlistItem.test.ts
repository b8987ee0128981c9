import { describe, expect, it } from 'vitest'
import { cartProductFromWishlistItem } from '@/components/wishlist/cartProductFromWishlistItem'

describe('wishlist item to cart product', () => {
  it('uses price_id as the line id, cents, the image URL and AUD by default', () => {
    const product = cartProductFromWishlistItem({
      name: 'Nidha Open Abaya',
      description: 'Crepe',
      price: 129.95,
      currency: '',
      slug: 'nidha-open-abaya',
      imageUrl: 'https://cdn.sanity.io/a.jpg',
      price_id: 'price_abaya',
    })
    expect(product).toEqual({
      id: 'price_abaya',
      price_id: 'price_abaya',
      name: 'Nidha Open Abaya',
      description: 'Crepe',
      price: 12995,
      currency: 'AUD',
      image: 'https://cdn.sanity.io/a.jpg',
      slug: 'nidha-open-abaya',
    })
  })
})
