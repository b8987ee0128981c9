import { useRef } from 'react'
import { RETURNED_FOCUS_ATTRIBUTE } from './returnedFocus'

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
        // Marked while it moves: an icon button opens no tooltip for a returned focus.
        target.setAttribute(RETURNED_FOCUS_ATTRIBUTE, '')
        target.focus()
        target.removeAttribute(RETURNED_FOCUS_ATTRIBUTE)
      }
    },
  }
}
