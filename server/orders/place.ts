/**
 * Placing an order and its payment (docs/product.md §10.5, §17.2): the ONE command both providers' fulfilment calls
 * (Stripe's webhook and success page, the test payment page), any number of times. One order per checkout session:
 * the first call records it, later ones fill in what it lacked and move its payment through the transition table
 * (pending → paid or failed; a paid order never goes back, and one staff or Stripe moved on keeps its state). When
 * the payment first goes through, in the same transaction: the timeline's `placed` event and the end of the
 * checkout's stock hold (the order counts the units now). After it: flags for staff (no address, a PO Box, oversold),
 * the packing summary to SHOP_EMAIL and the shopper's confirmation, each claimed once.
 */
import { eq, sql } from 'drizzle-orm'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import {
  orders,
  type BillingAddress,
  type OrderFlag,
  type OrderLine,
  type OrderRow,
  type ShippingAddress,
} from '../db/schema/orders'
import { undeliverable } from './address'
import { decide, isPaid } from './lifecycle'
import { mailShopOnce, sendConfirmationOnce, type NotifyDeps } from './notify'
import { releaseHold } from './reservations'
import { accept, type Executor } from './store'
import { eventKey, recordEvent } from './timeline'

export interface PlaceInput {
  provider: 'stripe' | 'local'
  sessionId: string
  /** What the provider says of the payment; `test`: the built-in test payment page (no money moved). */
  payment: 'paid' | 'pending' | 'failed' | 'test'
  email: string | null
  customerName: string | null
  billingAddress: BillingAddress | null
  /** Where the parcel goes (docs/product.md §10); null for orders from before it was collected. */
  shippingAddress?: ShippingAddress | null
  /** Stripe's PaymentIntent, for refunds. */
  paymentIntentId?: string | null
  lines: OrderLine[]
  /** The shopper signed in at checkout, if any (docs/product.md §17). */
  userId?: string | null
  /** Cents, included in amountTotal; 0 when free. */
  shippingAmount?: number
  /** The discount code used, its promotion and the cents it took off the lines (docs/product.md §20). */
  discount?: { code: string; promotionId: string; amount: number } | null
  amountTotal: number
  currency: string
  /** The language of the checkout: the order's mails are written in it (docs/product.md §19). */
  locale?: Locale
  /**
   * A test order's address was typed by whoever used the test page and is unproven: asked before its confirmation
   * is mailed (the anonymous-mail gate, docs/security/accounts.md, N6); false drops the mail.
   */
  mayMailTestOrder?: () => Promise<boolean>
}

export interface PlaceDeps extends NotifyDeps {
  /** Names of lines sold beyond their stock (docs/product.md §16.4); none for test orders. */
  oversoldLines?: (order: OrderRow) => Promise<string[]>
}

export interface Placed {
  order: OrderRow
  /** This call sent the shopper's confirmation. */
  mailSent: boolean
}

const json = (value: unknown) => (value ? JSON.stringify(value) : null)

/** What a later event adds: what it knows, over what was recorded (an address arriving with the completed session…). */
function filledIn(input: PlaceInput) {
  return {
    shippingAddress: sql`coalesce(${json(input.shippingAddress)}::jsonb, ${orders.shippingAddress})`,
    billingAddress: sql`coalesce(${json(input.billingAddress)}::jsonb, ${orders.billingAddress})`,
    paymentIntentId: sql`coalesce(${input.paymentIntentId ?? null}, ${orders.paymentIntentId})`,
    email: sql`coalesce(${input.email}, ${orders.email})`,
    userId: sql`coalesce(${input.userId ?? null}::uuid, ${orders.userId})`,
    customerName: sql`coalesce(${input.customerName}, ${orders.customerName})`,
  }
}

/** The payment's first success: the `placed` event and the end of the checkout's hold, in the caller's transaction. */
async function recordPlaced(tx: Executor, order: OrderRow): Promise<void> {
  await recordEvent(tx, {
    orderId: order.id,
    type: 'placed',
    actor: 'shopper',
    detail: { test: order.test },
    key: eventKey.placed(order.id),
  })
  await releaseHold(tx, { sessionId: order.sessionId })
}

/** Records the order or moves its payment; `firstPaid`: this call saw its payment go through first. */
async function record(tx: Executor, input: PlaceInput): Promise<{ order: OrderRow; firstPaid: boolean }> {
  const [inserted] = await tx
    .insert(orders)
    .values({
      sessionId: input.sessionId,
      provider: input.provider,
      paymentStatus: input.payment,
      email: input.email,
      userId: input.userId ?? null,
      customerName: input.customerName,
      billingAddress: input.billingAddress,
      shippingAddress: input.shippingAddress ?? null,
      paymentIntentId: input.paymentIntentId ?? null,
      // No money moved on the test payment page: the order stays a test order whatever happens to it later.
      test: input.payment === 'test',
      lines: input.lines,
      shippingAmount: input.shippingAmount ?? 0,
      discountCode: input.discount?.code ?? null,
      promotionId: input.discount?.promotionId ?? null,
      discountAmount: input.discount?.amount ?? 0,
      amountTotal: input.amountTotal,
      currency: input.currency,
      locale: input.locale ?? DEFAULT_LOCALE,
    })
    .onConflictDoNothing({ target: orders.sessionId })
    .returning()
  if (inserted) {
    // A payment still settling counts as sold too (stock.ts): either way the checkout's hold is no longer needed.
    if (isPaid(inserted)) await recordPlaced(tx, inserted)
    else if (inserted.paymentStatus === 'pending') await releaseHold(tx, { sessionId: inserted.sessionId })
    return { order: inserted, firstPaid: isPaid(inserted) }
  }
  const [locked] = await tx.select().from(orders).where(eq(orders.sessionId, input.sessionId)).for('update')
  const [filled] = await tx.update(orders).set(filledIn(input)).where(eq(orders.id, locked!.id)).returning()
  const command = input.payment === 'failed' ? 'fail' : input.payment === 'pending' ? null : 'pay'
  const decision = command ? decide(command, filled!) : null
  if (!decision?.ok) return { order: filled!, firstPaid: false }
  const order = await accept(tx, filled!, { payment: decision.payment })
  if (isPaid(order)) await recordPlaced(tx, order)
  return { order, firstPaid: isPaid(order) }
}

const FLAG_NOTES: Record<OrderFlag, string> = {
  no_address: 'there is no shipping address; ask the shopper where to send it.',
  po_box: 'the shipping address looks like a PO Box, parcel locker or military address; ask the shopper for another.',
  oversold: 'more units were paid for than were left',
  disputed: 'the payment is disputed.',
}

/** Flags what staff must look at before packing, once, when the order is first seen paid. */
async function flagProblems(deps: PlaceDeps, order: OrderRow): Promise<OrderRow> {
  const flags: OrderFlag[] = []
  const address = order.shippingAddress
  if (!address?.line1) flags.push('no_address')
  else if (undeliverable(address) || (address.country && address.country !== 'AU')) flags.push('po_box')
  const oversold = order.test ? [] : ((await deps.oversoldLines?.(order)) ?? [])
  if (oversold.length > 0) flags.push('oversold')
  if (flags.length === 0) return order
  const notes = flags.map((flag) =>
    flag === 'oversold' ? `${FLAG_NOTES.oversold}: ${oversold.join(', ')}.` : FLAG_NOTES[flag],
  )
  return deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({
        flags: sql`(select coalesce(jsonb_agg(distinct f), '[]'::jsonb) from jsonb_array_elements_text(${orders.flags} || ${JSON.stringify(flags)}::jsonb) f)`,
      })
      .where(eq(orders.id, order.id))
      .returning()
    await recordEvent(tx, {
      orderId: order.id,
      type: 'flagged',
      actor: 'system',
      detail: { note: notes.join(' '), flags: flags.join(',') },
      key: eventKey.flagged(order.id),
    })
    return updated ?? order
  })
}

export async function place(deps: PlaceDeps, input: PlaceInput): Promise<Placed> {
  const { order: recorded, firstPaid } = await deps.db.transaction((tx) => record(tx, input))
  if (!isPaid(recorded)) return { order: recorded, mailSent: false }
  const order = firstPaid ? await flagProblems(deps, recorded) : recorded
  await mailShopOnce(deps, order)
  const mailSent = await sendConfirmationOnce(deps, order, order.test ? input.mayMailTestOrder : undefined)
  return { order, mailSent }
}
