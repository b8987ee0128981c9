// @vitest-environment jsdom
/**
 * A browser that refuses storage (a sandboxed frame such as a Studio's Presentation pane, site data blocked): reading
 * `window.localStorage` itself throws. The shop must start as for a first visit, not fail (issue 39).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { availableLocalStorage } from '@/lib/browserStorage'
import { cartActions } from '@/lib/store/cart/slice'
import { browserStorage } from '@/lib/store/cart/persist'
import { createAppStore } from '@/lib/store/createStore'
import { readStoredToken, sessionActions } from '@/lib/store/session'
import { readStoredWishlist } from '@/lib/store/wishlistStorage'

const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!

beforeEach(() => {
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError')
    },
  })
})
afterEach(() => Object.defineProperty(window, 'localStorage', original))

describe('storage refused by the browser', () => {
  it('is reported as absent rather than thrown', () => {
    expect(() => window.localStorage).toThrow(DOMException)
    expect(availableLocalStorage()).toBeUndefined()
  })

  it('restores a logged-out session, an empty wishlist and an empty bag', async () => {
    expect(readStoredToken()).toBeNull()
    expect(readStoredWishlist()).toEqual([])
    await expect(browserStorage().getItem('persist:root')).resolves.toBeNull()
  })

  it('lets the store start and change, keeping its state for the visit', () => {
    const store = createAppStore({ storage: availableLocalStorage() })
    store.dispatch(sessionActions.sessionRestored(null))
    store.dispatch(cartActions.addItem({ id: 'id_a', name: 'Scarf', price: 500 }, { count: 2 }))
    expect(Object.keys(store.getState().cart.cartDetails)).toHaveLength(1)
  })
})
