import { styled } from 'styled-components'
import type { ApiOrder } from '@/lib/api/orders'
import { formatCurrencyString } from '@/lib/money'
import { routes } from '@/lib/routes'
import { formatShipping } from '@/lib/shipping'
import { MirroredGlyph } from '../ui/direction'
import { Spinner } from '../ui/Spinner'
import { Status } from './OrderHistory'
import { OrderProgress } from './OrderProgress'
import { lineName, orderDate, ORDER_PROGRESS_TEXT, ORDER_STATUS_TEXT } from './orderText'

const ACCOUNT_BACK = { href: routes.account, label: 'All your orders' }

export type OrderState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'not-found' }
  | { status: 'done'; order: ApiOrder }

export interface OrderDetailProps {
  state: OrderState
  /** Where "back" leads: the account's orders, or another lookup for a guest. */
  back?: { href: string; label: string }
}

/**
 * One order (docs/product.md §17): its status, lines with size and colour, subtotal, shipping, refunds, total, then
 * its tracking, address and timeline.
 */
export function OrderDetail({ state, back: backTo = ACCOUNT_BACK }: OrderDetailProps) {
  const back = (
    <Back href={backTo.href}>
      <MirroredGlyph>←</MirroredGlyph> {backTo.label}
    </Back>
  )
  if (state.status === 'loading')
    return (
      <Muted role="status">
        <Spinner label="Loading the order" /> Loading the order…
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
        <h1>Order not found</h1>
        <Muted>This order is not one of yours, or the link is mistyped.</Muted>
        {back}
      </>
    )
  const { order } = state
  const money = (cents: number) => formatCurrencyString(cents, order.currency)
  return (
    <article aria-labelledby="order-title">
      {back}
      <Head>
        <h1 id="order-title">Order {order.number}</h1>
        <Status $status={order.status}>{ORDER_STATUS_TEXT[order.status]}</Status>
      </Head>
      <Muted>
        Placed on <time dateTime={order.createdAt}>{orderDate(order.createdAt)}</time>
      </Muted>
      <Table>
        <caption>Items in this order</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Qty</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={index}>
              <th scope="row">
                {line.slug ? <a href={routes.product(line.slug)}>{lineName(line)}</a> : lineName(line)}
              </th>
              <td>{line.quantity}</td>
              <td>{money(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Subtotal
            </th>
            <td>{money(order.subtotal)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2}>
              Shipping
            </th>
            <td>{formatShipping(order.shipping)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2}>
              Total
            </th>
            <td data-testid="order-total">{money(order.total)}</td>
          </tr>
          {order.refunded > 0 ? (
            <tr>
              <th scope="row" colSpan={2}>
                {ORDER_PROGRESS_TEXT.refunded}
              </th>
              <td>−{money(order.refunded)}</td>
            </tr>
          ) : null}
        </tfoot>
      </Table>
      <OrderProgress order={order} />
    </article>
  )
}

const Back = styled.a`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(4)};
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

const Muted = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.inkMuted};
`

const Table = styled.table`
  width: 100%;
  max-width: 720px;
  margin-top: ${({ theme }) => theme.space(6)};
  border-collapse: collapse;
  caption {
    text-align: start;
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
    text-align: start;
  }
  th[scope='row'] {
    font-weight: 400;
  }
  td:last-child,
  th[scope='col']:last-child {
    text-align: end;
  }
  tfoot tr:nth-child(3) {
    font-weight: 700;
  }
`
