import { lazy, Suspense } from 'react'
import { styled } from 'styled-components'
import type { ApiOrder } from '@/lib/api/types'
import { useLocale, useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { orderMessages } from '@/lib/i18n/messages/orders'
import { MirroredGlyph } from '../ui/direction'
import { Spinner } from '../ui/Spinner'
import { OrderItemsTable } from './OrderItemsTable'
import { OrderProgress } from './OrderProgress'
import type { PageReturns } from './PageOrderReturns'
import { OrderStatusBadges } from './OrderStatusBadges'
import { orderDate } from '@/lib/orderText'

// Returns load with an order that has any (or may have), not in every order page's first JavaScript
// (docs/performance.md's ceilings).
const OrderReturns = lazy(() => import('./PageOrderReturns').then((m) => ({ default: m.PageOrderReturns })))

export type OrderState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'not-found' }
  | { status: 'done'; order: ApiOrder }

export interface OrderDetailProps {
  state: OrderState
  /** Where "back" leads: the account's orders (the default), or another lookup for a guest. */
  back?: { href: string; label: string }
  /** How this page asks for a return (docs/product.md §17.5); absent: the returns are shown, not offered. */
  returns?: PageReturns
}

/**
 * One order (docs/product.md §17): its payment and fulfilment badges, lines with size and colour, subtotal, shipping, refunds, total, then
 * its tracking, address and timeline.
 */
export function OrderDetail({ state, back: backTo, returns }: OrderDetailProps) {
  const messages = useMessages(orderMessages)
  const t = messages.detail
  const locale = useLocale()
  const routes = useRoutes()
  const { href, label } = backTo ?? { href: routes.account, label: t.allOrders }
  const back = (
    <Back href={href}>
      <MirroredGlyph>←</MirroredGlyph> {label}
    </Back>
  )
  if (state.status === 'loading')
    return (
      <Muted role="status">
        <Spinner label={t.loading} /> {t.loading}…
      </Muted>
    )
  if (state.status === 'error')
    return (
      <>
        <Muted role="alert">{state.message}</Muted>
        {back}
      </>
    )
  if (state.status === 'not-found')
    return (
      <>
        <h1>{t.notFound}</h1>
        <Muted>{t.notFoundText}</Muted>
        {back}
      </>
    )
  const { order } = state
  return (
    <article aria-labelledby="order-title">
      {back}
      <Head>
        <h1 id="order-title">{messages.order(order.number)}</h1>
        <OrderStatusBadges order={order} />
      </Head>
      {/* Plain text, not a flex row: the row's gap read as a double space ("Placed on  29 November", issue 36). */}
      <Placed>
        {t.placedOn} <time dateTime={order.createdAt}>{orderDate(order.createdAt, locale)}</time>
      </Placed>
      <OrderItemsTable order={order} />
      {order.invoicePath ? (
        <InvoiceLink href={order.invoicePath} rel="noreferrer">
          {t.taxInvoice}
        </InvoiceLink>
      ) : null}
      <OrderProgress order={order} />
      {order.returns.length > 0 || order.returnUntil ? (
        <Suspense>
          <OrderReturns order={order} returns={returns} />
        </Suspense>
      ) : null}
    </article>
  )
}

const Back = styled.a`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
`

const InvoiceLink = styled.a`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
`

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  h1 {
    margin: 0;
  }
`

const Placed = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`

const Muted = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.inkMuted};
`
