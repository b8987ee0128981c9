import { describe, expect, it, vi } from 'vitest'
import { planAdd, resolveAsk } from '@/components/wishlist/planAdd'
import { cartProductFromWishlistItem } from '@/components/wishlist/cartProductFromWishlistItem'
import type { VariantView } from '@/lib/catalogue/variants'
import { toWishlistItem } from '@/lib/catalogue/product'
import type { ProductPageData } from '@/lib/catalogue/views'
import { cartActions, cartReducer, initialCartState } from '@/lib/store/cart/slice'
import { createAppStore } from '@/lib/store/createStore'
import { wishlistActions, type WishlistItem } from '@/lib/store/wishlist'
import { migrateWishlistItem, readStoredWishlist } from '@/lib/store/wishlistStorage'

// docs/product.md §3.6, §4.3: a wishlist item remembers the size or colour chosen when it was saved; every item
// goes into the bag, asking for a missing choice; saved lists of every earlier shape keep their items.

const view = (size: string, available: number, price = 139): VariantView => ({
  key: `price_${size}`,
  size,
  colour: null,
  price_id: `price_${size}`,
  price,
  available,
})

const thobe: ProductPageData = {
  _id: 'product-thobe',
  title: 'White Emirati Thobe',
  price: 89,
  description: 'Crisp cotton.',
  slug: 'white-emirati-thobe',
  categoryName: 'Men',
  price_id: 'price_thobe',
  gallery: [],
  cartImage: '/t.webp',
  cartImageSrcSet: '',
  variants: [view('S', 0, 89), view('M', 4, 89), view('L', 2, 95)],
}
const mat: ProductPageData = { ...thobe, _id: 'product-mat', title: 'Prayer Mat', price_id: 'price_mat', variants: [] }

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial))
  return {
    get length() {
      return data.size
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  }
}

describe('a wishlist item remembers the chosen variant', () => {
  it('keeps the size chosen on the product page, keyed by the product', () => {
    const item = toWishlistItem(thobe, thobe.variants[2])
    expect(item).toMatchObject({
      price_id: 'price_thobe',
      product_id: 'product-thobe',
      requiresOptions: true,
      variant: { price_id: 'price_L', size: 'L', colour: null, price: 95 },
    })
    expect(toWishlistItem(thobe).variant).toBeUndefined()
    // A product in one version never carries a variant.
    expect(toWishlistItem(mat, thobe.variants[1])).not.toHaveProperty('variant')
  })

  it('goes into the bag as that variant, on the product page’s line', () => {
    const item = toWishlistItem(thobe, thobe.variants[2])
    const state = cartReducer(initialCartState, cartActions.addItem(cartProductFromWishlistItem(item, item.variant)))
    expect(state.cartDetails['price_L']).toMatchObject({ price: 9500, size: 'L', product_id: 'product-thobe' })
  })

  it('is saved with its variant and read back', () => {
    const storage = memoryStorage()
    const store = createAppStore({ storage })
    store.dispatch(wishlistActions.addToWishlist(toWishlistItem(thobe, thobe.variants[1])))
    expect(readStoredWishlist(storage)[0]?.variant).toEqual({ price_id: 'price_M', size: 'M', colour: null, price: 89 })
  })
})

describe('saved wishlists of earlier shapes', () => {
  const legacy = {
    name: 'Nidha Open Abaya',
    description: 'Flowing crepe.',
    price: 129,
    currency: 'AUD',
    slug: 'nidha-open-abaya',
    imageUrl: '/a.webp',
    price_id: 'price_abaya',
  }

  it('reads items saved before sizes existed and before variants were remembered, unchanged', () => {
    const storage = memoryStorage({
      wishlist: JSON.stringify([legacy, { ...legacy, price_id: 'p2', requiresOptions: true }]),
    })
    const items = readStoredWishlist(storage)
    expect(items).toHaveLength(2)
    expect(items[0]).toEqual(legacy)
    expect(items[0]?.requiresOptions).toBeUndefined()
    expect(items[1]?.requiresOptions).toBe(true)
  })

  it('keeps an item whose remembered variant no longer reads, dropping only the variant', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const broken = { ...legacy, requiresOptions: true, variant: { size: 56 } }
    expect(migrateWishlistItem(broken)).toEqual({ ...legacy, requiresOptions: true })
    const storage = memoryStorage({ wishlist: JSON.stringify([broken, { nonsense: true }]) })
    expect(readStoredWishlist(storage).map((item) => item.price_id)).toEqual(['price_abaya'])
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })
})

describe('putting items into the bag', () => {
  const remembered = toWishlistItem(thobe, thobe.variants[2])
  const soldOut = { ...toWishlistItem(thobe, thobe.variants[0]), price_id: 'price_thobe2' }
  const unchosen = { ...toWishlistItem(thobe), price_id: 'price_thobe3' }
  const plain = toWishlistItem(mat)
  const legacy: WishlistItem = { ...toWishlistItem(mat), price_id: 'price_old', requiresOptions: undefined }

  it('adds remembered and one-version items, asks for the rest, and names a sold-out variant', () => {
    const plan = planAdd([remembered, soldOut, unchosen, plain, legacy], { price_S: 0, price_L: 2 })
    expect(plan.ready.map((r) => r.item.price_id)).toEqual(['price_thobe', 'price_mat'])
    expect(plan.ready[0]?.variant?.size).toBe('L')
    expect(plan.soldOut.map((r) => r.item.price_id)).toEqual(['price_thobe2'])
    // Unknown whether the legacy item has sizes: the server is asked, as for the unchosen one.
    expect(plan.ask.map((item) => item.price_id)).toEqual(['price_thobe3', 'price_old'])
  })

  it('settles asked items by the server’s answer: a picker, one version, or no longer sold', () => {
    const gone = { ...unchosen, price_id: 'price_gone' }
    const resolved = resolveAsk([unchosen, legacy, gone], { price_thobe3: thobe.variants, price_old: [] })
    expect(resolved.requests.map((r) => r.item.price_id)).toEqual(['price_thobe3'])
    expect(resolved.ready.map((r) => r.item.price_id)).toEqual(['price_old'])
    expect(resolved.gone.map((item) => item.price_id)).toEqual(['price_gone'])
  })
})
