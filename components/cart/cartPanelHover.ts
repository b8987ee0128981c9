import { BAG_FLYOUT_CLOSE_DELAY_MS } from '@/lib/constants'

/**
 * The one pending close of the hover-opened bag (docs/product.md §2.5), shared by the bag button and the flyout:
 * leaving either schedules it, entering either cancels it, so the pointer can cross from the button into the
 * panel. Only event handlers touch it (browser only).
 */
let closeTimer: ReturnType<typeof setTimeout> | undefined

export function cancelFlyoutClose() {
  clearTimeout(closeTimer)
  closeTimer = undefined
}

export function scheduleFlyoutClose(close: () => void) {
  cancelFlyoutClose()
  closeTimer = setTimeout(() => {
    closeTimer = undefined
    close()
  }, BAG_FLYOUT_CLOSE_DELAY_MS)
}
