/**
 * The discount code the shopper applied in the bag or the cart (docs/product.md §20): one small store the bag panel,
 * the cart page and checkout share. It lives in the page's memory only (not saved with the bag): a shopper types the
 * code again after leaving the shop. Changed only from event handlers, so nothing leaks between server renders.
 */
import { useSyncExternalStore } from 'react'

export interface AppliedCode {
  code: string
  /** Cents the server said the code takes off the bag as it was when checked. */
  discount: number
}

export interface CodeState {
  applied: AppliedCode | null
  /** Why the last code typed was refused, in the shopper's language. */
  error: string | null
  checking: boolean
}

const EMPTY: CodeState = { applied: null, error: null, checking: false }
let state: CodeState = EMPTY
const listeners = new Set<() => void>()

export function setCodeState(next: Partial<CodeState>): void {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

export function resetCodeState(): void {
  state = EMPTY
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The code's state; the server's render (and the first client render) always see none. */
export function useCodeState(): CodeState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => EMPTY,
  )
}

/** The code checkout sends with the bag, if one is applied. */
export const appliedCode = (): string | undefined => state.applied?.code
