import { useRef } from 'react'

/**
 * Radix Dialog returns focus to its own Trigger on close; our panels are opened from the header through the
 * store, not a Trigger, so this puts focus back wherever it was when the dialog opened (the bag or menu button).
 */
export function useReturnFocus() {
  const returnTo = useRef<HTMLElement | null>(null)
  return {
    onOpenAutoFocus() {
      returnTo.current =
        document.activeElement instanceof HTMLElement && document.activeElement !== document.body
          ? document.activeElement
          : null
    },
    onCloseAutoFocus(event: Event) {
      const target = returnTo.current
      returnTo.current = null
      if (target?.isConnected) {
        event.preventDefault()
        target.focus()
      }
    },
  }
}
