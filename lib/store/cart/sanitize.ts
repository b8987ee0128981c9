/** The check of a saved bag read back from storage (redux-persist's migrate step, lib/store/cart/persist.ts). */
import type { PersistedState } from 'redux-persist'
import { z } from 'zod/mini'
import { formatCurrencyString } from '@/lib/money'
import { cartEntrySchema, type CartState } from './types'

const persistedCartSchema = z.object({
  cartCount: z.optional(z.number()),
  totalPrice: z.optional(z.number()),
  formattedTotalPrice: z.optional(z.string()),
  cartDetails: z.record(
    z.string(),
    z.extend(cartEntrySchema, { quantity: z.number().check(z.positive()), price: z.number().check(z.nonnegative()) }),
  ),
})

export type Persisted = Partial<CartState> & PersistedState

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
