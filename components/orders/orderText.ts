import type { OrderStatus } from '@/lib/api/orders'
import { variantLabel } from '@/lib/catalogue/variants'

/** How an order's status reads to the shopper (docs/product.md §17). */
export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  paid: 'Paid',
  payment_pending: 'Payment pending',
  payment_failed: 'Payment failed',
  test: 'Test order, not charged',
  shipped: 'Shipped',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
}

/** The account page's lead after the name (docs/product.md §17.3). */
export const GUEST_ORDERS_TEXT =
  'Orders you paid as a guest with this address are added once you set your password with a "Forgot password" link, which proves the address is yours.'

/** Shown on an order added to the account by its e-mail address, not placed while signed in (docs/product.md §17). */
export const CLAIMED_BY_EMAIL_TEXT = 'Paid as a guest with your e-mail address'

const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric' })

/** "22 November 2026", in the shop's own locale. */
export function orderDate(iso: string): string {
  return dateFormat.format(new Date(iso))
}

/** "Classic Nidha Abaya (Size 56 · Black)", the way every order line is named. */
export function lineName(line: { name: string; size?: string | null; colour?: string | null }): string {
  const label = variantLabel(line)
  return label ? `${line.name} (${label})` : line.name
}
