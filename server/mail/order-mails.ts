/**
 * The mails that follow an order after its confirmation (docs/product.md §17.2): shipped (with the tracking link),
 * refunded, cancelled, and the packing summary the shop gets for each paid order. Same layout as every other mail.
 */
import { SHOP_NAME } from '@/lib/constants'
import { routes } from '@/lib/routes'
import { render } from './templates'

export const ORDER_MAIL_KINDS = ['orderShipped', 'orderRefunded', 'orderCancelled', 'newOrder'] as const

interface OrderMailBase {
  publicUrl: string
  /** The short order number. */
  number: string
  customerName?: string
  test?: boolean
}

const lookupUrl = (base: OrderMailBase) => `${base.publicUrl}${routes.orderLookup(base.number)}`
const testLine = (base: OrderMailBase) =>
  base.test ? ['This is a test order: no payment was taken and nothing is really shipped.'] : []
const subjectOf = (base: OrderMailBase, text: string) => `${base.test ? '[Test] ' : ''}${text}`
const hello = (base: OrderMailBase) => `Hello${base.customerName ? ` ${base.customerName}` : ''},`

export function orderShippedMail(
  input: OrderMailBase & { carrier: string; trackingNumber: string; trackingUrl: string | null },
) {
  return render('orderShipped', subjectOf(input, `Your ${SHOP_NAME} order ${input.number} is on its way`), {
    paragraphs: [
      ...testLine(input),
      hello(input),
      `Your order ${input.number} has shipped with ${input.carrier}.`,
      `Tracking number: ${input.trackingNumber}`,
    ],
    action: input.trackingUrl
      ? { label: 'Track your parcel', url: input.trackingUrl }
      : { label: 'Follow your order', url: lookupUrl(input) },
    footnote: `You can also follow your order at ${lookupUrl(input)}`,
  })
}

export function orderRefundedMail(input: OrderMailBase & { amount: string; fullRefund: boolean }) {
  return render('orderRefunded', subjectOf(input, `Refund for your ${SHOP_NAME} order ${input.number}`), {
    paragraphs: [
      ...testLine(input),
      hello(input),
      input.fullRefund
        ? `We have refunded your order ${input.number} in full: ${input.amount}.`
        : `We have refunded ${input.amount} of your order ${input.number}.`,
      input.test
        ? 'No money moved, so nothing reaches your card.'
        : 'Refunds reach your card in 5 to 10 business days, depending on your bank.',
    ],
    action: { label: 'Follow your order', url: lookupUrl(input) },
  })
}

export function orderCancelledMail(input: OrderMailBase & { refunded: string | null }) {
  return render('orderCancelled', subjectOf(input, `Your ${SHOP_NAME} order ${input.number} is cancelled`), {
    paragraphs: [
      ...testLine(input),
      hello(input),
      `We have cancelled your order ${input.number}; nothing will be shipped.`,
      ...(input.refunded ? [`We have refunded ${input.refunded} to the card you paid with.`] : []),
      'If you did not expect this, reply to this e-mail and we will help.',
    ],
    action: { label: 'Follow your order', url: lookupUrl(input) },
  })
}

/** To SHOP_EMAIL: what to pack and where it goes. */
export function newOrderMail(
  input: OrderMailBase & {
    email: string | null
    lines: string[]
    total: string
    shippingAddress: string[]
    flags: string[]
  },
) {
  return render('newOrder', subjectOf(input, `New order ${input.number}: ${input.total}`), {
    paragraphs: [
      ...testLine(input),
      `Order ${input.number} from ${input.customerName ?? 'a guest'}${input.email ? ` <${input.email}>` : ''}.`,
      'To pack:',
      ...input.lines,
      `Total: ${input.total}`,
      input.shippingAddress.length > 0
        ? `Ship to: ${input.shippingAddress.join(', ')}`
        : 'No shipping address: contact the shopper before packing.',
      ...input.flags.map((f) => `Needs attention: ${f}`),
    ],
    footnote: 'Mark it shipped in the Orders tool in Studio (docs/operations.md).',
  })
}
