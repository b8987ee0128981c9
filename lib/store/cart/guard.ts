import type { Middleware, UnknownAction } from '@reduxjs/toolkit'
import { cartActions } from './slice'
import type { CartState } from './types'

/** The constructor name of a value, as use-shopping-cart prints it ('undefined', 'null', 'String', …). */
function typeOf(value: unknown): string {
  if (value === undefined) return 'undefined'
  if (value === null) return 'null'
  return value.constructor?.name ?? typeof value
}

/**
 * Returns the warning for an invalid cart action, or null when the action may proceed (docs/product.md §5 "Cart rules").
 * The messages are use-shopping-cart's, so anyone who knows that library recognises them.
 */
export function cartActionProblem(action: UnknownAction, cart: CartState): string | null {
  const { type } = action
  const payload = (action as { payload?: { id?: string; options?: { count?: unknown }; quantity?: unknown } }).payload
  if (
    cartActions.addItem.match(action) ||
    cartActions.incrementItem.match(action) ||
    cartActions.decrementItem.match(action)
  ) {
    const count = payload?.options?.count
    if (typeof count !== 'number') {
      return `Invalid count used with action ${type}: count must be a number. The current type is ${typeOf(count)}.`
    }
  }
  if (
    cartActions.incrementItem.match(action) ||
    cartActions.decrementItem.match(action) ||
    cartActions.removeItem.match(action)
  ) {
    const id = payload?.id
    if (typeof id !== 'string' || !Object.hasOwn(cart.cartDetails, id)) {
      return `Invalid product ID used with action ${type}: the ID must already be in the cart. The current value is ${JSON.stringify(id)}.`
    }
  }
  if (cartActions.setItemQuantity.match(action)) {
    const quantity = payload?.quantity
    if (typeof quantity !== 'number' || Number.isNaN(quantity)) {
      return `Invalid quantity used with action ${type}: quantity must be a number. The current type is ${typeOf(quantity)}.`
    }
    if (quantity < 0) {
      return `Invalid quantity used with action ${type}: quantity must be greater than zero. The current value is ${JSON.stringify(quantity)}.`
    }
  }
  return null
}

/** Drops invalid cart actions with a console warning instead of letting them corrupt the cart. */
export const cartGuard: Middleware<object, { cart: CartState }> = (api) => (next) => (action) => {
  const problem = cartActionProblem(action as UnknownAction, api.getState().cart)
  if (problem) {
    console.warn(problem, action)
    return action
  }
  return next(action)
}
