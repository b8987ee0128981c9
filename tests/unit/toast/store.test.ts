import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOAST_REMOVE_DELAY_MS } from '@/lib/constants'
import { createToastStore, toastReducer, type ToastAction, type ToastData, type ToastState } from '@/lib/toast/store'

// The ten cases of research §3.5 (shadcn/ui use-toast semantics): one toast at a time, dismiss marks closed,
// removal 1,000,000 ms after dismissal (docs/product.md §4 Toasts, §9).

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function only(store: ReturnType<typeof createToastStore>): ToastData {
  const { toasts } = store.getState()
  expect(toasts).toHaveLength(1)
  return toasts[0]!
}

describe('toast store', () => {
  it('the delay is the spec’s 1,000,000 ms', () => {
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000)
  })

  it('1. toast() returns {id, dismiss, update}, ids counting from "1", and shows an open toast', () => {
    const store = createToastStore()
    const first = store.toast({ title: 'Cart Cleared' })
    expect(Object.keys(first).sort()).toEqual(['dismiss', 'id', 'update'])
    expect(first.id).toBe('1')
    expect(only(store)).toMatchObject({ id: '1', title: 'Cart Cleared', open: true, variant: 'default' })
    expect(store.toast({ title: 'Again' }).id).toBe('2')
  })

  it('keeps the variant it is given', () => {
    const store = createToastStore()
    store.toast({ title: 'Please log in', variant: 'destructive' })
    expect(only(store).variant).toBe('destructive')
  })

  it('2. a new toast replaces the shown one, which is dropped without a removal timer', () => {
    const store = createToastStore()
    store.toast({ title: 'A' })
    store.toast({ title: 'B' })
    expect(only(store)).toMatchObject({ id: '2', title: 'B', open: true })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('3. update merges into the live toast and keeps its id; updating a dropped toast changes nothing', () => {
    const store = createToastStore()
    const a = store.toast({ title: 'A', description: 'first' })
    a.update({ description: 'changed' })
    expect(only(store)).toMatchObject({ id: a.id, title: 'A', description: 'changed', open: true })

    const b = store.toast({ title: 'B' })
    const before = store.getState()
    a.update({ title: 'A again' })
    expect(store.getState().toasts).toEqual(before.toasts)
    expect(only(store).id).toBe(b.id)
  })

  it('4. dismiss marks the toast closed and keeps it', () => {
    const store = createToastStore()
    const t = store.toast({ title: 'Saved' })
    t.dismiss()
    expect(only(store)).toMatchObject({ id: t.id, title: 'Saved', open: false })
  })

  it('5. dismissing twice starts one removal timer', () => {
    const store = createToastStore()
    const t = store.toast({ title: 'Saved' })
    t.dismiss()
    t.dismiss()
    expect(vi.getTimerCount()).toBe(1)
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS)
    expect(store.getState().toasts).toEqual([])
  })

  it('6. removal happens exactly 1,000,000 ms after dismissal, not before', () => {
    const store = createToastStore()
    const t = store.toast({ title: 'Saved' })
    vi.advanceTimersByTime(5000)
    t.dismiss()
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1)
    expect(only(store)).toMatchObject({ id: t.id, open: false })
    vi.advanceTimersByTime(1)
    expect(store.getState().toasts).toEqual([])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('a toast that is never dismissed stays', () => {
    const store = createToastStore()
    store.toast({ title: 'Saved' })
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS * 2)
    expect(only(store).open).toBe(true)
  })

  it('uses the removal delay it was created with', () => {
    const store = createToastStore(100)
    store.toast({ title: 'Saved' }).dismiss()
    vi.advanceTimersByTime(99)
    expect(store.getState().toasts).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(store.getState().toasts).toEqual([])
  })

  it('7. onOpenChange(false) dismisses; onOpenChange(true) does not', () => {
    const store = createToastStore()
    const t = store.toast({ title: 'Saved' })
    only(store).onOpenChange?.(true)
    expect(only(store).open).toBe(true)
    expect(vi.getTimerCount()).toBe(0)

    only(store).onOpenChange?.(false)
    expect(only(store)).toMatchObject({ id: t.id, open: false })
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS)
    expect(store.getState().toasts).toEqual([])
  })

  it('8. dismiss() with no id closes every toast and queues each for removal', () => {
    const store = createToastStore()
    const t = store.toast({ title: 'Saved' })
    store.dismiss()
    expect(only(store)).toMatchObject({ id: t.id, open: false })
    expect(vi.getTimerCount()).toBe(1)
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS)
    expect(store.getState().toasts).toEqual([])

    // The store shows one toast at a time, so "every toast" is checked on the reducer with two.
    const open = { variant: 'default' as const, open: true }
    const two: ToastState = {
      toasts: [
        { ...open, id: 'y' },
        { ...open, id: 'x' },
      ],
    }
    expect(toastReducer(two, { type: 'DISMISS_TOAST' }).toasts.map((toast) => toast.open)).toEqual([false, false])
  })

  it('dismiss() with nothing shown starts no timer', () => {
    const store = createToastStore()
    store.dismiss()
    expect(vi.getTimerCount()).toBe(0)
    expect(store.getState().toasts).toEqual([])
  })

  it('notifies subscribers on every change until they unsubscribe', () => {
    const store = createToastStore()
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    const t = store.toast({ title: 'A' })
    t.dismiss()
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS)
    expect(listener).toHaveBeenCalledTimes(2)
  })
})

describe('toastReducer', () => {
  const toast = (id: string, open = true): ToastData => ({ id, open, variant: 'default' })

  it('9. REMOVE without an id clears the list; with an id it removes only that toast', () => {
    const state: ToastState = { toasts: [toast('a'), toast('b', false)] }
    expect(toastReducer(state, { type: 'REMOVE_TOAST' })).toEqual({ toasts: [] })
    expect(toastReducer(state, { type: 'REMOVE_TOAST', toastId: 'b' })).toEqual({ toasts: [toast('a')] })
    expect(toastReducer(state, { type: 'REMOVE_TOAST', toastId: 'zz' })).toEqual(state)
  })

  it('10. an unknown action returns the state unchanged', () => {
    const state: ToastState = { toasts: [toast('a')] }
    expect(toastReducer(state, { type: 'NOT_A_TOAST_ACTION' } as unknown as ToastAction)).toBe(state)
  })

  it('ADD puts the new toast first and keeps one', () => {
    expect(toastReducer({ toasts: [toast('a')] }, { type: 'ADD_TOAST', toast: toast('b') })).toEqual({
      toasts: [toast('b')],
    })
  })

  it('DISMISS with an id closes only that toast', () => {
    const state: ToastState = { toasts: [toast('a'), toast('b')] }
    expect(toastReducer(state, { type: 'DISMISS_TOAST', toastId: 'b' })).toEqual({
      toasts: [toast('a'), toast('b', false)],
    })
  })

  it('does not modify the state it is given', () => {
    const state: ToastState = { toasts: [toast('a')] }
    const copy = structuredClone(state)
    toastReducer(state, { type: 'DISMISS_TOAST' })
    toastReducer(state, { type: 'UPDATE_TOAST', toast: { id: 'a', title: 'T' } })
    expect(state).toEqual(copy)
  })
})
