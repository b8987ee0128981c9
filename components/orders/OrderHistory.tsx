import { Package } from 'lucide-react'
import { styled } from 'styled-components'
import type { ApiOrder } from '@/lib/api/types'
import { formatCurrencyString } from '@/lib/money'
import { useLocale, useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { orderMessages } from '@/lib/i18n/messages/orders'
import { ButtonLink } from '../ui/Button'
import { fontSizes } from '../ui/theme'
import { Spinner } from '../ui/Spinner'
import { OrderStatusBadges } from './OrderStatusBadges'
import { lineName, orderDate } from '@/lib/orderText'

export type OrdersState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'done'; orders: ApiOrder[] }

export interface OrderHistoryProps {
  state: OrdersState
  onRetry?: () => void
}

/** The account page's orders (docs/product.md §17): date, items, total and both status badges, each linking to its page. */
export function OrderHistory({ state, onRetry }: OrderHistoryProps) {
  const messages = useMessages(orderMessages)
  const t = messages.history
  const locale = useLocale()
  const routes = useRoutes()
  return (
    <section aria-labelledby="orders-title">
      <Title id="orders-title">{t.title}</Title>
      {state.status === 'loading' ? (
        <Muted role="status">
          <Spinner label={t.loading} /> {t.loading}…
        </Muted>
      ) : state.status === 'error' ? (
        <Muted role="alert">
          {state.message}{' '}
          {onRetry ? (
            <RetryButton type="button" onClick={onRetry}>
              {t.retry}
            </RetryButton>
          ) : null}
        </Muted>
      ) : state.orders.length === 0 ? (
        <Empty>
          <Package size={32} aria-hidden="true" />
          <p>{t.empty}</p>
          <ButtonLink href={routes.products}>{t.startShopping}</ButtonLink>
        </Empty>
      ) : (
        <List aria-label={t.list}>
          {state.orders.map((order) => (
            <Item key={order.id}>
              <Row>
                <OrderLink href={routes.order(order.id)}>{messages.order(order.number)}</OrderLink>
                <OrderStatusBadges order={order} />
              </Row>
              <Meta>
                <time dateTime={order.createdAt}>{orderDate(order.createdAt, locale)}</time> ·{' '}
                {t.items(order.itemCount)} · {formatCurrencyString(order.total, order.currency)}
                {order.claimedByEmail ? ` · ${t.claimedByEmail}` : null}
              </Meta>
              <Lines>
                {order.lines.map((line, index) => (
                  <li key={index}>
                    {line.quantity} × {lineName(line, locale)}
                  </li>
                ))}
              </Lines>
            </Item>
          ))}
        </List>
      )}
    </section>
  )
}

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${fontSizes['3xl']};
`

const Muted = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.inkMuted};
`

const RetryButton = styled.button`
  border: 0;
  background: none;
  padding: 0;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.accent};
  text-decoration: underline;
  cursor: pointer;
`

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.inkMuted};
  p {
    margin: 0;
  }
`

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`

const Item = styled.li`
  padding: ${({ theme }) => theme.space(4)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
`

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`

const OrderLink = styled.a`
  font-weight: 600;
  font-size: ${fontSizes.lg};
  color: ${({ theme }) => theme.colors.ink};
`

const Meta = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${fontSizes.sm};
`

const Lines = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(5)};
  font-size: ${fontSizes.md};
`
