import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cartActions, cartReducer, initialCartState } from '@/lib/store/cart/slice'
import type { CartDetails, CartEntry, CartProduct, CartState } from '@/lib/store/cart/types'
import { createAppStore } from '@/lib/store/createStore'

// Ported from use-shopping-cart 3.2.0: core/slice.test.js (bare reducer) and react/test/index.test.js (through the store).
// Money is in minor units (cents); the shop formats AUD as `$12.50`.

const NOW = new Date('2024-03-01T10:00:00.000Z')
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

function product(overrides: Partial<CartProduct> = {}): CartProduct {
  return { id: 'id_abc', name: 'Linen shirt', price: 500, currency: 'AUD', image: '/shirt.png', ...overrides }
}

function entry(id: string, name: string, price: number, quantity: number): CartEntry {
  return {
    id,
    name,
    price,
    currency: 'AUD',
    quantity,
    value: price * quantity,
    timestamp: NOW.toISOString(),
    price_data: {},
    product_data: {},
    formattedValue: `$${((price * quantity) / 100).toFixed(2)}`,
    formattedPrice: `$${(price / 100).toFixed(2)}`,
  }
}

/** Bananas 400 × 2 and Oranges 250 × 4: 6 items, $18.00, as in use-shopping-cart's mockCart(). */
function mockCartDetails(): CartDetails {
  return { id_bananas: entry('id_bananas', 'Bananas', 400, 2), id_oranges: entry('id_oranges', 'Oranges', 250, 4) }
}

function mockCart(): CartState {
  return {
    ...initialCartState,
    cartDetails: mockCartDetails(),
    cartCount: 6,
    totalPrice: 1800,
    formattedTotalPrice: '$18.00',
  }
}

function reduce(state: CartState, ...actions: Parameters<typeof cartReducer>[1][]): CartState {
  return actions.reduce(cartReducer, state)
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('cart reducer', () => {
  it('starts empty with the shop settings and a formatted $0.00 total', () => {
    expect(cartReducer(undefined, { type: '@@INIT' })).toEqual(initialCartState)
    expect(initialCartState).toMatchObject({
      cartCount: 0,
      totalPrice: 0,
      formattedTotalPrice: '$0.00',
      cartDetails: {},
      currency: 'AUD',
      language: 'en-US',
      mode: 'payment',
      cartMode: 'client-only',
      shouldDisplayCart: false,
      lastClicked: '',
      shouldPersist: true,
    })
  })

  it('returns the same state for an unknown action', () => {
    const state = mockCart()
    expect(cartReducer(state, { type: 'cart/unknown' })).toBe(state)
  })
})

describe('addItem', () => {
  it('adds an entry with count 1 by default, with every computed line field', () => {
    const state = reduce(initialCartState, cartActions.addItem(product({ price: 1250 })))
    expect(state.cartDetails.id_abc).toEqual({
      id: 'id_abc',
      name: 'Linen shirt',
      price: 1250,
      currency: 'AUD',
      image: '/shirt.png',
      quantity: 1,
      value: 1250,
      timestamp: NOW.toISOString(),
      price_data: {},
      product_data: {},
      formattedValue: '$12.50',
      formattedPrice: '$12.50',
    })
    expect(state.cartCount).toBe(1)
    expect(state.totalPrice).toBe(1250)
    expect(state.formattedTotalPrice).toBe('$12.50')
  })

  it('stamps the line with an ISO date-time', () => {
    vi.useRealTimers()
    const state = reduce(initialCartState, cartActions.addItem(product()))
    expect(state.cartDetails.id_abc?.timestamp).toMatch(ISO)
  })

  it('adds `count` items at once', () => {
    const state = reduce(initialCartState, cartActions.addItem(product({ price: 325 }), { count: 3 }))
    expect(state.cartDetails.id_abc).toMatchObject({
      quantity: 3,
      value: 975,
      formattedValue: '$9.75',
      formattedPrice: '$3.25',
    })
    expect(state).toMatchObject({ cartCount: 3, totalPrice: 975, formattedTotalPrice: '$9.75' })
  })

  it('treats a count of 0 or NaN as the default count 1, as use-shopping-cart does', () => {
    for (const count of [0, Number.NaN]) {
      const state = reduce(initialCartState, cartActions.addItem(product({ price: 100 }), { count }))
      expect(state.cartDetails.id_abc?.quantity).toBe(1)
      expect(state.cartCount).toBe(1)
    }
  })

  it('retains the existing entries when adding another product', () => {
    const state = reduce(mockCart(), cartActions.addItem(product({ id: 'id_new', price: 100 })))
    expect(state.cartCount).toBe(7)
    expect(state.totalPrice).toBe(1900)
    expect(state.formattedTotalPrice).toBe('$19.00')
    expect(state.cartDetails.id_new).toMatchObject(product({ id: 'id_new', price: 100 }))
    expect(state.cartDetails.id_bananas).toEqual(mockCartDetails().id_bananas)
    expect(state.cartDetails.id_oranges).toEqual(mockCartDetails().id_oranges)
  })

  it('adds the count to the existing line when the same product is added again', () => {
    const state = reduce(
      initialCartState,
      cartActions.addItem(product({ price: 325 })),
      cartActions.addItem(product({ price: 325 }), { count: 2 }),
    )
    expect(Object.keys(state.cartDetails)).toEqual(['id_abc'])
    expect(state.cartDetails.id_abc).toMatchObject({ quantity: 3, value: 975, formattedValue: '$9.75' })
    expect(state).toMatchObject({ cartCount: 3, totalPrice: 975, formattedTotalPrice: '$9.75' })
  })

  it('keeps the stored price and name when the same id is re-added with other values', () => {
    const state = reduce(
      initialCartState,
      cartActions.addItem(product({ price: 100 })),
      cartActions.addItem(product({ price: 999, name: 'Renamed' })),
    )
    expect(state.cartDetails.id_abc).toMatchObject({ price: 100, name: 'Linen shirt', quantity: 2, value: 200 })
    expect(state.totalPrice).toBe(200)
  })

  it('renews the timestamp when the line is updated', () => {
    let state = reduce(initialCartState, cartActions.addItem(product()))
    vi.setSystemTime(new Date('2024-03-02T08:30:00.000Z'))
    state = reduce(state, cartActions.addItem(product()))
    expect(state.cartDetails.id_abc?.timestamp).toBe('2024-03-02T08:30:00.000Z')
  })

  it('does not change the options object the caller passed', () => {
    const options = { count: 0 }
    cartActions.addItem(product(), options)
    expect(options).toEqual({ count: 0 })
  })

  it('does not create a line for a new product with a negative count', () => {
    const state = reduce(initialCartState, cartActions.addItem(product(), { count: -3 }))
    expect(state.cartDetails).toEqual({})
    expect(state).toMatchObject({ cartCount: 0, totalPrice: 0, formattedTotalPrice: '$0.00' })
  })

  describe('line id', () => {
    it.each([
      ['price_id', { id: undefined, price_id: 'price_1' }, 'price_1'],
      ['sku_id', { id: undefined, sku_id: 'sku_id_1' }, 'sku_id_1'],
      ['sku', { id: undefined, sku: 'sku_1' }, 'sku_1'],
      ['id before price_id', { id: 'prod_1', price_id: 'price_1' }, 'prod_1'],
      ['an empty id falls through to price_id', { id: '', price_id: 'pid' }, 'pid'],
    ])('uses %s', (_label, ids, expected) => {
      const state = reduce(initialCartState, cartActions.addItem(product(ids)))
      expect(Object.keys(state.cartDetails)).toEqual([expected])
      expect(state.cartDetails[expected]?.id).toBe(expected)
    })

    it('generates a distinct id for each product without any id', () => {
      const state = reduce(
        initialCartState,
        cartActions.addItem(product({ id: undefined, name: 'A' })),
        cartActions.addItem(product({ id: '', name: 'B' })),
      )
      const ids = Object.keys(state.cartDetails)
      expect(ids).toHaveLength(2)
      for (const id of ids) {
        expect(id).not.toBe('')
        expect(state.cartDetails[id]?.id).toBe(id)
      }
    })
  })

  describe('metadata', () => {
    it('attaches price_metadata as price_data', () => {
      const state = reduce(initialCartState, cartActions.addItem(product(), { price_metadata: { type: 'food' } }))
      expect(state.cartDetails.id_abc?.price_data).toEqual({ type: 'food' })
      expect(state.cartDetails.id_abc?.product_data).toEqual({})
    })

    it('attaches product_metadata as product_data', () => {
      const state = reduce(initialCartState, cartActions.addItem(product(), { product_metadata: { type: 'digital' } }))
      expect(state.cartDetails.id_abc?.product_data).toEqual({ type: 'digital' })
      expect(state.cartDetails.id_abc?.price_data).toEqual({})
    })

    it("merges the metadata into the product's own price_data and product_data", () => {
      const state = reduce(
        initialCartState,
        cartActions.addItem(product({ price_data: { test: 'static' }, product_data: { size: 'M' } }), {
          price_metadata: { dynamicTest: 'dynamic' },
          product_metadata: { colour: 'blue' },
        }),
      )
      expect(state.cartDetails.id_abc?.price_data).toEqual({ test: 'static', dynamicTest: 'dynamic' })
      expect(state.cartDetails.id_abc?.product_data).toEqual({ size: 'M', colour: 'blue' })
    })

    it('stacks metadata across adds of the same product', () => {
      const state = reduce(
        initialCartState,
        cartActions.addItem(product(), { product_metadata: { first: 1 }, price_metadata: { a: 1 } }),
        cartActions.addItem(product(), { product_metadata: { second: 2 }, price_metadata: { a: 2, b: 3 } }),
      )
      expect(state.cartDetails.id_abc?.product_data).toEqual({ first: 1, second: 2 })
      expect(state.cartDetails.id_abc?.price_data).toEqual({ a: 2, b: 3 })
      expect(state.cartDetails.id_abc?.quantity).toBe(2)
    })
  })
})

describe('incrementItem', () => {
  it('increments a line by 1 by default', () => {
    const state = reduce(mockCart(), cartActions.incrementItem('id_bananas'))
    expect(state.cartDetails.id_bananas).toMatchObject({ quantity: 3, value: 1200, formattedValue: '$12.00' })
    expect(state).toMatchObject({ cartCount: 7, totalPrice: 2200, formattedTotalPrice: '$22.00' })
  })

  it('increments a line by `count`', () => {
    const state = reduce(mockCart(), cartActions.incrementItem('id_bananas', { count: 2 }))
    expect(state.cartDetails.id_bananas?.quantity).toBe(4)
    expect(state).toMatchObject({ cartCount: 8, totalPrice: 2600 })
  })

  it('keeps the formattedPrice of the line', () => {
    const state = reduce(mockCart(), cartActions.incrementItem('id_oranges'))
    expect(state.cartDetails.id_oranges?.formattedPrice).toBe('$2.50')
  })

  it('changes nothing for an id that is not in the cart', () => {
    const state = mockCart()
    expect(reduce(state, cartActions.incrementItem('id_missing'))).toEqual(state)
  })
})

describe('decrementItem', () => {
  it('decreases a line by one and its totals', () => {
    const state = reduce(mockCart(), cartActions.decrementItem('id_bananas'))
    expect(state.cartDetails.id_bananas).toMatchObject({ quantity: 1, value: 400, formattedValue: '$4.00' })
    expect(state).toMatchObject({ cartCount: 5, totalPrice: 1400, formattedTotalPrice: '$14.00' })
  })

  it('decreases a line by `count`', () => {
    const state = reduce(mockCart(), cartActions.decrementItem('id_oranges', { count: 3 }))
    expect(state.cartDetails.id_oranges?.quantity).toBe(1)
    expect(state).toMatchObject({ cartCount: 3, totalPrice: 1050 })
  })

  it('removes the line when its quantity reaches exactly 0', () => {
    const state = reduce(mockCart(), cartActions.decrementItem('id_bananas', { count: 2 }))
    expect(state.cartDetails.id_bananas).toBeUndefined()
    expect(state).toMatchObject({ cartCount: 4, totalPrice: 1000, formattedTotalPrice: '$10.00' })
  })

  it('removes the line instead of going negative', () => {
    const state = reduce(mockCart(), cartActions.decrementItem('id_bananas', { count: 5 }))
    expect(state.cartDetails.id_bananas).toBeUndefined()
    expect(state).toMatchObject({ cartCount: 4, totalPrice: 1000 })
  })
})

describe('setItemQuantity', () => {
  it('sets the quantity of a line (applied as a delta to the totals)', () => {
    const state = reduce(mockCart(), cartActions.setItemQuantity('id_bananas', 10))
    expect(state.cartDetails.id_bananas).toMatchObject({ quantity: 10, value: 4000, formattedValue: '$40.00' })
    expect(state).toMatchObject({ cartCount: 14, totalPrice: 5000, formattedTotalPrice: '$50.00' })
  })

  it('can lower the quantity', () => {
    const state = reduce(mockCart(), cartActions.setItemQuantity('id_oranges', 1))
    expect(state.cartDetails.id_oranges?.quantity).toBe(1)
    expect(state).toMatchObject({ cartCount: 3, totalPrice: 1050 })
  })

  it('removes the line when set to 0', () => {
    const state = reduce(mockCart(), cartActions.setItemQuantity('id_bananas', 0))
    expect(state.cartDetails.id_bananas).toBeUndefined()
    expect(state).toMatchObject({ cartCount: 4, totalPrice: 1000, formattedTotalPrice: '$10.00' })
  })

  it('ignores a negative quantity', () => {
    const state = mockCart()
    expect(reduce(state, cartActions.setItemQuantity('id_bananas', -1))).toEqual(state)
  })

  it('ignores an id that is not in the cart, for a positive quantity and for 0', () => {
    const state = mockCart()
    expect(reduce(state, cartActions.setItemQuantity('id_missing', 3))).toEqual(state)
    expect(reduce(state, cartActions.setItemQuantity('id_missing', 0))).toEqual(state)
  })

  it('accepts a fractional quantity as use-shopping-cart does', () => {
    const state = reduce(mockCart(), cartActions.setItemQuantity('id_bananas', 2.5))
    expect(state.cartDetails.id_bananas).toMatchObject({ quantity: 2.5, value: 1000 })
    expect(state).toMatchObject({ cartCount: 6.5, totalPrice: 2000 })
  })

  it('ignores a quantity that is not a finite number', () => {
    const state = mockCart()
    expect(reduce(state, cartActions.setItemQuantity('id_bananas', Number.POSITIVE_INFINITY))).toEqual(state)
    expect(reduce(state, cartActions.setItemQuantity('id_bananas', Number.NaN))).toEqual(state)
  })
})

describe('removeItem', () => {
  it('removes the line and subtracts its value and quantity', () => {
    const state = reduce(mockCart(), cartActions.removeItem('id_bananas'))
    expect(state.cartDetails.id_bananas).toBeUndefined()
    expect(state.cartDetails.id_oranges).toEqual(mockCartDetails().id_oranges)
    expect(state).toMatchObject({ cartCount: 6 - 2, totalPrice: 1800 - 800, formattedTotalPrice: '$10.00' })
  })

  it('changes nothing for an id that is not in the cart', () => {
    const state = mockCart()
    expect(reduce(state, cartActions.removeItem('id_missing'))).toEqual(state)
  })
})

describe('clearCart', () => {
  it('empties the bag and zeroes the totals, keeping every other key', () => {
    const before = { ...mockCart(), shouldDisplayCart: true, lastClicked: 'id_bananas', stripe: 'pk_test_x' }
    const state = reduce(before, cartActions.clearCart())
    expect(state).toEqual({ ...before, cartDetails: {}, cartCount: 0, totalPrice: 0, formattedTotalPrice: '$0.00' })
  })
})

describe('loadCart', () => {
  const carrots = () => ({
    id_carrots: entry('id_carrots', 'Carrots', 300, 3),
    id_broccoli: entry('id_broccoli', 'Broccoli', 100, 3),
  })

  it('merges new lines into the cart by default and recomputes the totals', () => {
    const state = reduce(mockCart(), cartActions.loadCart(carrots()))
    expect(state.cartDetails).toEqual({ ...mockCartDetails(), ...carrots() })
    expect(state).toMatchObject({ cartCount: 12, totalPrice: 3000, formattedTotalPrice: '$30.00' })
  })

  it('replaces the cart when shouldMerge is false', () => {
    const state = reduce(mockCart(), cartActions.loadCart(carrots(), false))
    expect(state.cartDetails).toEqual(carrots())
    expect(state).toMatchObject({ cartCount: 6, totalPrice: 1200, formattedTotalPrice: '$12.00' })
  })

  it('replacing with an empty bag also resets the formatted total', () => {
    const state = reduce(mockCart(), cartActions.loadCart({}, false))
    expect(state).toMatchObject({ cartDetails: {}, cartCount: 0, totalPrice: 0, formattedTotalPrice: '$0.00' })
  })

  it('does not double-count a line that is merged again', () => {
    const state = reduce(mockCart(), cartActions.loadCart(mockCartDetails()), cartActions.loadCart(mockCartDetails()))
    expect(state.cartDetails.id_bananas?.quantity).toBe(2)
    expect(state).toMatchObject({ cartCount: 6, totalPrice: 1800, formattedTotalPrice: '$18.00' })
  })

  it('a merged line with an existing id replaces that line', () => {
    const state = reduce(mockCart(), cartActions.loadCart({ id_bananas: entry('id_bananas', 'Bananas', 400, 5) }))
    expect(state.cartDetails.id_bananas?.quantity).toBe(5)
    expect(state).toMatchObject({ cartCount: 9, totalPrice: 3000 })
  })

  it('recomputes value and formatted strings from price × quantity, ignoring the incoming ones', () => {
    vi.useRealTimers()
    const tampered = {
      ...entry('id_carrots', 'Carrots', 300, 3),
      value: 1,
      formattedValue: '$0.01',
      formattedPrice: '$9.99',
      timestamp: 'yesterday',
    }
    const state = reduce(initialCartState, cartActions.loadCart({ id_carrots: tampered }, false))
    expect(state.cartDetails.id_carrots).toMatchObject({
      value: 900,
      formattedValue: '$9.00',
      formattedPrice: '$3.00',
      timestamp: expect.stringMatching(ISO),
    })
    expect(state.totalPrice).toBe(900)
  })

  it('stores each line under its own id, not the key it came under', () => {
    const state = reduce(
      initialCartState,
      cartActions.loadCart({ wrong_key: entry('id_carrots', 'Carrots', 300, 1) }, false),
    )
    expect(Object.keys(state.cartDetails)).toEqual(['id_carrots'])
  })

  it('keeps the price_data and product_data of loaded lines', () => {
    const line = { ...entry('id_carrots', 'Carrots', 300, 1), price_data: { tax: 'gst' }, product_data: { size: 'S' } }
    const state = reduce(initialCartState, cartActions.loadCart({ id_carrots: line }))
    expect(state.cartDetails.id_carrots).toMatchObject({ price_data: { tax: 'gst' }, product_data: { size: 'S' } })
  })

  it('skips lines without a positive quantity', () => {
    const state = reduce(initialCartState, cartActions.loadCart({ id_carrots: entry('id_carrots', 'Carrots', 300, 0) }))
    expect(state).toMatchObject({ cartDetails: {}, cartCount: 0, totalPrice: 0 })
  })
})

describe('ids that name Object.prototype members', () => {
  // cartDetails is a plain object; a lookup must not find 'toString' or 'constructor' on its prototype.
  it.each([
    ['incrementItem', cartActions.incrementItem('toString')],
    ['decrementItem', cartActions.decrementItem('valueOf')],
    ['setItemQuantity', cartActions.setItemQuantity('toString', 3)],
    ['removeItem', cartActions.removeItem('constructor')],
  ])('%s on such an id changes nothing', (_name, action) => {
    const state = mockCart()
    expect(reduce(state, action)).toEqual(state)
  })

  it("adding a product whose id is 'constructor' creates a normal line", () => {
    const state = reduce(initialCartState, cartActions.addItem(product({ id: 'constructor', price: 700 })))
    expect(state.cartDetails.constructor).toMatchObject({ id: 'constructor', quantity: 1, value: 700 })
    expect(state).toMatchObject({ cartCount: 1, totalPrice: 700, formattedTotalPrice: '$7.00' })
  })
})

describe('cart display and last clicked', () => {
  it('handleCartClick toggles the cart', () => {
    const once = reduce(initialCartState, cartActions.handleCartClick())
    expect(once.shouldDisplayCart).toBe(true)
    expect(reduce(once, cartActions.handleCartClick()).shouldDisplayCart).toBe(false)
  })

  it('handleCartHover shows the cart and keeps it shown', () => {
    const state = reduce(initialCartState, cartActions.handleCartHover(), cartActions.handleCartHover())
    expect(state.shouldDisplayCart).toBe(true)
  })

  it('handleCloseCart hides the cart', () => {
    expect(
      reduce({ ...initialCartState, shouldDisplayCart: true }, cartActions.handleCloseCart()).shouldDisplayCart,
    ).toBe(false)
    expect(reduce(initialCartState, cartActions.handleCloseCart()).shouldDisplayCart).toBe(false)
  })

  it('storeLastClicked stores the id', () => {
    expect(reduce(mockCart(), cartActions.storeLastClicked('id_oranges')).lastClicked).toBe('id_oranges')
  })
})

// use-shopping-cart react/test/index.test.js: the same behaviours through the real store (guard + persistence wiring).
describe('through the app store', () => {
  function cart(store: ReturnType<typeof createAppStore>) {
    return store.getState().cart
  }

  it('has the expected initial cart', () => {
    expect(cart(createAppStore())).toMatchObject({
      cartDetails: {},
      totalPrice: 0,
      formattedTotalPrice: '$0.00',
      cartCount: 0,
      shouldDisplayCart: false,
    })
  })

  it('adds an item', () => {
    const store = createAppStore()
    store.dispatch(cartActions.addItem(product({ price: 200 })))
    expect(cart(store).cartDetails.id_abc).toMatchObject({
      ...product({ price: 200 }),
      quantity: 1,
      value: 200,
      formattedValue: '$2.00',
    })
    expect(cart(store)).toMatchObject({ cartCount: 1, totalPrice: 200 })
  })

  it('adds 50 different products', () => {
    const store = createAppStore()
    for (let i = 0; i < 50; i++) store.dispatch(cartActions.addItem(product({ id: `p${i}`, price: 100 + i })))
    const lines = Object.values(cart(store).cartDetails)
    expect(lines).toHaveLength(50)
    expect(cart(store).cartCount).toBe(50)
    expect(cart(store).totalPrice).toBe(lines.reduce((sum, line) => sum + line.value, 0))
    expect(cart(store).totalPrice).toBe(50 * 100 + (49 * 50) / 2)
  })

  it('adds multiple different items', () => {
    const store = createAppStore()
    store.dispatch(cartActions.addItem(product({ id: 'a', price: 400 })))
    store.dispatch(cartActions.addItem(product({ id: 'b', price: 100 })))
    expect(cart(store)).toMatchObject({ cartCount: 2, totalPrice: 500, formattedTotalPrice: '$5.00' })
  })

  it('adds multiple of the same item', () => {
    const store = createAppStore()
    store.dispatch(cartActions.addItem(product({ price: 325 })))
    store.dispatch(cartActions.addItem(product({ price: 325 })))
    expect(cart(store).cartDetails.id_abc).toMatchObject({ quantity: 2, value: 650, formattedValue: '$6.50' })
    expect(cart(store).totalPrice).toBe(650)
  })

  it('stacks product_data on a second add', () => {
    const store = createAppStore()
    store.dispatch(cartActions.addItem(product({ product_data: { test: 'x' } })))
    store.dispatch(cartActions.addItem(product(), { product_metadata: { dynamicTest: 'y' } }))
    expect(cart(store).cartDetails.id_abc?.product_data).toEqual({ test: 'x', dynamicTest: 'y' })
  })

  it('removes the correct item', () => {
    const store = createAppStore()
    store.dispatch(cartActions.addItem(product({ id: 'a', price: 100 })))
    store.dispatch(cartActions.addItem(product({ id: 'b', price: 200 })))
    store.dispatch(cartActions.removeItem('a'))
    expect(Object.keys(cart(store).cartDetails)).toEqual(['b'])
    expect(cart(store)).toMatchObject({ cartCount: 1, totalPrice: 200 })
  })

  it('increments an item', () => {
    const store = createAppStore()
    store.dispatch(cartActions.addItem(product({ price: 300 })))
    store.dispatch(cartActions.incrementItem('id_abc'))
    expect(cart(store).cartDetails.id_abc).toMatchObject({ quantity: 2, value: 600 })
    expect(cart(store).cartCount).toBe(2)
  })

  it('decrements an item', () => {
    const store = createAppStore()
    store.dispatch(cartActions.addItem(product({ price: 256 }), { count: 3 }))
    store.dispatch(cartActions.decrementItem('id_abc'))
    expect(cart(store).cartDetails.id_abc).toMatchObject({ quantity: 2, value: 512, formattedValue: '$5.12' })
    expect(cart(store)).toMatchObject({ cartCount: 2, totalPrice: 512 })
  })

  it('decrements the correct item, and removes at 0 without going negative', () => {
    const store = createAppStore()
    store.dispatch(cartActions.addItem(product({ id: 'a', price: 100 }), { count: 2 }))
    store.dispatch(cartActions.addItem(product({ id: 'b', price: 100 }), { count: 4 }))
    store.dispatch(cartActions.decrementItem('b'))
    expect(cart(store).cartDetails.a?.quantity).toBe(2)
    expect(cart(store).cartDetails.b?.quantity).toBe(3)
    store.dispatch(cartActions.decrementItem('a', { count: 5 }))
    expect(cart(store).cartDetails.a).toBeUndefined()
    expect(cart(store)).toMatchObject({ cartCount: 3, totalPrice: 300 })
  })

  it('sets the quantity and removes at 0', () => {
    const store = createAppStore()
    store.dispatch(cartActions.addItem(product({ price: 150 })))
    store.dispatch(cartActions.setItemQuantity('id_abc', 5))
    expect(cart(store).cartDetails.id_abc).toMatchObject({ quantity: 5, value: 750 })
    store.dispatch(cartActions.setItemQuantity('id_abc', 0))
    expect(cart(store)).toMatchObject({ cartDetails: {}, cartCount: 0, totalPrice: 0, formattedTotalPrice: '$0.00' })
  })

  it('loadCart replaces and merges', () => {
    const store = createAppStore()
    store.dispatch(cartActions.addItem(product({ price: 200 }), { count: 2 }))
    store.dispatch(cartActions.loadCart(mockCartDetails(), false))
    expect(cart(store)).toMatchObject({ cartDetails: mockCartDetails(), totalPrice: 1800, cartCount: 6 })
    store.dispatch(cartActions.addItem(product({ price: 200 }), { count: 2 }))
    store.dispatch(cartActions.loadCart(mockCartDetails()))
    expect(cart(store)).toMatchObject({ totalPrice: 2200, cartCount: 8 })
    expect(Object.keys(cart(store).cartDetails).sort()).toEqual(['id_abc', 'id_bananas', 'id_oranges'])
  })

  it('shows, toggles and closes the cart', () => {
    const store = createAppStore()
    store.dispatch(cartActions.handleCartClick())
    expect(cart(store).shouldDisplayCart).toBe(true)
    store.dispatch(cartActions.handleCartClick())
    expect(cart(store).shouldDisplayCart).toBe(false)
    store.dispatch(cartActions.handleCartHover())
    store.dispatch(cartActions.handleCloseCart())
    expect(cart(store).shouldDisplayCart).toBe(false)
  })
})
