/** How an order page asks for a return and its exchange options (docs/product.md §17.5), through the shop's API. */
import { apiErrorInfo } from '@/lib/api/errors'
import { browserApi } from '@/lib/api/browser'
import {
  ExchangeOptionsDocument,
  RequestReturnDocument,
  type RequestReturnMutationVariables,
} from '@/lib/api/operations.generated'
import type { ApiOrder, ReturnTarget } from '@/lib/api/types'
import type { ReturnActions } from './OrderReturns'

/** Refusals the shopper can act on; anything else is the form's own "could not send". */
const USER_FACING = new Set([
  'BAD_USER_INPUT',
  'ORDER_STATE_CONFLICT',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
])

/** `onOrder` receives the order with its new return; `failed` is the form's message for anything unexpected. */
export function returnActions(target: ReturnTarget, onOrder: (order: ApiOrder) => void, failed: string): ReturnActions {
  return {
    request: async (lines) => {
      try {
        const variables: RequestReturnMutationVariables = { ...target, lines }
        onOrder((await browserApi().request(RequestReturnDocument, variables)).requestReturn)
        return undefined
      } catch (error) {
        const info = apiErrorInfo(error)
        return info.code && USER_FACING.has(info.code) ? info.message : failed
      }
    },
    options: async (priceId) => (await browserApi().request(ExchangeOptionsDocument, { priceId })).exchangeOptions,
  }
}

// What this module sends: read by `npm run codegen` (not at run time), which types them as the `…Document`s above.
const _exchangeOptionsOperation = /* GraphQL */ `
  # The other sizes and colours a bought line may be exchanged for (docs/product.md §17.5).
  query ExchangeOptions($priceId: String!) {
    exchangeOptions(priceId: $priceId) {
      priceId
      size
      colour
      available
    }
  }
`

const _requestReturnOperation = /* GraphQL */ `
  # A return: the owner names the order by id, a guest by number and e-mail (docs/product.md §17.5).
  mutation RequestReturn($orderId: ID, $number: String, $email: String, $lines: [ReturnLineInput!]!) {
    requestReturn(orderId: $orderId, number: $number, email: $email, lines: $lines) {
      ...OrderFields
    }
  }
`
