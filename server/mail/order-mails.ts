/**
 * The mails that follow an order after its confirmation (docs/product.md §17.2): shipped (with the tracking link),
 * refunded, cancelled, and the packing summary the shop gets for each paid order. Same layout as every other mail.
 */
import type { Locale } from '@/lib/i18n/locale'
import { routesIn } from '@/lib/routes'
import { greeting, mailTexts, render, type Block } from './templates'

export const ORDER_MAIL_KINDS = ['orderShipped', 'orderRefunded', 'orderCancelled', 'orderReturn', 'newOrder'] as const

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
const follow = (base: OrderMailBase) => ({ label: texts(base).follow, url: lookupUrl(base) })

/** A mail to the shopper about their order, in its language: a test order says so first, then the greeting. */
function toShopper(kind: (typeof ORDER_MAIL_KINDS)[number], base: OrderMailBase, subject: string, block: Block) {
  const paragraphs = [...testLine(base), greeting(base.locale, base.customerName), ...block.paragraphs]
  return render(kind, subjectOf(base, subject), { ...block, paragraphs }, base.locale)
}

export function orderShippedMail(
  input: OrderMailBase & { carrier: string; trackingNumber: string; trackingUrl: string | null },
) {
  const t = texts(input)
  return toShopper('orderShipped', input, t.shippedSubject(input.number), {
    paragraphs: [t.shipped(input.number, input.carrier), t.trackingNumber(input.trackingNumber)],
    action: input.trackingUrl ? { label: t.track, url: input.trackingUrl } : follow(input),
    footnote: t.alsoFollow(lookupUrl(input)),
  })
}

/** Why a refund was made (server/orders/notify.ts `refundWhy`). */
export type RefundWhy = { kind: 'return'; ref: string } | { kind: 'staff'; reason: string } | { kind: 'other' }

/**
 * How much, why, and when it reaches the card (docs/product.md §17.2); a test order's says no money moved. With the
 * refund's adjustment note and the GST it gives back (docs/product.md §10.8) when the shop is registered for GST.
 */
export function orderRefundedMail(
  input: OrderMailBase & {
    amount: string
    fullRefund: boolean
    why?: RefundWhy
    adjustment?: { url: string; gst: string } | undefined
  },
) {
  const t = texts(input)
  const refunded = input.fullRefund ? t.refundedFull : t.refundedPart
  const why = input.why ?? { kind: 'other' }
  const reason =
    why.kind === 'return'
      ? t.refundForReturn(why.ref)
      : why.kind === 'staff'
        ? t.refundReason(why.reason)
        : t.refundFromPayments
  const gst = input.adjustment ? [t.refundGst(input.adjustment.gst)] : []
  return toShopper('orderRefunded', input, t.refundedSubject(input.number), {
    paragraphs: [refunded(input.number, input.amount), reason, ...gst, input.test ? t.refundTestNote : t.refundNote],
    links: input.adjustment ? [{ label: t.adjustmentNote, url: input.adjustment.url }] : undefined,
    action: follow(input),
  })
}

/**
 * The order is cancelled, and what was refunded with it: as the refund mail says it (docs/product.md §17.2), when it
 * reaches the card, or for a test order that no money moved.
 */
export function orderCancelledMail(input: OrderMailBase & { refunded: string | null }) {
  const t = texts(input)
  const refund = !input.refunded
    ? []
    : input.test
      ? [t.cancelledRefundTest(input.refunded), t.refundTestNote]
      : [t.cancelledRefund(input.refunded), t.refundNote]
  return toShopper('orderCancelled', input, t.cancelledSubject(input.number), {
    paragraphs: [t.cancelled(input.number), ...refund, t.cancelledHelp],
    action: follow(input),
  })
}

/** To SHOP_EMAIL: what to pack and where it goes. */
export function newOrderMail(
  input: Omit<OrderMailBase, 'locale'> & {
    email: string | null
    lines: string[]
    /** The discount code and what it took off, e.g. "EID10 −$12.00" (docs/product.md §20). */
    discount?: string
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
      ...(input.discount ? [`Discount: ${input.discount}`] : []),
      `Total: ${input.total}`,
      input.shippingAddress.length > 0
        ? `Ship to: ${input.shippingAddress.join(', ')}`
        : 'No shipping address: contact the shopper before packing.',
      ...input.flags.map((f) => `Needs attention: ${f}`),
    ],
    footnote: 'Mark it shipped in the Orders tool in Studio (docs/operations.md).',
  })
}

/** One step of a return (docs/product.md §17.5): requested, approved (with the instructions), rejected, received. */
export type ReturnMailStep =
  | { step: 'requested' }
  | { step: 'approved'; /** RETURNS_ADDRESS, where the parcel goes. */ returnsAddress: string }
  | { step: 'rejected'; reason: string }
  | { step: 'received'; exchange: boolean }
  | { step: 'exchange_shipped'; carrier: string; trackingNumber: string; trackingUrl: string | null }

export function orderReturnMail(input: OrderMailBase & { ref: string } & ReturnMailStep) {
  const t = texts(input)
  const paragraphs = (() => {
    switch (input.step) {
      case 'requested':
        return [t.returnRequested(input.ref)]
      case 'approved':
        return [t.returnApproved(input.ref), t.returnInstructions(input.ref, input.returnsAddress)]
      case 'rejected':
        return [t.returnRejected(input.ref, input.reason)]
      case 'received':
        return [t.returnReceived(input.ref), input.exchange ? t.returnExchangeFollows : t.returnRefundFollows]
      case 'exchange_shipped':
        return [t.exchangeShipped(input.ref, input.carrier), t.trackingNumber(input.trackingNumber)]
    }
  })()
  const track = input.step === 'exchange_shipped' && input.trackingUrl
  return toShopper('orderReturn', input, t.returnSubject(input.ref), {
    paragraphs,
    action: track ? { label: t.track, url: track } : follow(input),
  })
}
