/**
 * What happens once when an order is first seen paid (docs/product.md §17.2): the timeline's first event, its
 * stock reservation released (the order counts the units now), flags for staff (no address, a PO Box, oversold),
 * and the packing summary to SHOP_EMAIL. Every step is claimed, so redeliveries and the success page's own
 * fulfilment change nothing.
 */
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { orders, type OrderFlag, type OrderRow } from '../db/schema/orders'
import { releaseReservation } from '../payments/reservations'
import { undeliverable } from './address'
import { mailShopOnce, type NotifyDeps } from './notify'
import { recordEvent } from './timeline'

export interface AfterPaidDeps extends NotifyDeps {
  db: Database
  /** Names of lines sold beyond their stock (docs/product.md §16.4); none for test orders. */
  oversoldLines?: (order: OrderRow) => Promise<string[]>
}

const FLAG_NOTES: Record<OrderFlag, string> = {
  no_address: 'there is no shipping address; ask the shopper where to send it.',
  po_box: 'the shipping address looks like a PO Box, parcel locker or military address; ask the shopper for another.',
  oversold: 'more units were paid for than were left',
  disputed: 'the payment is disputed.',
}

export async function afterPaid(deps: AfterPaidDeps, order: OrderRow): Promise<void> {
  const first = await recordEvent(deps.db, {
    orderId: order.id,
    type: 'placed',
    actor: 'shopper',
    detail: { test: order.test },
    key: `placed:${order.id}`,
  })
  let current = order
  if (first) {
    await releaseReservation(deps.db, { sessionId: order.sessionId })
    current = await flagProblems(deps, order)
  }
  await mailShopOnce(deps, current)
}

async function flagProblems(deps: AfterPaidDeps, order: OrderRow): Promise<OrderRow> {
  const flags: OrderFlag[] = []
  const notes: string[] = []
  const address = order.shippingAddress
  if (!address?.line1) flags.push('no_address')
  else if (undeliverable(address) || (address.country && address.country !== 'AU')) flags.push('po_box')
  const oversold = order.test ? [] : ((await deps.oversoldLines?.(order)) ?? [])
  if (oversold.length > 0) flags.push('oversold')
  if (flags.length === 0) return order
  for (const flag of flags)
    notes.push(flag === 'oversold' ? `${FLAG_NOTES.oversold}: ${oversold.join(', ')}.` : FLAG_NOTES[flag])
  const [updated] = await deps.db
    .update(orders)
    .set({
      flags: sql`(select coalesce(jsonb_agg(distinct f), '[]'::jsonb) from jsonb_array_elements_text(${orders.flags} || ${JSON.stringify(flags)}::jsonb) f)`,
    })
    .where(eq(orders.id, order.id))
    .returning()
  await recordEvent(deps.db, {
    orderId: order.id,
    type: 'flagged',
    actor: 'system',
    detail: { note: notes.join(' '), flags: flags.join(',') },
    key: `flagged:${order.id}`,
  })
  return updated ?? order
}
