/**
 * Ship (docs/operations.md): under the order's row lock the transition table decides (a cancelled, unpaid or
 * disputed order is refused: security review T4-3), the order becomes shipped with its tracking, and the timeline
 * records it in the same transaction; then the shopper is mailed the tracking link, once. The same carrier and
 * number again answers the shipped order; another number is a conflict.
 */
import { sql } from 'drizzle-orm'
import type { OrderRow } from '../db/schema/orders'
import { trackingFor } from './carriers'
import { OrderError, orderErrorText } from './errors'
import { decide } from './lifecycle'
import { mailShipped, type NotifyDeps } from './notify'
import { refusal } from './refusals'
import { accept, withOrder } from './store'
import { eventKey, type Actor } from './timeline'

const TRACKING_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 -]{2,38}[A-Za-z0-9]$/

export interface ShipRequest {
  orderId: string
  carrier: string
  trackingNumber: string
  by: Actor
}

export async function ship(deps: NotifyDeps, req: ShipRequest): Promise<OrderRow> {
  const carrierText = req.carrier.trim()
  const number = req.trackingNumber.trim().toUpperCase()
  if (!carrierText || carrierText.length > 60) throw new OrderError(orderErrorText.carrier, 'BAD_USER_INPUT', 'carrier')
  if (!TRACKING_NUMBER.test(number))
    throw new OrderError(orderErrorText.trackingNumber, 'BAD_USER_INPUT', 'trackingNumber')
  const tracking = trackingFor(carrierText, number)
  const { order, shipped } = await withOrder(deps.db, req.orderId, async (tx, locked) => {
    const again = locked.fulfilmentStatus === 'shipped' && locked.trackingNumber === number
    if (again && locked.carrier === tracking.carrier) return { order: locked, shipped: false }
    const decision = decide('ship', locked)
    if (!decision.ok) throw refusal('ship', locked)
    const order = await accept(tx, locked, {
      fulfilment: decision.fulfilment,
      set: { carrier: tracking.carrier, trackingNumber: number, trackingUrl: tracking.url, shippedAt: sql`now()` },
      command: `ship:${tracking.carrier}:${number}`,
      event: {
        type: 'shipped',
        actor: req.by.actor,
        actorUserId: req.by.userId,
        actorName: req.by.name,
        detail: { carrier: tracking.carrier, trackingNumber: number, url: tracking.url },
        key: eventKey.shipped(locked.id),
      },
    })
    return { order, shipped: true }
  })
  if (shipped) await mailShipped(deps, order)
  return order
}
