/** Typed calls for the order history (docs/product.md §17); amounts are cents. */
import type { GraphQLClient } from 'graphql-request'
import { MY_ORDER, MY_ORDERS } from './operations'

/** `test`: placed on the built-in test payment page; no money moved (docs/product.md §10.3). */
export type OrderStatus = 'paid' | 'payment_pending' | 'payment_failed' | 'test'

export interface ApiOrderLine {
  name: string
  slug: string | null
  size: string | null
  colour: string | null
  quantity: number
  unitAmount: number
  lineTotal: number
}

export interface ApiOrder {
  id: string
  number: string
  createdAt: string
  status: OrderStatus
  currency: string
  subtotal: number
  shipping: number
  total: number
  itemCount: number
  lines: ApiOrderLine[]
}

export async function myOrders(client: GraphQLClient): Promise<ApiOrder[]> {
  const data = await client.request<{ myOrders: ApiOrder[] }>(MY_ORDERS)
  return data.myOrders
}

export async function myOrder(client: GraphQLClient, id: string): Promise<ApiOrder | null> {
  const data = await client.request<{ myOrder: ApiOrder | null }>(MY_ORDER, { id })
  return data.myOrder
}
