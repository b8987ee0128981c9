/**
 * Retries without the caller's help (docs/architecture.md §12, security review I-1): every accepted command leaves
 * its spelling on the order (`orders.last_command`: the version it made and a digest of the command and its
 * arguments). The same command arriving again while it is still the last one accepted is its retry (a lost answer,
 * a double click, two staff members doing the same thing): it is answered with the order as the first one left it,
 * and nothing is done, mailed or sent to Stripe again. Events from outside (Stripe's webhooks) do not count as
 * commands: a refund settled by its webhook is still the one a retry finds. To do the same thing again on purpose,
 * a caller sends its own key (the Orders tool makes one per dialog).
 */
import { createHash } from 'node:crypto'
import type { OrderRow } from '../db/schema/orders'

const digest = (command: string) => createHash('sha256').update(command).digest('base64url').slice(0, 24)

/** What `orders.last_command` holds once `command` made `version`. */
export const spell = (version: number, command: string) => `${version}:${digest(command)}`

/** The version `command` made when it is the order's last accepted command (so this is its retry); else null. */
export function retryOf(order: Pick<OrderRow, 'lastCommand'>, command: string): number | null {
  const last = order.lastCommand
  if (!last) return null
  const at = last.indexOf(':')
  return last.slice(at + 1) === digest(command) ? Number(last.slice(0, at)) : null
}
