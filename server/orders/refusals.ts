/**
 * What a command refused by the transition table (lifecycle.ts) says: ORDER_STATE_CONFLICT with the reason in the
 * order's present state. Staff read it in English (the Orders tool shows its own sentence per code and reloads).
 */
import type { OrderRow } from '../db/schema/orders'
import { OrderError } from './errors'
import type { OrderCommand } from './lifecycle'

type State = Pick<OrderRow, 'paymentStatus' | 'fulfilmentStatus' | 'carrier' | 'trackingNumber'>

const PAYMENT_WORDS: Record<OrderRow['paymentStatus'], string> = {
  pending: 'is not paid yet',
  failed: 'was never paid (the payment failed)',
  paid: 'is paid',
  test: 'is a test order',
  partly_refunded: 'is partly refunded',
  refunded: 'is refunded in full',
  disputed: "is disputed by the card holder's bank: wait for the bank's decision",
  dispute_lost: "was taken back by the card holder's bank (the dispute was lost)",
}

function why(command: OrderCommand, o: State): string {
  if (o.fulfilmentStatus === 'cancelled' && command !== 'refund') return 'This order is cancelled.'
  if (o.fulfilmentStatus === 'shipped' && command === 'ship')
    return `This order already shipped with ${o.carrier ?? 'a carrier'}, tracking number ${o.trackingNumber ?? '?'}.`
  if (o.fulfilmentStatus === 'shipped' && command === 'cancel')
    return 'A shipped order cannot be cancelled; refund it instead.'
  return `This order ${PAYMENT_WORDS[o.paymentStatus]}.`
}

const ACTION: Partial<Record<OrderCommand, string>> = {
  ship: 'It cannot be shipped.',
  cancel: 'It cannot be cancelled.',
  refund: 'It cannot be refunded now.',
}

/** The error for a command the table refuses in the order's present state. */
export function refusal(command: OrderCommand, o: State): OrderError {
  const reason = why(command, o)
  const action = reason.includes('cannot') ? '' : ` ${ACTION[command] ?? 'This cannot be done now.'}`
  return new OrderError(`${reason}${action}`, 'ORDER_STATE_CONFLICT')
}
