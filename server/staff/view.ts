/** An order as the Orders tool shows it (server/staff/schema.ts). */
import type { OrderRow } from '../db/schema/orders'
import type { StaffOrder } from '../graphql/resolvers.generated'
import { canCancel, canRefund, canShip, refundable } from '../orders/lifecycle'
import { toOrderView } from '../orders/service'
import type { TimelineEvent } from '../orders/timeline'

export function toStaffOrder(row: OrderRow, timeline: TimelineEvent[]): StaffOrder {
  const view = toOrderView(row, timeline)
  return {
    ...view,
    updatedAt: row.updatedAt.toISOString(),
    test: row.test,
    provider: row.provider,
    email: row.email,
    customerName: row.customerName,
    billingAddress: row.billingAddress ?? null,
    refundable: refundable(row),
    shippedAt: row.shippedAt?.toISOString() ?? null,
    disputed: row.disputed,
    flags: row.flags,
    canShip: canShip(row),
    canRefund: canRefund(row),
    canCancel: canCancel(row),
  }
}
