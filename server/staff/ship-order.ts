/**
 * Mark shipped (docs/operations.md): one conditional update moves a shippable order to shipped, so a double click
 * ships (and mails the shopper) once; the same carrier and number again is a no-op, another number a conflict.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { orders } from '../db/schema/orders'
import type { MutationShipOrderArgs } from '../graphql/resolvers.generated'
import { trackingFor } from '../orders/carriers'
import { mailShipped, type NotifyDeps } from '../orders/notify'
import { loadOrder } from '../orders/refunds'
import { recordEvent } from '../orders/timeline'
import { StaffError } from './errors'
import type { StaffMember } from './member'

const TRACKING_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 -]{2,38}[A-Za-z0-9]$/

export async function shipOrder(deps: NotifyDeps & { db: Database }, staff: StaffMember, args: MutationShipOrderArgs) {
  const carrierText = args.carrier.trim()
  const number = args.trackingNumber.trim().toUpperCase()
  if (!carrierText || carrierText.length > 60)
    throw new StaffError('Choose a carrier (at most 60 characters).', 'BAD_USER_INPUT', 'carrier')
  if (!TRACKING_NUMBER.test(number))
    throw new StaffError(
      'Enter the tracking number: 4 to 40 letters, digits, spaces or dashes.',
      'BAD_USER_INPUT',
      'trackingNumber',
    )
  const order = await loadOrder(deps.db, args.id).catch(() => null)
  if (!order) throw new StaffError('There is no such order.', 'NOT_FOUND')
  const tracking = trackingFor(carrierText, number)
  const [shipped] = await deps.db
    .update(orders)
    .set({
      // A partly refunded order keeps saying so; its tracking shows beside it.
      status: sql`case when ${orders.status} = 'partially_refunded' then 'partially_refunded' else 'shipped' end`,
      carrier: tracking.carrier,
      trackingNumber: number,
      trackingUrl: tracking.url,
      shippedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(orders.id, order.id),
        isNull(orders.shippedAt),
        inArray(orders.status, ['paid', 'test', 'partially_refunded']),
      ),
    )
    .returning()
  if (!shipped) {
    const now = await loadOrder(deps.db, order.id)
    if (now.shippedAt && now.trackingNumber === number && now.carrier === tracking.carrier) return now
    throw new StaffError(
      now.shippedAt
        ? `This order already shipped with ${now.carrier}, tracking number ${now.trackingNumber}.`
        : `A ${now.status.replace('_', ' ')} order cannot be shipped.`,
      'ORDER_STATE_CONFLICT',
    )
  }
  await recordEvent(deps.db, {
    orderId: order.id,
    type: 'shipped',
    actor: 'staff',
    actorUserId: staff.id,
    actorName: staff.name,
    detail: { carrier: tracking.carrier, trackingNumber: number, url: tracking.url },
    key: `shipped:${order.id}`,
  })
  await mailShipped(deps, shipped)
  return shipped
}
