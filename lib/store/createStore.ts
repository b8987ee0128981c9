import { combineReducers, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit'
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type Persistor,
  type Storage,
} from 'redux-persist'
import { SESSION_TOKEN_KEY, WISHLIST_STORAGE_KEY } from '../constants'
import { cartGuard } from './cart/guard'
import { browserStorage, cartPersistConfig, noopStorage } from './cart/persist'
import { cartReducer } from './cart/slice'
import { sessionActions, sessionReducer } from './session'
import { uiReducer } from './ui'
import { wishlistActions, wishlistReducer } from './wishlist'

function rootReducer(storage: Storage) {
  return combineReducers({
    cart: persistReducer(cartPersistConfig(storage), cartReducer),
    session: sessionReducer,
    wishlist: wishlistReducer,
    ui: uiReducer,
  })
}

export type RootState = ReturnType<ReturnType<typeof rootReducer>>

/** Mirrors the session token and the wishlist to localStorage on every change (docs/product.md §4). */
function storageSync(local: globalThis.Storage | undefined) {
  const listener = createListenerMiddleware<RootState>()
  listener.startListening({
    matcher: isAnyOf(sessionActions.loggedIn, sessionActions.loggedOut, sessionActions.sessionRestored),
    effect: (_action, api) => {
      const { token } = api.getState().session
      if (!local) return
      if (token) local.setItem(SESSION_TOKEN_KEY, token)
      else local.removeItem(SESSION_TOKEN_KEY)
    },
  })
  listener.startListening({
    matcher: isAnyOf(wishlistActions.addToWishlist, wishlistActions.removeFromWishlist, wishlistActions.clearWishlist),
    effect: (_action, api) => {
      try {
        local?.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(api.getState().wishlist.items))
      } catch (error) {
        console.warn('Could not save the wishlist to localStorage.', error)
      }
    },
  })
  return listener.middleware
}

export interface StoreOptions {
  /** State rendered by the server; the client hydrates with exactly this. */
  preloadedState?: Partial<RootState>
  /** The browser's localStorage; absent on the server. */
  storage?: globalThis.Storage
}

export function createAppStore({ preloadedState, storage }: StoreOptions = {}) {
  return configureStore({
    reducer: rootReducer(storage ? browserStorage(storage) : noopStorage),
    preloadedState: preloadedState,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } })
        .prepend(cartGuard)
        .concat(storageSync(storage)),
  })
}

export type AppStore = ReturnType<typeof createAppStore>
export type AppDispatch = AppStore['dispatch']

/**
 * Persistence starts only when asked (after React hydration), so the first client render matches the server's.
 * Calling persistStore right away makes REHYDRATE land before hydration and causes a mismatch.
 */
export function createPersistor(store: AppStore): Persistor {
  return persistStore(store, { manualPersist: true } as never)
}
