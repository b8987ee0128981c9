import { styled } from 'styled-components'
import { LANGUAGE_TAGS, type Locale } from '@/lib/i18n/locale'
import { paymentMessages } from '@/lib/i18n/messages/payments'
import { formatCurrencyString } from '@/lib/money'
import { formatShipping } from '@/lib/shipping'
import { useLocale, useMessages, useRoutes } from '@/lib/react/LocaleContext'
import type { OrderReceipt as Receipt } from '@/lib/receipt'
import { signupWithEmail } from '@/lib/signupPrefill'
import { ButtonLink } from '../ui/Button'
import { fontSizes } from '../ui/theme'

/** "Tue 1 Dec": a day of the delivery window (a `YYYY-MM-DD` read in UTC, so the server and the browser agree). */
function deliveryDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(`${LANGUAGE_TAGS[locale]}-u-nu-latn`, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))
}

/**
 * The paid order under the thanks (docs/product.md §10.6): its number, lines with size and colour, totals, where it
 * goes and when it should arrive, the link to follow it, where returns start, and for a guest the offer of an account.
 */
export function OrderReceipt({ receipt }: { receipt: Receipt }) {
  const t = useMessages(paymentMessages).receipt
  const routes = useRoutes()
  const follow =
    receipt.follow.kind === 'account' ? routes.order(receipt.follow.orderId) : routes.orderLookup(receipt.number)
  return (
    <Card aria-labelledby="receipt-title">
      <h2 id="receipt-title" data-testid="receipt-number">
        {t.number(receipt.number)}
      </h2>
      <ReceiptLines receipt={receipt} />
      <ReceiptFacts receipt={receipt} />
      <Note>{t.returns}</Note>
      <Actions>
        <ButtonLink href={follow} variant="secondary">
          {t.follow}
        </ButtonLink>
      </Actions>
      {receipt.accountOffer ? (
        <Offer aria-labelledby="receipt-account">
          <h3 id="receipt-account">{t.accountTitle}</h3>
          <p>{t.accountText(receipt.accountOffer.email)}</p>
          <a href={signupWithEmail(routes.signup, receipt.accountOffer.email)}>{t.accountAction}</a>
        </Offer>
      ) : null}
    </Card>
  )
}

/** The lines with their size and colour, and the totals. */
function ReceiptLines({ receipt }: { receipt: Receipt }) {
  const t = useMessages(paymentMessages).receipt
  const locale = useLocale()
  const money = (cents: number) => formatCurrencyString(cents, receipt.currency)
  const totals = [
    { label: t.subtotal, text: money(receipt.subtotal) },
    // Free shipping says "Free", as the cart and the order pages do (lib/shipping.ts).
    {
      label: t.shipping,
      text: receipt.shipping === 0 ? formatShipping(0, locale) : money(receipt.shipping),
      testId: 'receipt-shipping',
    },
    { label: t.total, text: money(receipt.total), testId: 'receipt-total' },
  ]
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
        {receipt.lines.map((line, index) => (
          <tr key={index}>
            <th scope="row">
              {line.name}
              {line.variant ? <Variant>{line.variant}</Variant> : null}
            </th>
            <td>{line.quantity}</td>
            <td>{money(line.lineTotal)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {totals.map(({ label, text, testId }) => (
          <tr key={label}>
            <th scope="row" colSpan={2}>
              {label}
            </th>
            <td data-testid={testId}>{text}</td>
          </tr>
        ))}
      </tfoot>
    </Table>
  )
}

/** Where it goes and when it should arrive. */
function ReceiptFacts({ receipt }: { receipt: Receipt }) {
  const t = useMessages(paymentMessages).receipt
  const locale = useLocale()
  return (
    <Facts>
      {receipt.shippingAddress.length > 0 ? (
        <div>
          <dt>{t.deliverTo}</dt>
          <dd>
            <address>
              {receipt.shippingAddress.map((part, index) => (
                // Each part reads in its own direction ("12 Sydney Road" stays so on an Arabic page), aligned as the page.
                <span key={index}>
                  <bdi>{part}</bdi>
                </span>
              ))}
            </address>
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t.estimate}</dt>
        <dd>
          <strong>
            {t.window(deliveryDay(receipt.delivery.from, locale), deliveryDay(receipt.delivery.to, locale))}
          </strong>
          <Note>{t.estimateNote}</Note>
        </dd>
      </div>
    </Facts>
  )
}

const Card = styled.section`
  margin-top: ${({ theme }) => theme.space(8)};
  text-align: start;
  h2 {
    font-size: ${fontSizes.xl};
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: start;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
    text-align: start;
    vertical-align: top;
  }
  th[scope='row'] {
    font-weight: 400;
  }
  td:last-child {
    text-align: end;
    white-space: nowrap;
  }
  tfoot th,
  tfoot td {
    font-weight: 600;
  }
`

const Variant = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${fontSizes.sm};
`

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(2)};
  dt {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  dd {
    margin: 0;
  }
  address {
    font-style: normal;
    display: flex;
    flex-direction: column;
  }
`

const Note = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${fontSizes.sm};
  line-height: 1.5;
  margin: ${({ theme }) => theme.space(1)} 0 0;
`

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`

const Offer = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  h3 {
    font-size: ${fontSizes.lg};
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`
