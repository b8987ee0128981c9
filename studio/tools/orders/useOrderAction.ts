/**
 * Runs one action on an order at most once at a time: `busy` disables its button while the request is in flight
 * (a double click sends once), and the idempotency key made when the dialog opened goes with every attempt, so a
 * retry after a lost answer does not refund or mail twice.
 */
import { useRef, useState } from 'react'
import { errorMessage, newIdempotencyKey, StaffApiError } from './api'
import type { StaffOrderDetailFragment } from './operations.generated'

const RELOAD_AFTER: ReadonlySet<StaffApiError['kind']> = new Set(['conflict', 'refundFailed', 'refundPending'])

export interface OrderAction {
  busy: boolean
  error: string | null
  /** Runs `send` with this dialog's key; resolves to the updated order, or null when it failed (see `error`). */
  run: (send: (idempotencyKey: string) => Promise<StaffOrderDetailFragment>) => Promise<StaffOrderDetailFragment | null>
}

export function useOrderAction(onConflict: () => void): OrderAction {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const inFlight = useRef(false)
  const key = useRef(newIdempotencyKey())

  const run: OrderAction['run'] = async (send) => {
    // The ref stops a second click that lands before React re-renders the disabled button.
    if (inFlight.current) return null
    inFlight.current = true
    setBusy(true)
    setError(null)
    try {
      return await send(key.current)
    } catch (caught) {
      setError(errorMessage(caught))
      // The order moved on (shipped, refunded elsewhere, e.g. in Stripe's dashboard), or a cancellation stands while
      // its refund failed or is still with Stripe: show its state now.
      if (caught instanceof StaffApiError && RELOAD_AFTER.has(caught.kind)) onConflict()
      return null
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }
  return { busy, error, run }
}
