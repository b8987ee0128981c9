/** Typed calls for the order history (docs/product.md §17); amounts are cents. Types: lib/api/orders.graphql. */
import type { ApiClient } from './types'
import {
  MyOrderDocument,
  MyOrdersDocument,
  OrderLookupDocument,
  type OrderFieldsFragment,
} from './operations.generated'

/** `test`: placed on the built-in test payment page; no money moved (docs/product.md §10.3). */
export type { OrderStatus } from './operations.generated'
export type ApiOrder = OrderFieldsFragment
export type ApiOrderLine = ApiOrder['lines'][number]
export type ApiOrderEvent = ApiOrder['timeline'][number]

export async function myOrders(client: ApiClient): Promise<ApiOrder[]> {
  const data = await client.request(MyOrdersDocument)
  return data.myOrders
}

export async function myOrder(client: ApiClient, id: string): Promise<ApiOrder | null> {
  const data = await client.request(MyOrderDocument, { id })
  return data.myOrder
}

/** A guest's order by its number and the e-mail it was paid with; null for a wrong pair (docs/product.md §17.3). */
export async function orderLookup(client: ApiClient, number: string, email: string): Promise<ApiOrder | null> {
  const data = await client.request(OrderLookupDocument, { number, email })
  return data.orderLookup
}
