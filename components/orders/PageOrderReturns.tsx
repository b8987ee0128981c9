import type { ApiOrder, ReturnTarget } from '@/lib/api/types'
import { useMessages } from '@/lib/react/LocaleContext'
import { returnMessages } from '@/lib/i18n/messages/returns'
import { OrderReturns } from './OrderReturns'
import { returnActions } from './returnActions'

/** Which order a page's returns are for, and what the page does with the order a request answers. */
export interface PageReturns {
  target: ReturnTarget
  onOrder: (order: ApiOrder) => void
}

/** The order's returns wired to the shop's API (docs/product.md §17.5): its own chunk, loaded by OrderDetail. */
export function PageOrderReturns({ order, returns }: { order: ApiOrder; returns?: PageReturns | undefined }) {
  const failed = useMessages(returnMessages).form.failed
  const actions = returns ? returnActions(returns.target, returns.onOrder, failed) : undefined
  return <OrderReturns order={order} actions={actions} />
}
