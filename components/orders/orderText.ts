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

/** The words around an order's progress on its page (docs/product.md §17.2). */
export const ORDER_PROGRESS_TEXT = {
  tracking: 'Track your parcel',
  trackingNoLink: (carrier: string, number: string) => `Sent with ${carrier}, tracking number ${number}`,
  shippingTo: 'Shipping to',
  timeline: 'What has happened',
  refunded: 'Refunded',
} as const

/** "21 Nov 2026, 1:10 pm": when something happened to an order. */
const momentFormat = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' })
export function orderMoment(iso: string): string {
  return momentFormat.format(new Date(iso))
}

/** The guest's order lookup (docs/product.md §17.3). One answer for a wrong e-mail and an unknown number. */
export const ORDER_LOOKUP_TEXT = {
  title: 'Find your order',
  lead: 'Enter the order number from your confirmation e-mail and the e-mail address you paid with.',
  submit: 'Find order',
  submitting: 'Looking',
  notFound:
    'We could not find an order with that number and e-mail address. Check both against your confirmation e-mail.',
  failed: 'We could not look up your order just now. Please try again.',
  another: 'Look up another order',
  signedInHint: 'Have an account? Your orders are on your account page.',
} as const
