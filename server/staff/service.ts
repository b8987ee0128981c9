/**
 * The staff side of orders (docs/operations.md): list and open orders, ship, refund, cancel, resend the
 * confirmation, low stock and the subscriber export. Each action is a use case in its own file; this file wires them.
 */
import type {
  Carrier,
  LowStockVariant,
  MutationCancelOrderArgs,
  MutationRefundOrderArgs,
  MutationResendConfirmationArgs,
  MutationShipOrderArgs,
  QueryStaffOrdersArgs,
  StaffOrder,
  StaffOrderPage,
  SubscriberExport,
} from '../graphql/resolvers.generated'
import { CARRIERS } from '../orders/carriers'
import { loadTimelines } from '../orders/timeline'
import type { OrderRow } from '../db/schema/orders'
import type { RefundDeps } from '../orders/refunds'
import { cancelOrder } from './cancel-order'
import { findOrder, listOrders } from './list-orders'
import { lowStock, type StockSources } from './low-stock'
import { refundFromTool } from './refund-order'
import { resendConfirmation } from './resend-confirmation'
import { shipOrder } from './ship-order'
import { subscribersCsv } from './subscribers-csv'
import { toStaffOrder } from './view'

import type { StaffMember } from './member'

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
}

export function createStaffService(deps: { refunds: RefundDeps; stock: StockSources }): StaffService {
  const { db } = deps.refunds
  const view = async (row: OrderRow) =>
    toStaffOrder(row, (await loadTimelines(db, [row.id], 'staff')).get(row.id) ?? [])
  return {
    list: (args) => listOrders(db, args),
    find: (id) => findOrder(db, id),
    lowStock: (threshold) => lowStock(deps.stock, threshold),
    subscribersCsv: () => subscribersCsv(db),
    carriers: () => CARRIERS.map(({ code, name }) => ({ code, name })),
    ship: async (staff, args) => view(await shipOrder(deps.refunds, staff, args)),
    refund: async (staff, args) => view(await refundFromTool(deps.refunds, staff, args)),
    cancel: async (staff, args) => view(await cancelOrder(deps.refunds, staff, args)),
    resendConfirmation: async (staff, args) => view(await resendConfirmation(deps.refunds, staff, args)),
  }
}
