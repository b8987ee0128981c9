import type { PersistConfig, PersistedState, Storage } from 'redux-persist'
import { z } from 'zod/mini'
import {
  PERSIST_KEY,
  PERSIST_KEY_PREFIX,
  PERSIST_TIMEOUT_MS,
  PERSIST_VERSION,
  PERSISTED_CART_FIELDS,
} from '@/lib/constants'
import { formatCurrencyString } from '@/lib/money'
import { cartEntrySchema, type CartState } from './types'

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
    async setItem(key, value) {
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

const persistedCartSchema = z.object({
  cartCount: z.optional(z.number()),
  totalPrice: z.optional(z.number()),
  formattedTotalPrice: z.optional(z.string()),
  cartDetails: z.record(
    z.string(),
    z.extend(cartEntrySchema, { quantity: z.number().check(z.positive()), price: z.number().check(z.nonnegative()) }),
  ),
})

type Persisted = Partial<CartState> & PersistedState

/**
 * Validates what came back from storage. Lines must have the shape the cart writes; totals are recomputed
 * from the lines, so a tampered total can never disagree with the bag. Lines are keyed by their price id
 * (docs/product.md §16): a bag saved when lines were keyed by product id is re-keyed, and two lines that turn out
 * to be the same price id become one line with both quantities, so no shopper's bag is lost.
 */
export function sanitizePersistedCart(state: PersistedState | undefined): Persisted | undefined {
  if (!state) return state
  const parsed = persistedCartSchema.safeParse(state)
  if (!parsed.success) {
    console.warn('Ignoring the saved bag: its contents are not a valid cart. The bag starts empty.')
    return undefined
  }
  const cartDetails: CartState['cartDetails'] = {}
  for (const saved of Object.values(parsed.data.cartDetails)) {
    const id = saved.price_id || saved.id
    const quantity = saved.quantity + (Object.hasOwn(cartDetails, id) ? cartDetails[id]!.quantity : 0)
    const value = saved.price * quantity
    cartDetails[id] = {
      ...saved,
      id,
      quantity,
      value,
      formattedValue: formatCurrencyString(value),
      formattedPrice: formatCurrencyString(saved.price),
    }
  }
  // Totals come from the lines as keyed, so duplicates or a tampered total can never disagree with the bag.
  const lines = Object.values(cartDetails)
  const totalPrice = lines.reduce((sum, line) => sum + line.value, 0)
  return {
    _persist: state._persist,
    cartDetails,
    cartCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    totalPrice,
    formattedTotalPrice: formatCurrencyString(totalPrice),
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
    migrate: async (state) => sanitizePersistedCart(state),
  }
}

export { noopStorage }
