import { styled } from 'styled-components'
import { PageContainer } from '@/components/layout/PageShell'
import { OrderHistory, type OrdersState } from '@/components/orders/OrderHistory'
import { GUEST_ORDERS_TEXT } from '@/components/orders/orderText'
import { myOrders } from '@/lib/api'
import { browserApi } from '@/lib/api/browser'
import { routes } from '@/lib/routes'
import { useAppSelector } from '@/lib/store/hooks'
import { useSignedInQuery } from './useSignedInQuery'

export default function AccountPage() {
  const user = useAppSelector((state) => state.session.user)
  const { state, retry } = useSignedInQuery(() => myOrders(browserApi()), 'orders')
  const orders: OrdersState = state.status === 'done' ? { status: 'done', orders: state.data } : state
  return (
    <PageContainer>
      <Title>Your account</Title>
      <Lead>
        {user ? `Signed in as ${user.fullName} (${user.email}). ` : ''}
        {GUEST_ORDERS_TEXT}
      </Lead>
      <Lead>
        <a href={routes.settings}>Account settings</a>: change your name, e-mail address or password, your newsletter
        and back-in-stock alerts, download your data or delete your account.
      </Lead>
      <OrderHistory state={orders} onRetry={retry} />
    </PageContainer>
  )
}

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(2)};
`

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(8)};
  color: ${({ theme }) => theme.colors.inkMuted};
  max-width: 60ch;
`
