// @vitest-environment jsdom
import type { Persistor } from 'redux-persist'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { cartActions } from '@/lib/store/cart/slice'
import type { CartEntry } from '@/lib/store/cart/types'
import { createPersistor } from '@/lib/store/cart/persist'
import { createAppStore, type AppStore } from '@/lib/store/createStore'
import { sessionActions } from '@/lib/store/session'
import { uiActions } from '@/lib/store/ui'
import { wishlistActions } from '@/lib/store/wishlist'
import { appWarningsPerTest } from '@/tests/helpers/app-warnings'

// docs/product.md §4 Cart: only cartCount, totalPrice, formattedTotalPrice and cartDetails persist, in localStorage
// (key root, version 1); a corrupt saved bag must never break the page.

const KEY = 'persist:root'

const warn = appWarningsPerTest()

beforeEach(() => {
  localStorage.clear()
})

/** Resolves once the persistor has read storage and rehydrated the cart. */
function bootstrapped(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    if (persistor.getState().bootstrapped) return resolve()
    const unsubscribe = persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) {
        unsubscribe()
        resolve()
      }
    })
  })
}

/** A store on jsdom's localStorage with persistence started and the saved bag read. */
async function startedStore(): Promise<{ store: AppStore; persistor: Persistor }> {
  const store = createAppStore({ storage: localStorage })
  const persistor = createPersistor(store)
  persistor.persist()
  await bootstrapped(persistor)
  return { store, persistor }
}

/** localStorage `persist:root` decoded: redux-persist stores a JSON object of JSON strings. */
function saved(): Record<string, unknown> {
  const raw = localStorage.getItem(KEY)
  if (raw === null) throw new Error(`${KEY} is not in localStorage`)
  const outer = JSON.parse(raw) as Record<string, string>
  return Object.fromEntries(Object.entries(outer).map(([key, value]) => [key, JSON.parse(value)]))
}

/** Writes `persist:root` the way redux-persist does. */
function save(values: Record<string, unknown>) {
  const outer = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, JSON.stringify(value)]))
  localStorage.setItem(KEY, JSON.stringify(outer))
}

function line(overrides: Partial<CartEntry> = {}): CartEntry {
  return {
    id: 'id_a',
    name: 'Scarf',
    price: 500,
    quantity: 2,
    value: 1000,
    timestamp: '2024-03-01T10:00:00.000Z',
    price_data: {},
    product_data: {},
    formattedValue: '$10.00',
    formattedPrice: '$5.00',
    ...overrides,
  }
}

const validSave = () => ({
  cartCount: 2,
  totalPrice: 1000,
  formattedTotalPrice: '$10.00',
  cartDetails: { id_a: line() },
  _persist: { version: 1, rehydrated: true },
})

describe('rehydration lifecycle', () => {
  it('is not rehydrated before persist(), then rehydrated once storage has been read', async () => {
    const store = createAppStore({ storage: localStorage })
    const persistor = createPersistor(store)
    expect(store.getState().cart._persist?.rehydrated ?? false).toBe(false)
    expect(persistor.getState().bootstrapped).toBe(false)

    persistor.persist()
    expect(store.getState().cart._persist).toEqual({ version: 1, rehydrated: false })

    await bootstrapped(persistor)
    expect(store.getState().cart._persist).toEqual({ version: 1, rehydrated: true })
  })

  it('writes nothing to localStorage until persist() is called', async () => {
    const store = createAppStore({ storage: localStorage })
    const persistor = createPersistor(store)
    store.dispatch(cartActions.addItem({ id: 'id_a', name: 'Scarf', price: 500 }))
    await persistor.flush()
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it('a store without storage (the server) still rehydrates, with an empty bag', async () => {
    const store = createAppStore()
    const persistor = createPersistor(store)
    persistor.persist()
    await bootstrapped(persistor)
    expect(store.getState().cart).toMatchObject({ cartDetails: {}, cartCount: 0, _persist: { rehydrated: true } })
  })
})

describe('what is saved', () => {
  it('saves exactly the four cart fields (and _persist), nothing of session, wishlist, ui or other cart keys', async () => {
    const { store, persistor } = await startedStore()
    store.dispatch(cartActions.addItem({ id: 'id_a', name: 'Scarf', price: 500 }, { count: 2 }))
    store.dispatch(cartActions.addItem({ id: 'id_b', name: 'Hat', price: 250 }))
    store.dispatch(cartActions.handleCartClick())
    store.dispatch(cartActions.storeLastClicked('id_b'))
    store.dispatch(sessionActions.loggedIn({ token: 'a.b.c' }))
    store.dispatch(
      wishlistActions.addToWishlist({
        name: 'Hat',
        description: '',
        price: 2.5,
        currency: 'AUD',
        slug: 'hat',
        imageUrl: '',
        price_id: 'price_hat',
      }),
    )
    store.dispatch(uiActions.toggleMenu())
    await persistor.flush()

    const stored = saved()
    expect(Object.keys(stored).sort()).toEqual([
      '_persist',
      'cartCount',
      'cartDetails',
      'formattedTotalPrice',
      'totalPrice',
    ])
    expect(stored).toMatchObject({
      cartCount: 3,
      totalPrice: 1250,
      formattedTotalPrice: '$12.50',
      _persist: { version: 1, rehydrated: true },
    })
    expect(stored.cartDetails).toEqual(store.getState().cart.cartDetails)
    // The only other keys are the session token and the wishlist, under their own names.
    expect(Object.keys(localStorage).sort()).toEqual(['id_token', KEY, 'wishlist'])
  })

  it('keeps the saved bag in step with later changes', async () => {
    const { store, persistor } = await startedStore()
    store.dispatch(cartActions.addItem({ id: 'id_a', name: 'Scarf', price: 500 }))
    await persistor.flush()
    store.dispatch(cartActions.clearCart())
    await persistor.flush()
    expect(saved()).toMatchObject({ cartCount: 0, totalPrice: 0, formattedTotalPrice: '$0.00', cartDetails: {} })
  })
})

describe('restoring the bag', () => {
  it('a new store gets back the bag saved by the previous one, but not its display state', async () => {
    const first = await startedStore()
    first.store.dispatch(
      cartActions.addItem(
        // The shop keys lines by price id (docs/product.md §16); a line without one keeps its own id.
        { id: 'price_a', name: 'Scarf', price: 500, price_id: 'price_a' },
        { count: 2, product_metadata: { size: 'M' } },
      ),
    )
    first.store.dispatch(cartActions.addItem({ id: 'id_b', name: 'Hat', price: 250 }))
    first.store.dispatch(cartActions.handleCartClick())
    await first.persistor.flush()

    const second = await startedStore()
    const { cart } = second.store.getState()
    const { cart: previous } = first.store.getState()
    expect(cart.cartDetails).toEqual(previous.cartDetails)
    expect(cart).toMatchObject({
      cartCount: 3,
      totalPrice: 1250,
      formattedTotalPrice: '$12.50',
      shouldDisplayCart: false,
    })
  })

  it('the restored lines can be changed like any other (the guard sees them)', async () => {
    save(validSave())
    const { store } = await startedStore()
    store.dispatch(cartActions.incrementItem('id_a'))
    expect(warn).not.toHaveBeenCalled()
    expect(store.getState().cart).toMatchObject({ cartCount: 3, totalPrice: 1500, formattedTotalPrice: '$15.00' })
  })

  it('recomputes tampered totals and line values from the lines', async () => {
    save({
      ...validSave(),
      cartCount: 99,
      totalPrice: 1,
      formattedTotalPrice: '$0.01',
      cartDetails: { id_a: line({ value: 1 }) },
    })
    const { store } = await startedStore()
    const { cart } = store.getState()
    expect(cart).toMatchObject({ cartCount: 2, totalPrice: 1000, formattedTotalPrice: '$10.00' })
    expect(cart.cartDetails.id_a?.value).toBe(1000)
  })

  it('recomputes the formatted line strings with the value', async () => {
    save({
      ...validSave(),
      cartDetails: { id_a: line({ value: 1, formattedValue: '$0.01', formattedPrice: '$0.00' }) },
    })
    const { store } = await startedStore()
    expect(store.getState().cart.cartDetails.id_a).toMatchObject({
      value: 1000,
      formattedValue: '$10.00',
      formattedPrice: '$5.00',
    })
  })

  it('totals match the restored lines when two saved keys hold the same line id', async () => {
    save({
      ...validSave(),
      cartCount: 5,
      totalPrice: 2500,
      cartDetails: { id_a: line({ quantity: 2 }), other: line({ quantity: 3, value: 1500 }) },
    })
    const { store } = await startedStore()
    const { cart } = store.getState()
    const lines = Object.values(cart.cartDetails)
    expect(lines).toHaveLength(1)
    expect(cart.cartCount).toBe(lines.reduce((sum, l) => sum + l.quantity, 0))
    expect(cart.totalPrice).toBe(lines.reduce((sum, l) => sum + l.value, 0))
  })

  it('does not restore cart keys outside the four saved fields', async () => {
    save({ ...validSave(), shouldDisplayCart: true, stripe: 'pk_live_evil', lastClicked: 'id_a' })
    const { store } = await startedStore()
    expect(store.getState().cart).toMatchObject({ shouldDisplayCart: false, stripe: '', lastClicked: '', cartCount: 2 })
  })
})

describe('a full or disabled localStorage', () => {
  it('the bag keeps working for this visit, with a warning', async () => {
    const { store, persistor } = await startedStore()
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    try {
      store.dispatch(cartActions.addItem({ id: 'id_a', name: 'Scarf', price: 500 }))
      await persistor.flush()
      expect(setItem).toHaveBeenCalled()
      expect(warn).toHaveBeenCalledWith('Could not save the bag to localStorage.', expect.any(DOMException))
      expect(store.getState().cart).toMatchObject({ cartCount: 1, totalPrice: 500 })
    } finally {
      setItem.mockRestore()
    }
  })
})

describe('an unreadable localStorage', () => {
  it('the bag starts empty and the store becomes ready', async () => {
    save(validSave())
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    try {
      const { store } = await startedStore()
      expect(store.getState().cart).toMatchObject({ cartDetails: {}, cartCount: 0, _persist: { rehydrated: true } })
      store.dispatch(cartActions.addItem({ id: 'id_b', name: 'Hat', price: 250 }))
      expect(store.getState().cart.cartCount).toBe(1)
    } finally {
      getItem.mockRestore()
    }
  })
})

describe('a corrupt saved bag', () => {
  const corrupt: Array<[string, () => void]> = [
    ['not JSON', () => localStorage.setItem(KEY, 'not json{')],
    ['a JSON array', () => localStorage.setItem(KEY, '[1,2,3]')],
    [
      'inner values that are not JSON strings',
      () => localStorage.setItem(KEY, JSON.stringify({ cartCount: 3, cartDetails: {} })),
    ],
    [
      'an inner value that is not JSON',
      () => localStorage.setItem(KEY, JSON.stringify({ cartCount: '3', cartDetails: '{oops' })),
    ],
    ['cartDetails of the wrong shape', () => save({ ...validSave(), cartDetails: 'oops' })],
    ['no cartDetails', () => save({ cartCount: 2, totalPrice: 1000, _persist: { version: 1, rehydrated: true } })],
    ['a line with a string price', () => save({ ...validSave(), cartDetails: { id_a: { ...line(), price: '500' } } })],
    [
      'a line with a negative quantity',
      () => save({ ...validSave(), cartDetails: { id_a: line({ quantity: -2, value: -1000 }) } }),
    ],
    ['a line without a name', () => save({ ...validSave(), cartDetails: { id_a: { ...line(), name: undefined } } })],
  ]

  it.each(corrupt)('%s: the bag starts empty with a warning, and the store keeps working', async (_label, write) => {
    write()
    const { store, persistor } = await startedStore()
    expect(warn).toHaveBeenCalled()
    expect(store.getState().cart).toMatchObject({
      cartDetails: {},
      cartCount: 0,
      totalPrice: 0,
      formattedTotalPrice: '$0.00',
      _persist: { rehydrated: true },
    })

    store.dispatch(cartActions.addItem({ id: 'id_new', name: 'Belt', price: 1999 }))
    expect(store.getState().cart).toMatchObject({ cartCount: 1, totalPrice: 1999, formattedTotalPrice: '$19.99' })
    await persistor.flush()
    expect(saved()).toMatchObject({
      cartCount: 1,
      totalPrice: 1999,
      cartDetails: { id_new: { name: 'Belt', quantity: 1 } },
    })
  })
})
