import { combineReducers, configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit'
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, type PersistState } from 'redux-persist'
import { SESSION_TOKEN_KEY, WISHLIST_STORAGE_KEY } from '../constants'
import { cartGuard } from './cart/guard'
import { cartReducer } from './cart/slice'
import type { CartState } from './cart/types'
import { sessionActions, sessionReducer } from './session'
import { uiReducer } from './ui'
import { wishlistActions, wishlistReducer } from './wishlist'

/** The bag, with redux-persist's `_persist` once its persistence has started (lib/store/cart/persist.ts). */
export type StoredCartState = CartState & { _persist?: PersistState }

/** The store's reducer; the bag's is wrapped in redux-persist's when persistence starts. */
export function rootReducer(cart: Reducer<StoredCartState> = cartReducer) {
  return combineReducers({ cart, session: sessionReducer, wishlist: wishlistReducer, ui: uiReducer })
}

export type RootState = ReturnType<ReturnType<typeof rootReducer>>

/**
 * Mirrors the session token and the wishlist to localStorage on every change (docs/product.md §4), after the reducers
 * have run. A plain middleware: Redux Toolkit's listener middleware would add 1.8 kB gzip to every page's first
 * JavaScript for these two effects (docs/performance.md, "JavaScript budget").
 */
function storageSync(local: globalThis.Storage | undefined): Middleware<object, RootState> {
  const sessionChanges = [sessionActions.loggedIn, sessionActions.loggedOut, sessionActions.sessionRestored]
  const wishlistChanges = [
    wishlistActions.addToWishlist,
    wishlistActions.removeFromWishlist,
    wishlistActions.clearWishlist,
  ]
  return (api) => (next) => (action) => {
    const result = next(action)
    if (!local) return result
    if (sessionChanges.some((change) => change.match(action))) {
      const { token } = api.getState().session
      try {
        if (token) local.setItem(SESSION_TOKEN_KEY, token)
        else local.removeItem(SESSION_TOKEN_KEY)
      } catch (error) {
        console.warn('Could not save the session to localStorage.', error)
      }
    }
    if (wishlistChanges.some((change) => change.match(action))) {
      try {
        local.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(api.getState().wishlist.items))
      } catch (error) {
        console.warn('Could not save the wishlist to localStorage.', error)
      }
    }
    return result
  }
}

export interface StoreOptions {
  /** State rendered by the server; the client hydrates with exactly this. */
  preloadedState?: Partial<RootState>
  /** The browser's localStorage; absent on the server. */
  storage?: globalThis.Storage
}

const storages = new WeakMap<object, globalThis.Storage | undefined>()

export function createAppStore({ preloadedState, storage }: StoreOptions = {}) {
  const store = configureStore({
    reducer: rootReducer(),
    preloadedState: preloadedState,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } })
        .prepend(cartGuard)
        .concat(storageSync(storage)),
  })
  storages.set(store, storage)
  return store
}

export type AppStore = ReturnType<typeof createAppStore>
export type AppDispatch = AppStore['dispatch']

/** The storage a store was made with, where its bag persists (lib/store/cart/persist.ts). */
export function storageOf(store: AppStore): globalThis.Storage | undefined {
  return storages.get(store)
}
