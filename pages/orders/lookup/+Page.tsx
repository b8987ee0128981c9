import { Suspense, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { AuthCard } from '@/components/account/AuthCard'
import { serverMessage } from '@/components/account/accountMessages'
import { PageContainer } from '@/components/layout/PageShell'
import { orderLookup, type ApiOrder } from '@/lib/api/orders'
import { browserApi } from '@/lib/api/browser'
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
  const lookUp = async (n: string, email: string) => {
    try {
      const found = await orderLookup(browserApi(), n, email)
      if (!found) return t.notFound
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
          <OrderDetail state={{ status: 'done', order }} back={{ href: routes.orderLookup(), label: t.another }} />
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
