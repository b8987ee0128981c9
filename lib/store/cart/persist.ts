import type { PersistConfig, Storage } from 'redux-persist'
import {
  PERSIST_KEY,
  PERSIST_KEY_PREFIX,
  PERSIST_TIMEOUT_MS,
  PERSIST_VERSION,
  PERSISTED_CART_FIELDS,
} from '@/lib/constants'
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
export function browserStorage(local: globalThis.Storage | undefined = globalThis.localStorage): Storage {
  if (!local) return noopStorage
  return {
    async getItem(key) {
      const raw = local.getItem(key)
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
      local.removeItem(key)
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
      local.removeItem(key)
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
    // The check (and zod) is loaded when a saved bag is read, not with the page (the JavaScript budget, scripts/size.ts).
    migrate: async (state) => (await import('./sanitize')).sanitizePersistedCart(state),
  }
}

export { noopStorage }
