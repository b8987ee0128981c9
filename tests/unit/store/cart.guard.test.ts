import type { UnknownAction } from '@reduxjs/toolkit'
import { afterEach, beforeEach, describe, expect, it, vi, type Mock, type MockInstance } from 'vitest'
import { cartActionProblem } from '@/lib/store/cart/guard'
import { cartActions, initialCartState } from '@/lib/store/cart/slice'
import { createAppStore } from '@/lib/store/createStore'
import { uiActions } from '@/lib/store/ui'

// docs/product.md §5 "Cart rules": invalid cart actions are ignored with a console warning carrying use-shopping-cart's message.

/** The app's warnings. RTK's dev-mode "…took 40ms, which is more than the warning threshold" notes (a slow, busy
 * machine) are not the app's and would make call counts flaky, so they are left out. */
let warn: Mock<typeof console.warn>
let consoleWarn: MockInstance<typeof console.warn>

beforeEach(() => {
  warn = vi.fn()
  consoleWarn = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!/which is more than the warning threshold/.test(String(args[0]))) warn(...args)
  })
})
afterEach(() => {
  consoleWarn.mockRestore()
})

/** A store holding one line `id_a` (price 500 × 2). */
function storeWithLine() {
  const store = createAppStore()
  store.dispatch(cartActions.addItem({ id: 'id_a', name: 'Scarf', price: 500 }, { count: 2 }))
  return store
}

/** Dispatches `action` and checks it was dropped: one warning with `message` and the action, and the same state. */
function expectDropped(store: ReturnType<typeof createAppStore>, action: UnknownAction, message: string) {
  const before = store.getState()
  store.dispatch(action)
  expect(warn).toHaveBeenCalledTimes(1)
  expect(warn).toHaveBeenCalledWith(message, action)
  expect(store.getState()).toBe(before)
}

describe('non-number counts', () => {
  it.each([
    ['String', '2'],
    ['String', ''],
    ['null', null],
    ['Object', {}],
    ['Boolean', true],
  ])('addItem with a count of type %s is dropped', (typeName, count) => {
    const store = storeWithLine()
    expectDropped(
      store,
      cartActions.addItem({ id: 'id_b', name: 'Hat', price: 300 }, { count }),
      `Invalid count used with action cart/addItem: count must be a number. The current type is ${typeName}.`,
    )
  })

  it('addItem on a line already in the cart with a string count does not change the line', () => {
    const store = storeWithLine()
    expectDropped(
      store,
      cartActions.addItem({ id: 'id_a', name: 'Scarf', price: 500 }, { count: '3' }),
      'Invalid count used with action cart/addItem: count must be a number. The current type is String.',
    )
    expect(store.getState().cart.cartDetails.id_a?.quantity).toBe(2)
  })

  it('incrementItem with a string count is dropped', () => {
    expectDropped(
      storeWithLine(),
      cartActions.incrementItem('id_a', { count: '1' }),
      'Invalid count used with action cart/incrementItem: count must be a number. The current type is String.',
    )
  })

  it('incrementItem with options but no count is dropped', () => {
    expectDropped(
      storeWithLine(),
      cartActions.incrementItem('id_a', {}),
      'Invalid count used with action cart/incrementItem: count must be a number. The current type is undefined.',
    )
  })

  it('decrementItem with a string count is dropped', () => {
    expectDropped(
      storeWithLine(),
      cartActions.decrementItem('id_a', { count: '1' }),
      'Invalid count used with action cart/decrementItem: count must be a number. The current type is String.',
    )
  })
})

describe('ids that are not in the cart', () => {
  it.each([
    ['incrementItem', cartActions.incrementItem('zz')],
    ['decrementItem', cartActions.decrementItem('zz')],
    ['removeItem', cartActions.removeItem('zz')],
  ])('%s with an unknown id is dropped', (name, action) => {
    expectDropped(
      storeWithLine(),
      action,
      `Invalid product ID used with action cart/${name}: the ID must already be in the cart. The current value is "zz".`,
    )
  })

  // The cart is a plain object: 'toString' or 'constructor' are not lines, whatever Object.prototype holds.
  it.each([
    ['incrementItem', 'toString', cartActions.incrementItem('toString')],
    ['decrementItem', 'hasOwnProperty', cartActions.decrementItem('hasOwnProperty')],
    ['removeItem', 'constructor', cartActions.removeItem('constructor')],
  ])('%s with the id %s (an Object.prototype member) is dropped', (name, id, action) => {
    expectDropped(
      storeWithLine(),
      action,
      `Invalid product ID used with action cart/${name}: the ID must already be in the cart. The current value is "${id}".`,
    )
  })

  it('an id removed earlier is unknown again', () => {
    const store = storeWithLine()
    store.dispatch(cartActions.removeItem('id_a'))
    expect(warn).not.toHaveBeenCalled()
    expectDropped(
      store,
      cartActions.incrementItem('id_a'),
      'Invalid product ID used with action cart/incrementItem: the ID must already be in the cart. The current value is "id_a".',
    )
  })
})

describe('setItemQuantity', () => {
  it('a string quantity is dropped', () => {
    expectDropped(
      storeWithLine(),
      cartActions.setItemQuantity('id_a', '3' as unknown as number),
      'Invalid quantity used with action cart/setItemQuantity: quantity must be a number. The current type is String.',
    )
  })

  it('an undefined quantity is dropped', () => {
    expectDropped(
      storeWithLine(),
      cartActions.setItemQuantity('id_a', undefined as unknown as number),
      'Invalid quantity used with action cart/setItemQuantity: quantity must be a number. The current type is undefined.',
    )
  })

  it('a negative quantity is dropped', () => {
    expectDropped(
      storeWithLine(),
      cartActions.setItemQuantity('id_a', -1),
      'Invalid quantity used with action cart/setItemQuantity: quantity must be greater than zero. The current value is -1.',
    )
  })

  it('0 is allowed and removes the line without a warning', () => {
    const store = storeWithLine()
    store.dispatch(cartActions.setItemQuantity('id_a', 0))
    expect(warn).not.toHaveBeenCalled()
    expect(store.getState().cart).toMatchObject({ cartDetails: {}, cartCount: 0, totalPrice: 0 })
  })
})

describe('valid actions pass', () => {
  it('valid cart actions apply without a warning', () => {
    const store = storeWithLine()
    store.dispatch(cartActions.incrementItem('id_a', { count: 2 }))
    store.dispatch(cartActions.decrementItem('id_a'))
    store.dispatch(cartActions.setItemQuantity('id_a', 7))
    expect(warn).not.toHaveBeenCalled()
    expect(store.getState().cart).toMatchObject({ cartCount: 7, totalPrice: 3500 })
  })

  it('actions of other slices are not checked', () => {
    const store = createAppStore()
    store.dispatch(uiActions.toggleMenu())
    expect(warn).not.toHaveBeenCalled()
    expect(store.getState().ui.menuOpen).toBe(true)
  })

  it('the store keeps working after a dropped action', () => {
    const store = storeWithLine()
    store.dispatch(cartActions.removeItem('zz'))
    store.dispatch(cartActions.addItem({ id: 'id_b', name: 'Hat', price: 300 }))
    expect(store.getState().cart).toMatchObject({ cartCount: 3, totalPrice: 1300, formattedTotalPrice: '$13.00' })
  })
})

describe('cartActionProblem', () => {
  it('returns null for a valid action and the message for an invalid one', () => {
    const cart = { ...initialCartState }
    expect(cartActionProblem(cartActions.addItem({ id: 'x', name: 'X', price: 1 }), cart)).toBeNull()
    expect(cartActionProblem({ type: 'cart/clearCart' }, cart)).toBeNull()
    expect(cartActionProblem(cartActions.removeItem('x'), cart)).toBe(
      'Invalid product ID used with action cart/removeItem: the ID must already be in the cart. The current value is "x".',
    )
  })
})
