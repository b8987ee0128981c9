import type { GraphQLClient } from 'graphql-request'
import type {
  ChangePasswordMutation,
  ExchangeOptionsQuery,
  LoginMutation,
  MySettingsQuery,
  OrderFieldsFragment,
  RegisterMutation,
  RequestPasswordResetMutation,
  StockAlertFieldsFragment,
  UserFieldsFragment,
} from './operations.generated'

/**
 * What a caller needs of a client: `request`, with a typed document from lib/api/operations.generated.ts. A type
 * only, so a page that imports it does not load graphql-request; `createApiClient` (./client) and the browser's
 * lazy client (./browser) both satisfy it.
 */
export type ApiClient = Pick<GraphQLClient, 'request'>

// Names for the generated shapes the components show (`npm run codegen`).
export type ApiUser = UserFieldsFragment
export type MessageResponse = RegisterMutation['register']
export type ResultResponse = RequestPasswordResetMutation['requestPasswordReset']
export type LoginResponse = LoginMutation['login']
export type ChangePasswordResponse = ChangePasswordMutation['changePassword']
export type ApiStockAlert = StockAlertFieldsFragment
export type ApiSettings = MySettingsQuery
export type ApiOrder = OrderFieldsFragment
export type ApiOrderLine = ApiOrder['lines'][number]
export type ApiOrderEvent = ApiOrder['timeline'][number]
export type ApiReturn = ApiOrder['returns'][number]
export type ApiExchangeOption = ExchangeOptionsQuery['exchangeOptions'][number]
export type { ReturnLineInput, ReturnReason, ReturnStatus } from './operations.generated'
/** Which order a return is for: the signed-in owner's by id, or a guest's by number and e-mail (docs/product.md §17.5). */
export type ReturnTarget = { orderId: string } | { number: string; email: string }
/** The order's two axes (docs/product.md §17.2); `test`: the built-in test payment page, no money moved (§10.3). */
export type { FulfilmentStatus, PaymentStatus } from './operations.generated'
