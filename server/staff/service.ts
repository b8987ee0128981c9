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
import { StaffError } from './errors'

/** Who is acting: recorded on the timeline. */
export interface StaffMember {
  id: string
  name: string
  email: string
}

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

const notYet = (): never => {
  throw new StaffError('Not implemented yet.', 'NOT_IMPLEMENTED')
}

export function createStaffService(): StaffService {
  return {
    list: async () => notYet(),
    find: async () => notYet(),
    lowStock: async () => notYet(),
    subscribersCsv: async () => notYet(),
    carriers: () => notYet(),
    ship: async () => notYet(),
    refund: async () => notYet(),
    cancel: async () => notYet(),
    resendConfirmation: async () => notYet(),
  }
}
