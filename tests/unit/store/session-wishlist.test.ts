// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppStore } from '@/lib/store/createStore'
import { initialSessionState, isTokenExpired, readStoredToken, sessionActions } from '@/lib/store/session'
import { wishlistActions, type WishlistItem } from '@/lib/store/wishlist'
import { readStoredWishlist } from '@/lib/store/wishlistStorage'
import { sampleUser } from '@/tests/fixtures/users'
import { appWarningsPerTest } from '@/tests/helpers/app-warnings'

// docs/product.md §4 Session (token in localStorage `id_token`) and Wishlist (keyed by price_id, saved to `wishlist` on every change).

const warn = appWarningsPerTest()

beforeEach(() => {
  localStorage.clear()
})

/** An unsigned JWT-shaped string with the given payload (base64url, no padding). */
function jwt(payload: unknown): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`
}

const nowSeconds = () => Math.floor(Date.now() / 1000)
const user = sampleUser

describe('session', () => {
  it('starts logged out and not yet restored', () => {
    expect(createAppStore({ storage: localStorage }).getState().session).toEqual(initialSessionState)
    expect(initialSessionState).toEqual({ token: null, user: null, restored: false })
  })

  it('restores a token that has not expired', () => {
    const token = jwt({ sub: 'u1', exp: nowSeconds() + 3600 })
    localStorage.setItem('id_token', token)
    const store = createAppStore({ storage: localStorage })
    store.dispatch(sessionActions.sessionRestored(readStoredToken(localStorage)))
    expect(store.getState().session).toMatchObject({ token, restored: true })
    expect(localStorage.getItem('id_token')).toBe(token)
  })

  it('drops an expired token, from the state and from localStorage', () => {
    const token = jwt({ sub: 'u1', exp: nowSeconds() - 60 })
    localStorage.setItem('id_token', token)
    const store = createAppStore({ storage: localStorage })
    store.dispatch(sessionActions.sessionRestored(token))
    expect(store.getState().session).toMatchObject({ token: null, restored: true })
    expect(localStorage.getItem('id_token')).toBeNull()
  })

  it.each([
    ['no dots', 'garbage'],
    ['a payload that is not base64', 'aaa.%%%.ccc'],
    ['a payload that is not JSON', `aaa.${Buffer.from('not json').toString('base64url')}.ccc`],
    ['a JSON null payload', jwt(null)],
    ['an empty string', ''],
  ])('drops a garbage token (%s)', (_label, token) => {
    localStorage.setItem('id_token', token)
    const store = createAppStore({ storage: localStorage })
    store.dispatch(sessionActions.sessionRestored(token))
    expect(store.getState().session).toMatchObject({ token: null, restored: true })
    expect(localStorage.getItem('id_token')).toBeNull()
  })

  it('with no stored token, the session is restored as logged out', () => {
    const store = createAppStore({ storage: localStorage })
    store.dispatch(sessionActions.sessionRestored(readStoredToken(localStorage)))
    expect(store.getState().session).toEqual({ token: null, user: null, restored: true })
  })

  it('treats a token as expired from the second of its exp on', () => {
    const token = jwt({ exp: 1_700_000_000 })
    expect(isTokenExpired(token, 1_700_000_000 * 1000 - 1)).toBe(false)
    expect(isTokenExpired(token, 1_700_000_000 * 1000)).toBe(true)
  })

  it('keeps a token without exp (the server decides)', () => {
    expect(isTokenExpired(jwt({ sub: 'u1' }))).toBe(false)
  })

  it('loggedIn stores the token in localStorage id_token; loggedOut removes it', () => {
    const token = jwt({ sub: 'u1', exp: nowSeconds() + 3600 })
    const store = createAppStore({ storage: localStorage })
    store.dispatch(sessionActions.loggedIn({ token, user }))
    expect(store.getState().session).toEqual({ token, user, restored: true })
    expect(localStorage.getItem('id_token')).toBe(token)

    store.dispatch(sessionActions.loggedOut())
    expect(store.getState().session).toMatchObject({ token: null, user: null })
    expect(localStorage.getItem('id_token')).toBeNull()
  })

  it('readStoredToken returns null when localStorage cannot be read', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    try {
      expect(readStoredToken(localStorage)).toBeNull()
    } finally {
      getItem.mockRestore()
    }
  })
})

const shirt: WishlistItem = {
  name: 'Linen shirt',
  description: 'Breathable',
  price: 49.95,
  currency: 'AUD',
  slug: 'linen-shirt',
  imageUrl: 'https://cdn.example/shirt.png',
  price_id: 'price_shirt',
}
const hat: WishlistItem = { ...shirt, name: 'Hat', slug: 'hat', price: 20, price_id: 'price_hat' }

function storedWishlist(): unknown {
  const raw = localStorage.getItem('wishlist')
  return raw === null ? null : JSON.parse(raw)
}

describe('wishlist', () => {
  it('adds items and saves the list to localStorage on each change', () => {
    const store = createAppStore({ storage: localStorage })
    store.dispatch(wishlistActions.addToWishlist(shirt))
    expect(storedWishlist()).toEqual([shirt])
    store.dispatch(wishlistActions.addToWishlist(hat))
    expect(store.getState().wishlist.items).toEqual([shirt, hat])
    expect(storedWishlist()).toEqual([shirt, hat])
  })

  it('does not add a second item with the same price_id', () => {
    const store = createAppStore({ storage: localStorage })
    store.dispatch(wishlistActions.addToWishlist(shirt))
    store.dispatch(wishlistActions.addToWishlist({ ...shirt, name: 'Same price, other name' }))
    expect(store.getState().wishlist.items).toEqual([shirt])
    expect(storedWishlist()).toEqual([shirt])
  })

  it('removes by price_id', () => {
    const store = createAppStore({ storage: localStorage })
    store.dispatch(wishlistActions.addToWishlist(shirt))
    store.dispatch(wishlistActions.addToWishlist(hat))
    store.dispatch(wishlistActions.removeFromWishlist('price_shirt'))
    expect(store.getState().wishlist.items).toEqual([hat])
    expect(storedWishlist()).toEqual([hat])
  })

  it('clears the list', () => {
    const store = createAppStore({ storage: localStorage })
    store.dispatch(wishlistActions.addToWishlist(shirt))
    store.dispatch(wishlistActions.clearWishlist())
    expect(store.getState().wishlist.items).toEqual([])
    expect(storedWishlist()).toEqual([])
  })

  it('restores the saved list into a new store', () => {
    const first = createAppStore({ storage: localStorage })
    first.dispatch(wishlistActions.addToWishlist(shirt))
    first.dispatch(wishlistActions.addToWishlist(hat))

    const second = createAppStore({ storage: localStorage })
    second.dispatch(wishlistActions.wishlistRestored(readStoredWishlist(localStorage)))
    expect(second.getState().wishlist).toEqual({ items: [shirt, hat], restored: true })
    expect(warn).not.toHaveBeenCalled()
  })

  it('keeps working, with a warning, when localStorage is full', () => {
    const store = createAppStore({ storage: localStorage })
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    try {
      store.dispatch(wishlistActions.addToWishlist(shirt))
    } finally {
      setItem.mockRestore()
    }
    expect(store.getState().wishlist.items).toEqual([shirt])
    expect(warn).toHaveBeenCalledWith('Could not save the wishlist to localStorage.', expect.any(DOMException))
  })
})

describe('readStoredWishlist', () => {
  it('returns [] without a warning when nothing is saved', () => {
    expect(readStoredWishlist(localStorage)).toEqual([])
    expect(warn).not.toHaveBeenCalled()
  })

  it('drops malformed entries with a warning and keeps the good ones', () => {
    localStorage.setItem(
      'wishlist',
      JSON.stringify([
        shirt,
        { ...hat, price: 'twenty' },
        { ...hat, price_id: '' },
        { name: 'No slug', price: 1, price_id: 'p' },
        { ...hat, price: -1 },
        null,
        'text',
        hat,
      ]),
    )
    expect(readStoredWishlist(localStorage)).toEqual([shirt, hat])
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('fills the optional fields of an otherwise valid entry', () => {
    localStorage.setItem('wishlist', JSON.stringify([{ name: 'Hat', price: 20, slug: 'hat', price_id: 'price_hat' }]))
    expect(readStoredWishlist(localStorage)).toEqual([
      { name: 'Hat', price: 20, slug: 'hat', price_id: 'price_hat', description: '', currency: 'AUD', imageUrl: '' },
    ])
    expect(warn).not.toHaveBeenCalled()
  })

  it("keeps an item's srcset, and reads items saved before it existed (docs/product.md §13.5)", () => {
    const withSrcSet = { ...shirt, imageSrcSet: '/a.webp?w=160 160w, /a.webp?w=280 280w' }
    localStorage.setItem('wishlist', JSON.stringify([withSrcSet, hat]))
    expect(readStoredWishlist(localStorage)).toEqual([withSrcSet, hat])
    expect(warn).not.toHaveBeenCalled()
  })

  it('keeps the first of two entries with the same price_id', () => {
    localStorage.setItem('wishlist', JSON.stringify([shirt, { ...shirt, name: 'Duplicate' }]))
    expect(readStoredWishlist(localStorage)).toEqual([shirt])
  })

  it.each([
    ['not JSON', 'not json['],
    ['a JSON object', '{"price_id":"p"}'],
    ['a JSON number', '42'],
  ])('ignores a saved value that is %s, with a warning', (_label, raw) => {
    localStorage.setItem('wishlist', raw)
    expect(readStoredWishlist(localStorage)).toEqual([])
    expect(warn).toHaveBeenCalledWith('Ignoring the saved wishlist in localStorage: it is not valid saved data.')
  })
})
