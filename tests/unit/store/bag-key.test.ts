import { describe, expect, it, vi } from 'vitest'
import { lineKey, variantLabel } from '@/lib/catalogue/variants'
import { cartProductFromProduct as fromProductPage, toWishlistItem } from '@/lib/catalogue/product'
import type { ProductPageData } from '@/lib/catalogue/views'
import { cartProductFromWishlistItem as fromWishlist } from '@/components/wishlist/cartProductFromWishlistItem'
import { sanitizePersistedCart } from '@/lib/store/cart/sanitize'
import { cartActions, cartReducer, initialCartState } from '@/lib/store/cart/slice'
import type { CartState } from '@/lib/store/cart/types'
import { variantAbaya as abaya } from '@/tests/fixtures/variants'

// docs/product.md §16: one key for a bag line everywhere — the variant's price id, else the product's.

const hijab: ProductPageData = {
  ...abaya,
  _id: 'product-hijab',
  title: 'Rose Hijab',
  price_id: 'price_hijab',
  variants: [],
}

const add = (state: CartState, product: Parameters<typeof cartActions.addItem>[0]) =>
  cartReducer(state, cartActions.addItem(product))

describe('one key for a bag line', () => {
  it('the product page and the wishlist put the same product on the same line', () => {
    let state = add(initialCartState, fromProductPage(hijab))
    state = add(state, fromWishlist(toWishlistItem(hijab)))
    expect(Object.keys(state.cartDetails)).toEqual(['price_hijab'])
    expect(state.cartDetails.price_hijab!.quantity).toBe(2)
    expect(state.cartCount).toBe(2)
  })

  it('each variant is its own line, keyed and priced by the variant, labelled with its size and colour', () => {
    const [, black56, , navy58] = abaya.variants
    let state = add(initialCartState, fromProductPage(abaya, black56))
    state = add(state, fromProductPage(abaya, navy58))
    state = add(state, fromProductPage(abaya, black56))
    expect(Object.keys(state.cartDetails)).toEqual([black56!.price_id, navy58!.price_id])
    const line = state.cartDetails[black56!.price_id]!
    expect(line).toMatchObject({ quantity: 2, price: 13900, size: '56', colour: 'Black', product_id: abaya._id })
    expect(variantLabel(line)).toBe('Size 56 · Black')
    expect(state.cartDetails[navy58!.price_id]!.price).toBe(14900)
    expect(state.totalPrice).toBe(2 * 13900 + 14900)
  })

  it('lineKey prefers the variant', () => {
    expect(lineKey(abaya, abaya.variants[1])).toBe(abaya.variants[1]!.price_id)
    expect(lineKey(hijab)).toBe('price_hijab')
  })

  it('marks wishlist items whose size or colour must be chosen on the product page', () => {
    expect(toWishlistItem(abaya).requiresOptions).toBe(true)
    expect(toWishlistItem(hijab).requiresOptions).toBe(false)
  })
})

describe('a bag saved with the old product-id keys', () => {
  const line = (id: string, price_id: string | undefined, quantity: number) => ({
    id,
    ...(price_id ? { price_id } : {}),
    name: 'Rose Hijab',
    price: 2495,
    quantity,
    value: 2495 * quantity,
    timestamp: '2024-03-01T10:00:00.000Z',
    price_data: {},
    product_data: {},
    formattedValue: '',
    formattedPrice: '',
  })

  it('is re-keyed by price id, and two lines of one product become one line with both quantities', () => {
    const restored = sanitizePersistedCart({
      _persist: { version: 1, rehydrated: true },
      cartDetails: {
        'product-hijab': line('product-hijab', 'price_hijab', 1),
        price_hijab: line('price_hijab', 'price_hijab', 2),
        'product-kufi': line('product-kufi', 'price_kufi', 1),
      },
    } as never)!
    expect(Object.keys(restored.cartDetails!)).toEqual(['price_hijab', 'price_kufi'])
    expect(restored.cartDetails!.price_hijab).toMatchObject({ id: 'price_hijab', quantity: 3, value: 3 * 2495 })
    expect(restored.cartCount).toBe(4)
    expect(restored.totalPrice).toBe(4 * 2495)
    expect(restored.formattedTotalPrice).toBe('$99.80')
  })

  it('keeps a line without a price id under its own id, and never throws on an old or odd shape', () => {
    const restored = sanitizePersistedCart({
      _persist: { version: 1, rehydrated: true },
      cartDetails: { legacy: line('legacy', undefined, 1) },
    } as never)!
    expect(Object.keys(restored.cartDetails!)).toEqual(['legacy'])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(sanitizePersistedCart({ _persist: { version: 1, rehydrated: true }, cartDetails: 'x' } as never)).toBe(
      undefined,
    )
    expect(warn).toHaveBeenCalledWith(
      'Ignoring the saved bag: its contents are not a valid cart. The bag starts empty.',
    )
    warn.mockRestore()
  })
})
