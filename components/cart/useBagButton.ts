import { useLayoutEffect, useRef } from 'react'
import { cartActions } from '@/lib/store/cart/slice'
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks'

const GRACE_MS = 600

/**
 * The header's bag button (docs/product.md §2: hover opens the panel, click toggles it), without two traps of a modal panel:
 * a pointer that hovers and then clicks would open and at once close it, and closing the panel uncovers the
 * button under a still pointer, which the browser reports as a fresh hover that would reopen it.
 */
export function useBagButton() {
  const dispatch = useAppDispatch()
  const open = useAppSelector((state) => state.cart.shouldDisplayCart)
  const openedByHoverAt = useRef(0)
  const closedAt = useRef(0)
  const wasOpen = useRef(open)

  useLayoutEffect(() => {
    if (wasOpen.current && !open) closedAt.current = Date.now()
    wasOpen.current = open
  }, [open])

  return {
    onMouseEnter() {
      if (open || Date.now() - closedAt.current < GRACE_MS) return
      openedByHoverAt.current = Date.now()
      dispatch(cartActions.handleCartHover())
    },
    onClick() {
      if (open && Date.now() - openedByHoverAt.current < GRACE_MS) return
      dispatch(cartActions.handleCartClick())
    },
  }
}
