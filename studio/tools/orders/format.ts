/** How the Orders tool shows amounts, dates, statuses and addresses. Amounts arrive in cents. */
import type { BadgeTone } from '@sanity/ui'
import { ordersText } from './messages'
import type { FulfilmentStatus, OrderStatus, PaymentStatus, StaffAddressFieldsFragment } from './operations.generated'

const money = new Map<string, Intl.NumberFormat>()

export function formatMoney(cents: number, currency = 'AUD'): string {
  const code = currency.toUpperCase()
  let format = money.get(code)
  if (!format) {
    format = new Intl.NumberFormat('en-AU', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
    money.set(code, format)
  }
  return format.format(cents / 100)
}

/** "12.50" or "12" → 1250; null for anything that is not a positive amount with at most two decimals. */
export function parseDollars(input: string): number | null {
  const match = /^\s*\$?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(input)
  if (!match) return null
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'))
  return cents > 0 ? cents : null
}

const dateTime = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' })

export function formatDateTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date)
}

export function statusLabel(status: OrderStatus): string {
  return ordersText.status[status] ?? status
}

export function paymentTone(status: PaymentStatus): BadgeTone {
  switch (status) {
    case 'paid':
    case 'test':
      return 'primary'
    case 'pending':
    case 'partly_refunded':
      return 'caution'
    default:
      return 'critical'
  }
}

export function fulfilmentTone(status: FulfilmentStatus): BadgeTone {
  return status === 'shipped' ? 'positive' : status === 'cancelled' ? 'critical' : 'default'
}

/** The address as the lines of a parcel label. */
export function addressLines(address: StaffAddressFieldsFragment | null | undefined): string[] {
  if (!address) return []
  const locality = [address.city, address.state, address.postalCode].filter(Boolean).join(' ')
  return [address.name, address.line1, address.line2, locality, address.country].filter(
    (line): line is string => typeof line === 'string' && line.trim() !== '',
  )
}
