/**
 * The order's home (docs/architecture.md §12): the only writer of orders, their refunds, stock holds and timelines.
 * Payments (checkout, fulfilment, Stripe's webhooks), staff (the Orders tool) and accounts (claiming, forgetting)
 * call these commands; each is a use case in its own file, bound to its dependencies here.
 */
import type { Locale } from '@/lib/i18n/locale'
import type { Database } from '../db/client'
import type { OrderRow } from '../db/schema/orders'
import type { Logger } from '../logger'
import type { Mailer } from '../mail/index'
import { cancel, type CancelRequest } from './cancel'
import { claimForAccount, type AccountProof } from './claim-by-email'
import { forget, type ForgottenShopper } from './forget'
import { hasInvoice, loadInvoice } from './invoice'
import type { Invoicing } from './notify'
import { orderHistory } from './history'
import { place, type PlaceInput } from './place'
import { receiptForSession } from './receipt'
import { promotionUsageFrom } from './promotion-usage'
import { refund, type RefundGateway, type RefundRequest } from './refunds'
import {
  attachSession,
  committedUnitsFrom,
  holdStock,
  releaseExpiredSession,
  releaseHold,
  reservedUnitsFrom,
  type HoldLimits,
  type HoldRequest,
} from './reservations'
import { resendConfirmation } from './resend'
import type { ReturnPolicy } from './return-request'
import { returnCommands } from './return-service'
import { DEFAULT_RETURN_WINDOW_DAYS } from './views'
import { ship, type ShipRequest } from './ship'
import { soldUnitsFrom } from './stock'
import { recordDispute, recordStripeRefund, type StripeDispute, type StripeRefund } from './stripe-events'
import type { Executor } from './store'
import type { Actor } from './timeline'

export interface OrdersDeps {
  db: Database
  mailer: Mailer
  publicUrl: string
  /** SHOP_EMAIL: where packing summaries go. */
  shopEmail?: string
  /** RETURNS_ADDRESS (server/config.ts): where returned parcels go, printed in the approval mail. */
  returnsAddress?: string
  logger: Logger
  /** Stripe's refunds API when Stripe is configured; the test payment page's refunds are recorded only. */
  gateway?: RefundGateway
  /** Names of a paid order's lines sold beyond their stock (docs/product.md §16.4), for the `oversold` flag. */
  oversoldLines?: (order: OrderRow) => Promise<string[]>
  /** How much one client or account may hold (config STOCK_HOLD_UNITS_PER_VARIANT, STOCK_HOLD_UNITS_TOTAL). */
  holdLimits: HoldLimits
  /** The connections checkout's holds use, when they have their own (a pool lane); `db` otherwise. */
  checkoutDb?: Database
  /** The return window and the exchange variants (docs/product.md §17.5); 30 days and no exchanges when absent. */
  returns?: Partial<ReturnPolicy>
  /** Tax invoices (docs/product.md §10.8): their links and the seller; no invoices when absent. */
  invoices?: Invoicing
  now?: () => Date
}

export function createOrdersService(deps: OrdersDeps) {
  const { db } = deps
  const holds = deps.checkoutDb ?? db
  const now = deps.now ?? (() => new Date())
  const log = deps.logger.child({ module: 'orders' })
  const mailing = { ...deps, logger: log }
  const policy: ReturnPolicy = {
    windowDays: deps.returns?.windowDays ?? DEFAULT_RETURN_WINDOW_DAYS,
    variantsOf: deps.returns?.variantsOf,
  }
  return {
    ...orderHistory(db, policy.windowDays),
    ...returnCommands(mailing, policy, now),
    place: (input: PlaceInput) => place(mailing, input),
    /** The thank-you page's order, by the checkout session that made it (docs/product.md §10.6). */
    receiptForSession: (sessionId: string, locale: Locale) => receiptForSession(db, sessionId, locale),
    ship: (req: ShipRequest) => ship(mailing, req),
    cancel: (req: CancelRequest) => cancel(mailing, req),
    refund: (req: RefundRequest) => refund(mailing, req),
    resendConfirmation: (req: { orderId: string; by: Actor; key?: string | null }) =>
      resendConfirmation(mailing, { ...req, now: now() }),
    recordStripeRefund: (event: StripeRefund) => recordStripeRefund(mailing, event),
    recordDispute: (event: StripeDispute) => recordDispute(db, event),
    /** Guest orders join the account whose holder proved the address (N5); in the caller's transaction if given. */
    claimForAccount: (proof: AccountProof, tx: Executor = db) => claimForAccount(tx, proof),
    /** The shopper leaves their orders (account deletion); in the deletion's transaction. */
    forget: (user: ForgottenShopper, at: Date, tx: Executor = db) => forget(tx, user, at),
    holdStock: (req: Omit<HoldRequest, 'now' | 'limits'>) => holdStock(holds, { ...req, now, limits: deps.holdLimits }),
    attachSession: (key: string, sessionId: string) => attachSession(holds, key, sessionId),
    releaseHold: (by: { key?: string; sessionId?: string }) => releaseHold(holds, by),
    /** Stripe's expiry of an unpaid session, once per event id: recorded and its hold released in one statement. */
    releaseExpiredSession: (event: { id: string; type: string; sessionId: string }) => releaseExpiredSession(db, event),
    /** Units held by open checkout sessions, per price id (the Orders tool's low-stock list). */
    reservedUnits: reservedUnitsFrom(db, now),
    /** Units sold per price id since each product was published (docs/product.md §16). */
    soldUnits: soldUnitsFrom(db),
    /** Paid orders that used a promotion, in all and by one account (docs/product.md §20). */
    promotionUsage: promotionUsageFrom(db),
    /** Sold and held units: what the product page's units left subtract. */
    committedUnits: committedUnitsFrom(db, now),
    /** docs/product.md §10.8: the tax invoice a capability link names, in a language; null when there is none. */
    invoice: (token: string, locale?: Locale) =>
      deps.invoices ? loadInvoice(db, deps.invoices.links, deps.invoices.seller, token, locale) : Promise.resolve(null),
    /** The path of an order's tax invoice in a language, or null (not paid, or the shop issues none). */
    invoicePath: (order: { id: string; paymentStatus: OrderRow['paymentStatus'] }, locale?: Locale) =>
      deps.invoices?.seller.gstRegistered && hasInvoice(order) ? deps.invoices.links.path(order.id, locale) : null,
    /** The absolute link of an order's tax invoice (English: the Orders tool), or null. */
    invoiceUrl: (order: { id: string; paymentStatus: OrderRow['paymentStatus'] }) =>
      deps.invoices?.seller.gstRegistered && hasInvoice(order) ? deps.invoices.links.url(order.id) : null,
  }
}

export type OrdersService = ReturnType<typeof createOrdersService>
