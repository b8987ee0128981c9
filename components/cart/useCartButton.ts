import { useLayoutEffect, useRef } from 'react'
import { BAG_BUTTON_GRACE_MS } from '@/lib/constants'
import { cartActions } from '@/lib/store/cart/slice'
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks'
import { cancelFlyoutClose, scheduleFlyoutClose } from './cartPanelHover'

/**
 * The header's bag button (docs/product.md §2.5). Hovering opens the bag as a non-modal flyout that stays while
 * the pointer is over the button or the panel and closes a moment after it leaves both (WCAG 1.4.13: hoverable,
 * dismissible with Escape, persistent). A click or a key opens the modal dialog, also over an open flyout; a
 * second click closes it. Closing the dialog uncovers the button under a still pointer, which the browser
 * reports as a fresh hover: a hover that soon after closing does not reopen the bag.
 */
export function useCartButton() {
  const dispatch = useAppDispatch()
  const open = useAppSelector((state) => state.cart.shouldDisplayCart)
  const flyout = useAppSelector((state) => state.cart.displayAsFlyout)
  const closedAt = useRef(0)
  const wasOpen = useRef(open)

  useLayoutEffect(() => {
    if (wasOpen.current && !open) closedAt.current = Date.now()
    wasOpen.current = open
  }, [open])

  return {
    onMouseEnter: () => {
      cancelFlyoutClose()
      if (open || Date.now() - closedAt.current < BAG_BUTTON_GRACE_MS) return
      dispatch(cartActions.handleCartHover())
    },
    onMouseLeave: () => {
      if (open && flyout) scheduleFlyoutClose(() => dispatch(cartActions.handleCloseCart()))
    },
    onClick: () => {
      cancelFlyoutClose()
      dispatch(cartActions.handleCartClick())
    },
  }
}
