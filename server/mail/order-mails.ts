/**
 * The mails that follow an order after its confirmation (docs/product.md §17.2): shipped (with the tracking link),
 * refunded, cancelled, and the packing summary the shop gets for each paid order. Same layout as every other mail.
 */
import type { Locale } from '@/lib/i18n/locale'
import { routesIn } from '@/lib/routes'
import { mailTexts, render } from './templates'

export const ORDER_MAIL_KINDS = ['orderShipped', 'orderRefunded', 'orderCancelled', 'newOrder'] as const

interface OrderMailBase {
  publicUrl: string
  /** The short order number. */
  number: string
  customerName?: string
  test?: boolean
  /** The order's language (its checkout's); the packing summary to the shop is always English. */
  locale: Locale
}

const lookupUrl = (base: OrderMailBase) => `${base.publicUrl}${routesIn(base.locale).orderLookup(base.number)}`
const texts = (base: OrderMailBase) => mailTexts(base.locale).order
const testLine = (base: OrderMailBase) => (base.test ? [texts(base).testFollowUp] : [])
const subjectOf = (base: OrderMailBase, text: string) => `${base.test ? texts(base).testSubject : ''}${text}`
const hello = (base: OrderMailBase) => {
  const t = mailTexts(base.locale)
  return base.customerName ? t.helloName(base.customerName) : t.hello
}

export function orderShippedMail(
  input: OrderMailBase & { carrier: string; trackingNumber: string; trackingUrl: string | null },
) {
  const t = texts(input)
  return render(
    'orderShipped',
    subjectOf(input, t.shippedSubject(input.number)),
    {
      paragraphs: [
        ...testLine(input),
        hello(input),
        t.shipped(input.number, input.carrier),
        t.trackingNumber(input.trackingNumber),
      ],
      action: input.trackingUrl
        ? { label: t.track, url: input.trackingUrl }
        : { label: t.follow, url: lookupUrl(input) },
      footnote: t.alsoFollow(lookupUrl(input)),
    },
    input.locale,
  )
}

export function orderRefundedMail(input: OrderMailBase & { amount: string; fullRefund: boolean }) {
  const t = texts(input)
  return render(
    'orderRefunded',
    subjectOf(input, t.refundedSubject(input.number)),
    {
      paragraphs: [
        ...testLine(input),
        hello(input),
        input.fullRefund ? t.refundedFull(input.number, input.amount) : t.refundedPart(input.number, input.amount),
        input.test ? t.refundTestNote : t.refundNote,
      ],
      action: { label: t.follow, url: lookupUrl(input) },
    },
    input.locale,
  )
}

export function orderCancelledMail(input: OrderMailBase & { refunded: string | null }) {
  const t = texts(input)
  return render(
    'orderCancelled',
    subjectOf(input, t.cancelledSubject(input.number)),
    {
      paragraphs: [
        ...testLine(input),
        hello(input),
        t.cancelled(input.number),
        ...(input.refunded ? [t.cancelledRefund(input.refunded)] : []),
        t.cancelledHelp,
      ],
      action: { label: t.follow, url: lookupUrl(input) },
    },
    input.locale,
  )
}

/** To SHOP_EMAIL: what to pack and where it goes. */
export function newOrderMail(
  input: Omit<OrderMailBase, 'locale'> & {
    email: string | null
    lines: string[]
    total: string
    shippingAddress: string[]
    flags: string[]
  },
) {
  const staff = { ...input, locale: 'en' as const }
  return render('newOrder', subjectOf(staff, `New order ${input.number}: ${input.total}`), {
    paragraphs: [
      ...testLine(staff),
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
