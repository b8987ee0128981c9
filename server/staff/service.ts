/**
 * The staff side of orders (docs/operations.md): list and open orders, ship, refund, cancel, resend the
 * confirmation, low stock and the subscriber export. Staff are a role: each action is the orders' own command
 * (server/orders/), called with the staff member as its actor; the reads and exports live in files of their own.
 */
import type { Database } from '../db/client'
import type { OrderRow } from '../db/schema/orders'
import type {
  Carrier,
  LowStockVariant,
  MutationApproveReturnArgs,
  MutationCancelOrderArgs,
  MutationReceiveReturnArgs,
  MutationRejectReturnArgs,
  MutationShipExchangeArgs,
  QueryStaffReturnsArgs,
  Return,
  MutationRefundOrderArgs,
  MutationResendConfirmationArgs,
  MutationShipOrderArgs,
  QueryStaffOrdersArgs,
  StaffOrder,
  StaffOrderPage,
  SubscriberExport,
} from '../graphql/resolvers.generated'
import { CARRIERS } from '../orders/carriers'
import type { OrdersService } from '../orders/index'
import { loadReturns } from '../orders/return-store'
import { loadTimelines } from '../orders/timeline'
import { findOrder, listOrders } from './list-orders'
import { lowStock, type StockSources } from './low-stock'
import type { StaffMember } from './member'
import { subscribersCsv } from './subscribers-csv'
import { toStaffOrder } from './view'

export type { StaffMember }

export interface StaffService {
  list(args: QueryStaffOrdersArgs): Promise<StaffOrderPage>
  find(id: string): Promise<StaffOrder | null>
  lowStock(threshold?: number): Promise<LowStockVariant[]>
  subscribersCsv(): Promise<SubscriberExport>
  carriers(): Carrier[]
  ship(staff: StaffMember, args: MutationShipOrderArgs): Promise<StaffOrder>
  refund(staff: StaffMember, args: MutationRefundOrderArgs): Promise<StaffOrder>
  cancel(staff: StaffMember, args: MutationCancelOrderArgs): Promise<StaffOrder>
  resendConfirmation(staff: StaffMember, args: MutationResendConfirmationArgs): Promise<StaffOrder>
  returns(args: QueryStaffReturnsArgs): Promise<Return[]>
  approveReturn(staff: StaffMember, args: MutationApproveReturnArgs): Promise<StaffOrder>
  rejectReturn(staff: StaffMember, args: MutationRejectReturnArgs): Promise<StaffOrder>
  receiveReturn(staff: StaffMember, args: MutationReceiveReturnArgs): Promise<StaffOrder>
  shipExchange(staff: StaffMember, args: MutationShipExchangeArgs): Promise<StaffOrder>
}

/** The Returns view's default: the returns a person still has to act on. */
const OPEN_RETURNS = ['requested', 'approved', 'received'] as const

type OrderCommands = Pick<
  OrdersService,
  | 'ship'
  | 'refund'
  | 'cancel'
  | 'resendConfirmation'
  | 'listReturns'
  | 'approveReturn'
  | 'rejectReturn'
  | 'receiveReturn'
  | 'shipExchange'
>

/** The staff member as the order's timeline names them. */
const actor = (staff: StaffMember) => ({ actor: 'staff' as const, userId: staff.id, name: staff.name })

export function createStaffService(deps: { db: Database; orders: OrderCommands; stock: StockSources }): StaffService {
  const { db, orders } = deps
  const view = async (row: OrderRow) =>
    toStaffOrder(
      row,
      (await loadTimelines(db, [row.id], 'staff')).get(row.id) ?? [],
      (await loadReturns(db, [row.id])).get(row.id),
    )
  return {
    list: (args) => listOrders(db, args),
    find: (id) => findOrder(db, id),
    lowStock: (threshold) => lowStock(deps.stock, threshold),
    subscribersCsv: () => subscribersCsv(db),
    carriers: () => CARRIERS.map(({ code, name }) => ({ code, name })),
    ship: async (staff, args) =>
      view(
        await orders.ship({
          orderId: args.id,
          carrier: args.carrier,
          trackingNumber: args.trackingNumber,
          by: actor(staff),
        }),
      ),
    refund: async (staff, args) =>
      view(
        await orders.refund({
          orderId: args.id,
          amount: args.amount ?? undefined,
          reason: args.reason,
          by: actor(staff),
          key: args.idempotencyKey?.trim() || undefined,
        }),
      ),
    cancel: async (staff, args) =>
      view(await orders.cancel({ orderId: args.id, reason: args.reason, by: actor(staff) })),
    resendConfirmation: async (staff, args) =>
      view(await orders.resendConfirmation({ orderId: args.id, by: actor(staff), key: args.idempotencyKey })),
    returns: (args) => orders.listReturns(args.status?.length ? args.status : [...OPEN_RETURNS]),
    approveReturn: async (staff, args) => view((await orders.approveReturn(args.id, actor(staff))).order),
    rejectReturn: async (staff, args) => view((await orders.rejectReturn(args.id, args.reason, actor(staff))).order),
    receiveReturn: async (staff, args) => view((await orders.receiveReturn(args.id, actor(staff))).order),
    shipExchange: async (staff, args) =>
      view(
        (
          await orders.shipExchange({
            returnId: args.id,
            carrier: args.carrier,
            trackingNumber: args.trackingNumber,
            by: actor(staff),
          })
        ).order,
      ),
  }
}
