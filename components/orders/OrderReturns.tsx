import { lazy, Suspense, useState } from 'react'
import { styled } from 'styled-components'
import type { ApiExchangeOption, ApiOrder, ApiReturn, ReturnLineInput } from '@/lib/api/types'
import { variantLabel } from '@/lib/catalogue/variants'
import { formatCurrencyString } from '@/lib/money'
import { useLocale, useMessages } from '@/lib/react/LocaleContext'
import { returnMessages } from '@/lib/i18n/messages/returns'
import { Button } from '../ui/Button'
import { orderDate } from '@/lib/orderText'

// The form loads when the shopper opens it, not with the order page (docs/performance.md).
const ReturnRequestForm = lazy(() => import('./ReturnRequestForm').then((m) => ({ default: m.ReturnRequestForm })))

/** How the page asks for a return: the owner by id, a guest by number and e-mail (lib/api/types.ts). */
export interface ReturnActions {
  /** Answers the message to show when refused; undefined once recorded (the page then shows the new order). */
  request: (lines: ReturnLineInput[]) => Promise<string | undefined>
  options?: (priceId: string) => Promise<ApiExchangeOption[]>
}

/**
 * The order's returns (docs/product.md §17.5): each with its number, state and lines, and, while the window is open
 * and the page can ask, the button that opens the return form.
 */
export function OrderReturns({ order, actions }: { order: ApiOrder; actions?: ReturnActions | undefined }) {
  const t = useMessages(returnMessages)
  const locale = useLocale()
  const [open, setOpen] = useState(false)
  const [sent, setSent] = useState(false)
  const returnable = order.lines.filter((l) => l.returnable > 0)
  if (order.returns.length === 0 && !order.returnUntil) return null
  const request = async (lines: ReturnLineInput[]) => {
    const refused = await actions!.request(lines)
    if (!refused) {
      setOpen(false)
      setSent(true)
    }
    return refused
  }
  return (
    <Section aria-labelledby="order-returns">
      <h2 id="order-returns">{t.title}</h2>
      {sent ? <p role="status">{t.form.sent}</p> : null}
      {order.returns.map((r) => (
        <ReturnSummary key={r.id} ret={r} currency={order.currency} />
      ))}
      {order.canReturn && order.returnUntil ? (
        <p>{t.until(orderDate(order.returnUntil, locale))}</p>
      ) : order.returnUntil ? (
        <p>{t.closed}</p>
      ) : null}
      {order.canReturn && actions && !open ? (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t.start}
        </Button>
      ) : null}
      {open && actions ? (
        <Suspense>
          <ReturnRequestForm
            lines={returnable}
            loadOptions={actions.options}
            onSubmit={request}
            onCancel={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </Section>
  )
}

function ReturnSummary({ ret, currency }: { ret: ApiReturn; currency: string }) {
  const t = useMessages(returnMessages)
  const locale = useLocale()
  return (
    <Card aria-label={t.returnNumber(ret.number)}>
      <strong>{t.returnNumber(ret.number)}</strong> <Status>{t.status[ret.status]}</Status>
      <ul>
        {ret.lines.map((l) => (
          <li key={l.lineId}>
            {t.lineSummary(l.quantity, l.name)}{' '}
            {l.exchangeFor ? t.forExchange(variantLabel(l.exchangeFor, locale)) : t.forRefund}
          </li>
        ))}
      </ul>
      {ret.rejectionReason ? <p>{t.declinedBecause(ret.rejectionReason)}</p> : null}
      {ret.refunded > 0 ? <p>{t.refundedAmount(formatCurrencyString(ret.refunded, currency))}</p> : null}
      {ret.exchangeTracking ? (
        <p>
          {ret.exchangeTracking.url ? (
            <a href={ret.exchangeTracking.url} target="_blank" rel="noopener noreferrer">
              {t.exchangeTracking(ret.exchangeTracking.carrier, ret.exchangeTracking.number)}
            </a>
          ) : (
            t.exchangeTracking(ret.exchangeTracking.carrier, ret.exchangeTracking.number)
          )}
        </p>
      ) : null}
    </Card>
  )
}

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: start;
  h2,
  p {
    margin: 0;
  }
`

const Card = styled.div`
  width: 100%;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.sm};
  ul {
    margin: ${({ theme }) => theme.space(2)} 0;
    padding-inline-start: ${({ theme }) => theme.space(5)};
  }
`

const Status = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
`
