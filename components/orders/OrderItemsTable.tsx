import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { usePageContext } from 'vike-react/usePageContext'
import type { ApiOrder } from '@/lib/api/types'
import { gstIncluded } from '@/lib/gst'
import { useLocale, useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { gstMessages } from '@/lib/i18n/messages/gst'
import { orderMessages } from '@/lib/i18n/messages/orders'
import { promotionMessages } from '@/lib/i18n/messages/promotions'
import { formatCurrencyString } from '@/lib/money'
import { formatShipping } from '@/lib/shipping'
import { ltr } from '@/lib/i18n/bidi'
import { lineName } from '@/lib/orderText'

/**
 * An order's lines with size and colour (each linking to its product where it has one), then its subtotal,
 * shipping, total, the GST included and any refund (docs/product.md §17, §10.8).
 */
export function OrderItemsTable({ order }: { order: ApiOrder }) {
  const messages = useMessages(orderMessages)
  const promotions = useMessages(promotionMessages)
  const t = messages.detail
  const gst = useMessages(gstMessages)
  const locale = useLocale()
  const routes = useRoutes()
  // GST_REGISTERED as the browser learns it (absent means registered: usePaymentTerms in
  // components/cart/TotalNotes.tsx), read here without that module, which the order pages would otherwise load.
  const gstRegistered = usePageContext().publicConfig?.gstRegistered !== false
  const money = (cents: number) => formatCurrencyString(cents, order.currency)
  // "−$20.00" read left to right in an Arabic row too: its minus sign otherwise lands after the amount.
  const minus = (cents: number) => ltr(`−${money(cents)}`)
  return (
    <Table>
      <caption>{t.items}</caption>
      <thead>
        <tr>
          <th scope="col">{t.item}</th>
          <th scope="col">{t.quantity}</th>
          <th scope="col">{t.price}</th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line, index) => (
          <tr key={index}>
            <th scope="row">
              {line.slug ? <a href={routes.product(line.slug)}>{lineName(line, locale)}</a> : lineName(line, locale)}
            </th>
            <td>{line.quantity}</td>
            <td>{money(line.lineTotal)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <SumRow label={t.subtotal}>{money(order.subtotal)}</SumRow>
        {order.discountCode && order.discount > 0 ? (
          <SumRow label={promotions.line(order.discountCode)} testId="order-discount">
            {minus(order.discount)}
          </SumRow>
        ) : null}
        <SumRow label={t.shipping}>{formatShipping(order.shipping, locale)}</SumRow>
        <SumRow label={t.total} testId="order-total" strong>
          {money(order.total)}
        </SumRow>
        {/* docs/product.md §10.8: the GST in the total, by the one rule (lib/gst.ts); none when not registered. */}
        {gstRegistered ? (
          <SumRow label={gst.includedLabel} testId="order-gst">
            {money(gstIncluded(order.total))}
          </SumRow>
        ) : null}
        {order.refunded > 0 ? <SumRow label={messages.progress.refunded}>{minus(order.refunded)}</SumRow> : null}
      </tfoot>
    </Table>
  )
}

/** A row of the table's foot: its label across the item and quantity columns, its amount under the prices. */
function SumRow({
  label,
  testId,
  strong,
  children,
}: {
  label: string
  testId?: string
  /** The total: in bold (a discount row used to shift the bold onto Shipping). */
  strong?: boolean
  children: ReactNode
}) {
  return (
    <tr data-strong={strong || undefined}>
      <th scope="row" colSpan={2}>
        {label}
      </th>
      <td data-testid={testId}>{children}</td>
    </tr>
  )
}

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
  /* An amount stays on one line: "−$20.00" wrapped after its minus sign on a phone (issue 36). */
  td:last-child {
    white-space: nowrap;
  }
  tr[data-strong] {
    font-weight: 700;
  }
`
