/**
 * The bag in localStorage (docs/product.md §4), with redux-persist. Loaded after hydration (pages/+onHydrationEnd.ts),
 * so redux-persist is in no page's first JavaScript (docs/performance.md, "JavaScript budget").
 */
import type { Reducer } from '@reduxjs/toolkit'
import { persistReducer, persistStore, type PersistConfig, type Persistor, type Storage } from 'redux-persist'
import {
  PERSIST_KEY,
  PERSIST_KEY_PREFIX,
  PERSIST_TIMEOUT_MS,
  PERSIST_VERSION,
  PERSISTED_CART_FIELDS,
} from '@/lib/constants'
import { availableLocalStorage } from '@/lib/browserStorage'
import { rootReducer, storageOf, type AppStore, type StoredCartState } from '../createStore'
import { cartReducer } from './slice'
import type { CartState } from './types'

const noopStorage: Storage = {
  getItem: async () => null,
  setItem: async () => {},
  removeItem: async () => {},
}

/**
 * localStorage behind redux-persist's async interface. A stored value that is not the JSON object
 * redux-persist writes is dropped with a warning, so a corrupt or foreign `persist:root` never breaks the page.
 */
export function browserStorage(local: globalThis.Storage | undefined = availableLocalStorage()): Storage {
  if (!local) return noopStorage
  const remove = (key: string) => {
    try {
      local.removeItem(key)
    } catch {
      // Storage refused: there is nothing of ours in it to remove.
    }
  }
  return {
    async getItem(key) {
      let raw: string | null
      try {
        raw = local.getItem(key)
      } catch {
        return null
      }
      if (raw === null) return null
      try {
        const outer: unknown = JSON.parse(raw)
        if (outer && typeof outer === 'object' && !Array.isArray(outer)) {
          const values = Object.values(outer)
          if (values.every((v) => typeof v === 'string')) {
            for (const v of values) JSON.parse(v)
            return raw
          }
        }
      } catch {
        // fall through: not what redux-persist wrote
      }
      console.warn(`Ignoring the saved bag in localStorage "${key}": it is not valid saved data. The bag starts empty.`)
      remove(key)
      return null
    },
    async setItem(key: string, value: string) {
      try {
        local.setItem(key, value)
      } catch (error) {
        // Quota exceeded or storage disabled: the cart keeps working for this visit.
        console.warn('Could not save the bag to localStorage.', error)
      }
    },
    async removeItem(key) {
      remove(key)
    },
  }
}

export function cartPersistConfig(storage: Storage): PersistConfig<CartState> {
  return {
    key: PERSIST_KEY,
    keyPrefix: PERSIST_KEY_PREFIX,
    version: PERSIST_VERSION,
    timeout: PERSIST_TIMEOUT_MS,
    storage,
    whitelist: [...PERSISTED_CART_FIELDS],
    // The check (and zod) is loaded when a saved bag is read, not with the page (the JavaScript budget, scripts/size.ts),
    // and only when there is one: redux-persist calls this with nothing too, and loading and evaluating zod then was
    // a long task after every page's hydration on a phone for no work (docs/performance.md).
    migrate: async (state) => (state ? (await import('./sanitize')).sanitizePersistedCart(state) : state),
  }
}

export { noopStorage }

/**
 * The bag's persistence for a store, in the storage it was made with: until `persist()` nothing is read or written.
 * Persistence starts only when asked (after React hydration), so the first client render matches the server's.
 * Calling persistStore right away makes REHYDRATE land before hydration and causes a mismatch.
 */
export function createPersistor(store: AppStore): Persistor {
  const storage = storageOf(store)
  const config = cartPersistConfig(storage ? browserStorage(storage) : noopStorage)
  // Typed as if `_persist` were always there; it comes with `persist()`, and until then the reducer passes through.
  store.replaceReducer(rootReducer(persistReducer(config, cartReducer) as Reducer<StoredCartState>))
  return persistStore(store, { manualPersist: true } as never)
}
