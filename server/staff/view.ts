/** An order as the Orders tool shows it (server/staff/schema.ts): the shopper's view, and what only staff see. */
import type { OrderReturnRow, OrderRow } from '../db/schema/orders'
import type { StaffOrder } from '../graphql/resolvers.generated'
import { canCancel, canRefund, canShip, isDisputed, refundable } from '../orders/lifecycle'
import type { TimelineEvent } from '../orders/timeline'
import { DEFAULT_RETURN_WINDOW_DAYS, toOrderView } from '../orders/views'

/** `returns`: the order's returns (docs/product.md §17.5), which staff see whatever the window. */
export function toStaffOrder(row: OrderRow, timeline: TimelineEvent[], returns: OrderReturnRow[] = []): StaffOrder {
  const view = toOrderView(row, timeline, undefined, {
    rows: returns,
    windowDays: DEFAULT_RETURN_WINDOW_DAYS,
    now: new Date(),
  })
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
    disputed: isDisputed(row),
    flags: row.flags,
    // The transition table's own answers (server/orders/lifecycle.ts): what the buttons offer is what is accepted.
    canShip: canShip(row),
    canRefund: canRefund(row),
    canCancel: canCancel(row),
  }
}
