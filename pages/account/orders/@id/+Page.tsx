import { usePageContext } from 'vike-react/usePageContext'
import { PageContainer } from '@/components/layout/PageShell'
import { OrderDetail, type OrderState } from '@/components/orders/OrderDetail'
import { myOrder } from '@/lib/api'
import { browserApi } from '@/lib/api/browser'
import { useMessages } from '@/lib/react/LocaleContext'
import { orderMessages } from '@/lib/i18n/messages/orders'
import { useSignedInQuery } from '../../useSignedInQuery'

export default function OrderPage() {
  const id = usePageContext().routeParams.id ?? ''
  const { state } = useSignedInQuery(() => myOrder(browserApi(), id), id, useMessages(orderMessages).history.loadFailed)
  const order: OrderState =
    state.status !== 'done' ? state : state.data ? { status: 'done', order: state.data } : { status: 'not-found' }
  return (
    <PageContainer>
      <OrderDetail state={order} />
    </PageContainer>
  )
}
