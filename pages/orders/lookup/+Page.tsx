import { Suspense, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { AuthCard } from '@/components/account/AuthCard'
import { serverMessage } from '@/components/account/accountMessages'
import { PageContainer } from '@/components/layout/PageShell'
import { browserApi } from '@/lib/api/browser'
import { OrderLookupDocument } from '@/lib/api/operations.generated'
import type { ApiOrder } from '@/lib/api/types'
import { lazyWithSsr } from '@/lib/react/lazyWithSsr'
import { useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { orderLookupMessages } from '@/lib/i18n/messages/orderLookup'
import { usePageHead } from '../../usePageHead'

// Its form library and validation load with the page, not in its first JavaScript (lib/react/lazyWithSsr.ts); so does
// the order it finds, which shows only after a lookup.
const OrderLookupForm = lazyWithSsr(() =>
  import('@/components/orders/OrderLookupForm').then((m) => ({ default: m.OrderLookupForm })),
)
const OrderDetail = lazyWithSsr(() =>
  import('@/components/orders/OrderDetail').then((m) => ({ default: m.OrderDetail })),
)

/** docs/product.md §17.3: a guest follows an order with its number (prefilled from the mail's link) and e-mail. */
export default function Page() {
  const number = usePageContext().urlParsed.search.number ?? ''
  const t = useMessages(orderLookupMessages)
  usePageHead({ title: t.pageTitle, description: t.description })
  const routes = useRoutes()
  const [order, setOrder] = useState<ApiOrder | null>(null)
  // The pair that found it: a guest's return names the order by them (docs/product.md §17.5).
  const [guest, setGuest] = useState({ number: '', email: '' })
  const lookUp = async (n: string, email: string) => {
    try {
      const { orderLookup: found } = await browserApi().request(OrderLookupDocument, { number: n, email })
      if (!found) return t.notFound
      setGuest({ number: n, email })
      setOrder(found)
      return undefined
    } catch (error) {
      return serverMessage(error) ?? t.failed
    }
  }
  return (
    <PageContainer>
      {order ? (
        <Suspense>
          <OrderDetail
            state={{ status: 'done', order }}
            back={{ href: routes.orderLookup(), label: t.another }}
            returns={{ target: guest, onOrder: setOrder }}
          />
        </Suspense>
      ) : (
        <AuthCard title={t.title} lead={t.lead} footer={<a href={routes.account}>{t.signedInHint}</a>}>
          <Suspense>
            <OrderLookupForm onLookup={lookUp} defaultValues={{ number: number.slice(0, 20) }} />
          </Suspense>
        </AuthCard>
      )}
    </PageContainer>
  )
}

// What this page sends: read by `npm run codegen` (not at run time), which types it as the `…Document` above.
const _orderLookupOperation = /* GraphQL */ `
  # A guest's order by its number and the e-mail it was paid with; null for a wrong pair (docs/product.md §17.3).
  query OrderLookup($number: String!, $email: String!) {
    orderLookup(number: $number, email: $email) {
      ...OrderFields
    }
  }
`
