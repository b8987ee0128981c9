import { useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { PageContainer } from '@/components/layout/PageShell'
import { OrderDetail, type OrderState } from '@/components/orders/OrderDetail'
import type { ApiOrder } from '@/lib/api/types'
import { browserApi } from '@/lib/api/browser'
import { MyOrderDocument } from '@/lib/api/operations.generated'
import { useMessages } from '@/lib/react/LocaleContext'
import { orderMessages } from '@/lib/i18n/messages/orders'
import { useSignedInQuery } from '../../useSignedInQuery'

export default function OrderPage() {
  const id = usePageContext().routeParams.id ?? ''
  const { state } = useSignedInQuery(
    async () => (await browserApi().request(MyOrderDocument, { id })).myOrder,
    id,
    useMessages(orderMessages).history.loadFailed,
  )
  // The order as a return request answered it (docs/product.md §17.5), until the page loads it again.
  const [updated, setUpdated] = useState<ApiOrder | null>(null)
  const loaded = state.status === 'done' ? (updated ?? state.data) : null
  const order: OrderState =
    state.status !== 'done' ? state : loaded ? { status: 'done', order: loaded } : { status: 'not-found' }
  return (
    <PageContainer>
      <OrderDetail state={order} returns={{ target: { orderId: id }, onOrder: setUpdated }} />
    </PageContainer>
  )
}

// What this page sends: read by `npm run codegen` (not at run time), which types it as the `…Document` above.
const _myOrderOperation = /* GraphQL */ `
  query MyOrder($id: ID!) {
    myOrder(id: $id) {
      ...OrderFields
    }
  }
`
