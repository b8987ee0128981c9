import { styled } from 'styled-components'
import { fontSizes } from '@/components/ui/theme'
import { OrderHistory, type OrdersState } from '@/components/orders/OrderHistory'
import { browserApi } from '@/lib/api/browser'
import { MyOrdersDocument } from '@/lib/api/operations.generated'
import { useMessages } from '@/lib/react/LocaleContext'
import { accountPageMessages } from '@/lib/i18n/messages/accountPage'
import { orderMessages } from '@/lib/i18n/messages/orders'
import { useAppSelector } from '@/lib/store/hooks'
import { lazyWithSsr } from '@/lib/react/lazyWithSsr'
import { AccountLayout } from '@/components/account/AccountLayout'
import { useSignedInQuery } from './useSignedInQuery'

// Below the orders, static links: their code and the settings' headings load from their own chunk
// (lib/react/lazyWithSsr.ts), not in the page's first JavaScript.
const AccountSettingsLinks = lazyWithSsr(() =>
  import('@/components/account/AccountSettingsLinks').then((m) => ({ default: m.AccountSettingsLinks })),
)

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
  // Sections with headings, and the account's navigation beside them (docs/product.md §17.3, issue 36 walk #31).
  return (
    <AccountLayout title={t.title} lead={user ? t.signedInAs(user.fullName, user.email) : null} current="orders">
      <div>
        <OrderHistory state={orders} onRetry={retry} />
        <Note>{t.guestOrders}</Note>
      </div>
      <AccountSettingsLinks />
    </AccountLayout>
  )
}

/** How guest orders join: small print under the list, not the first thing the page says. */
const Note = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(10)};
  max-width: 70ch;
  font-size: ${fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`

// What this page sends: read by `npm run codegen` (not at run time), which types it as the `…Document` above.
const _myOrdersOperation = /* GraphQL */ `
  query MyOrders {
    myOrders {
      ...OrderFields
    }
  }
`
