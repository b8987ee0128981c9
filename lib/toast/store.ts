import { useSyncExternalStore, type ReactNode } from 'react'
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../constants'

export type ToastVariant = 'default' | 'destructive'

/** A toast (docs/product.md §3): id, title, description, action, open, variant; plus Radix Root options such as duration. */
export interface ToastData {
  id: string
  title?: ReactNode
  description?: ReactNode
  action?: ReactNode
  open: boolean
  variant: ToastVariant
  duration?: number
  onOpenChange?: (open: boolean) => void
}

export type ToastInput = Omit<ToastData, 'id' | 'open' | 'onOpenChange' | 'variant'> & { variant?: ToastVariant }

export type ToastAction =
  | { type: 'ADD_TOAST'; toast: ToastData }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToastData> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string }

export interface ToastState {
  toasts: ToastData[]
}

/** Pure reducer (docs/product.md §4): one toast at a time, a new one replaces the old; dismiss marks closed; remove deletes. */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) }
    case 'UPDATE_TOAST':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) }
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      }
    case 'REMOVE_TOAST':
      return { toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId) }
    default:
      return state
  }
}

/**
 * The toast store: module state shared by every caller in the browser, like shadcn's use-toast.
 * Toasts are only created from event handlers, never during server rendering, so nothing leaks between requests.
 */
export function createToastStore(removeDelayMs = TOAST_REMOVE_DELAY_MS) {
  let state: ToastState = { toasts: [] }
  let count = 0
  const listeners = new Set<() => void>()
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>()

  function dispatch(action: ToastAction) {
    if (action.type === 'DISMISS_TOAST') {
      const ids = action.toastId === undefined ? state.toasts.map((t) => t.id) : [action.toastId]
      for (const id of ids) scheduleRemoval(id)
    }
    state = toastReducer(state, action)
    for (const listener of listeners) listener()
  }

  function scheduleRemoval(id: string) {
    if (removalTimers.has(id)) return
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id)
        dispatch({ type: 'REMOVE_TOAST', toastId: id })
      }, removeDelayMs),
    )
  }

  function toast(input: ToastInput) {
    count = (count + 1) % Number.MAX_SAFE_INTEGER
    const id = String(count)
    const dismiss = () => dispatch({ type: 'DISMISS_TOAST', toastId: id })
    const update = (patch: Partial<ToastInput>) => dispatch({ type: 'UPDATE_TOAST', toast: { ...patch, id } })
    dispatch({
      type: 'ADD_TOAST',
      toast: {
        ...input,
        variant: input.variant ?? 'default',
        id,
        open: true,
        onOpenChange: (open) => {
          if (!open) dismiss()
        },
      },
    })
    return { id, dismiss, update }
  }

  return {
    toast,
    dismiss: (toastId?: string) => dispatch({ type: 'DISMISS_TOAST', toastId }),
    dispatch,
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export type ToastStore = ReturnType<typeof createToastStore>

const appToasts = createToastStore()
const serverSnapshot: ToastState = { toasts: [] }

export const toast = appToasts.toast
export const dismissToast = appToasts.dismiss

export function useToast() {
  const state = useSyncExternalStore(appToasts.subscribe, appToasts.getState, () => serverSnapshot)
  return { toasts: state.toasts, toast, dismiss: dismissToast }
}
