/**
 * The order state machine (docs/product.md §17.2). paid / test → shipped; any paid state → partially_refunded →
 * refunded; paid / test / partially_refunded and not shipped → cancelled. payment_pending and payment_failed
 * orders take no action. `disputed` is a flag beside the status, not a status.
 */
import type { OrderRow, OrderStatus } from '../db/schema/orders'

/** Statuses in which money (or, for test orders, pretend money) was taken. */
export const PAID_STATUSES: readonly OrderStatus[] = ['paid', 'test', 'shipped', 'partially_refunded']

type Facts = Pick<OrderRow, 'status' | 'shippedAt' | 'amountTotal' | 'refundedAmount'>

export const refundable = (o: Facts) => Math.max(0, o.amountTotal - o.refundedAmount)

export const canShip = (o: Facts) =>
  (o.status === 'paid' || o.status === 'test' || o.status === 'partially_refunded') && !o.shippedAt

export const canRefund = (o: Facts) => PAID_STATUSES.includes(o.status) && refundable(o) > 0

export const canCancel = (o: Facts) =>
  (o.status === 'paid' || o.status === 'test' || o.status === 'partially_refunded') && !o.shippedAt

/** The status once `refunded` cents of the order are refunded. */
export function statusAfterRefund(o: Facts & { cancelledAt: Date | null }, refunded: number): OrderStatus {
  if (o.cancelledAt) return 'cancelled'
  if (refunded >= o.amountTotal) return 'refunded'
  if (refunded > 0) return 'partially_refunded'
  return o.status
}
