import { styled } from 'styled-components'
import { PageContainer } from '@/components/layout/PageShell'
import { OrderHistory, type OrdersState } from '@/components/orders/OrderHistory'
import { browserApi } from '@/lib/api/browser'
import { MyOrdersDocument } from '@/lib/api/operations.generated'
import { useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { accountPageMessages } from '@/lib/i18n/messages/accountPage'
import { orderMessages } from '@/lib/i18n/messages/orders'
import { useAppSelector } from '@/lib/store/hooks'
import { useSignedInQuery } from './useSignedInQuery'

export default function AccountPage() {
  const user = useAppSelector((state) => state.session.user)
  const messages = useMessages(orderMessages)
  const { state, retry } = useSignedInQuery(
    async () => (await browserApi().request(MyOrdersDocument)).myOrders,
    'orders',
    messages.history.loadFailed,
  )
  const orders: OrdersState = state.status === 'done' ? { status: 'done', orders: state.data } : state
  const t = useMessages(accountPageMessages)
  const routes = useRoutes()
  return (
    <PageContainer>
      <Title>{t.title}</Title>
      <Lead>
        {user ? `${t.signedInAs(user.fullName, user.email)} ` : ''}
        {t.guestOrders}
      </Lead>
      <Lead>
        <a href={routes.settings}>{t.settingsLink}</a>
        {t.settingsLead}
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

// What this page sends: read by `npm run codegen` (not at run time), which types it as the `…Document` above.
const _myOrdersOperation = /* GraphQL */ `
  query MyOrders {
    myOrders {
      ...OrderFields
    }
  }
`
