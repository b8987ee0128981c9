/**
 * The return commands bound to their dependencies (docs/product.md §17.5): the shopper's request, the staff's steps
 * (each mailed to the shopper once, claimed by its timeline event), the exchange options and the Returns view.
 */
import { PLACEHOLDER_RETURNS_ADDRESS } from '@/lib/constants'
import type { Database } from '../db/client'
import { mailReturnStep } from './notify'
import type { RefundDeps } from './refunds'
import { requestReturn, type ReturnPolicy, type ReturnRequest } from './return-request'
import { approveReturn, receiveReturn, rejectReturn, shipExchange, type ReturnStepResult } from './return-steps'
import { listReturns } from './return-views'
import type { ReturnStatus } from './lifecycle'
import { committedUnitsFrom } from './reservations'
import type { Actor } from './timeline'

export function returnCommands(mailing: RefundDeps & { db: Database }, policy: ReturnPolicy, now: () => Date) {
  const { db } = mailing
  /** Mails the shopper about a step: once per step, claimed by its timeline event (a repeat mails nothing). */
  const told = async (r: ReturnStepResult, step: Parameters<typeof mailReturnStep>[3]) => {
    await mailReturnStep(mailing, r.order, r.ret, step)
    return r
  }
  return {
    /** The shopper's return request (return-request.ts); mails them once it is recorded. */
    requestReturn: async (req: Omit<ReturnRequest, 'now'>) => {
      const made = await requestReturn(db, policy, { ...req, now: now() })
      if (made.created) await mailReturnStep(mailing, made.order, made.ret, { step: 'requested' })
      return made
    },
    approveReturn: async (returnId: string, by: Actor) =>
      told(await approveReturn(mailing, returnId, by), {
        step: 'approved',
        returnsAddress: mailing.returnsAddress ?? PLACEHOLDER_RETURNS_ADDRESS,
      }),
    rejectReturn: async (returnId: string, reason: string, by: Actor) => {
      const r = await rejectReturn(mailing, returnId, reason, by)
      return told(r, { step: 'rejected', reason: r.ret.rejectionReason ?? reason.trim() })
    },
    /** Receives the parcel and refunds its refund lines (REFUND_FAILED / REFUND_PENDING as `refund`). */
    receiveReturn: async (returnId: string, by: Actor) => {
      const r = await receiveReturn(mailing, returnId, by)
      const exchange = r.ret.lines.some((l) => l.exchangeFor)
      return told(r, { step: 'received', exchange })
    },
    shipExchange: async (req: Parameters<typeof shipExchange>[1]) => {
      const r = await shipExchange(mailing, req)
      const { exchangeCarrier, exchangeTrackingNumber, exchangeTrackingUrl } = r.ret
      return told(r, {
        step: 'exchange_shipped',
        carrier: exchangeCarrier ?? '',
        trackingNumber: exchangeTrackingNumber ?? '',
        trackingUrl: exchangeTrackingUrl,
      })
    },
    /** The other variants of the product `priceId` sells, each with whether a unit is left (docs/product.md §17.5). */
    exchangeOptions: async (priceId: string) => {
      const variants = policy.variantsOf ? await policy.variantsOf(priceId) : []
      if (!variants.some((v) => v.priceId === priceId)) return []
      const committed = await committedUnitsFrom(
        db,
        now,
      )(variants.map((v) => ({ priceIds: [v.priceId], since: v.since })))
      return variants
        .filter((v) => v.priceId !== priceId)
        .map((v) => ({
          priceId: v.priceId,
          size: v.size,
          colour: v.colour,
          available: v.stock - (committed.get(v.priceId) ?? 0) > 0,
        }))
    },
    /** Returns in these states, oldest first, for the Orders tool's Returns view. */
    listReturns: (statuses: ReturnStatus[]) => listReturns(db, statuses),
  }
}
