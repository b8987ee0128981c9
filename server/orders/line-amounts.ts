/**
 * What the shopper paid for an order line (docs/product.md §20): its units at their price, less its share of the
 * order's discount code. Refunds and returns give back from this, never more.
 */
import type { OrderLine } from '../db/schema/orders'

/** Cents paid for the whole line. */
export const linePaid = (line: Pick<OrderLine, 'unitAmount' | 'quantity' | 'discountAmount'>) =>
  line.unitAmount * line.quantity - (line.discountAmount ?? 0)

/**
 * What `units` of a line cost the shopper, never more than was paid: the line's paid amount shared evenly among its
 * units, rounded down to the cent; all of its units, exactly what was paid.
 */
export function paidForUnits(line: Pick<OrderLine, 'unitAmount' | 'quantity' | 'discountAmount'>, units: number) {
  const paid = linePaid(line)
  if (units >= line.quantity) return paid
  return Math.floor(paid / line.quantity) * Math.max(0, units)
}
