import { CheckCircle2, CircleAlert, Clock } from 'lucide-react'
import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { paymentMessages } from '@/lib/i18n/messages/payments'
import type { OrderReceipt as OrderReceiptData } from '@/lib/receipt'
import { ButtonLink } from '../ui/Button'
import { fontSizes } from '../ui/theme'
import { OrderReceipt } from './OrderReceipt'

/** What the server found out about the checkout session (`payments.sessionStatus`), or that none was named. */
export type PaymentSuccessStatus = 'paid' | 'unpaid' | 'unknown' | 'missing' | 'unavailable'

function Shell({
  icon,
  tone,
  title,
  children,
}: {
  icon: ReactNode
  tone: 'success' | 'warning'
  title: string
  children: ReactNode
}) {
  return (
    <Box>
      <Icon $tone={tone} aria-hidden="true">
        {icon}
      </Icon>
      <h1>{title}</h1>
      {children}
    </Box>
  )
}

/**
 * The payment success page (docs/product.md §2, §10.6): 'Payment Successful!', thanks, Continue Shopping — only for a
 * paid session — then the order itself when it is already recorded.
 */
export function PaymentSuccessView({
  status,
  test = false,
  receipt = null,
}: {
  status: PaymentSuccessStatus
  test?: boolean
  /** The paid order (docs/product.md §10.6); without it the page thanks and points to the confirmation mail. */
  receipt?: OrderReceiptData | null
}) {
  const messages = useMessages(paymentMessages)
  const routes = useRoutes()
  if (status === 'paid') {
    const t = messages.success
    return (
      <Shell icon={<CheckCircle2 size={56} />} tone="success" title={t.title}>
        <p>{t.thanks}</p>
        {test && <TestNote>{t.testNote}</TestNote>}
        <Actions>
          <ButtonLink href={routes.home}>{t.continueShopping}</ButtonLink>
        </Actions>
        {receipt ? <OrderReceipt receipt={receipt} /> : null}
      </Shell>
    )
  }
  if (status === 'unpaid' || status === 'unavailable') {
    const t = messages.notConfirmed
    return (
      <Shell icon={<Clock size={56} />} tone="warning" title={t.title}>
        <p>
          {status === 'unpaid' ? t.unpaid : t.unavailable} {t.bagKept}
        </p>
        <Actions>
          <ButtonLink href={routes.cart}>{t.backToCart}</ButtonLink>
          <ButtonLink href={routes.contact} variant="secondary">
            {messages.contactUs}
          </ButtonLink>
        </Actions>
      </Shell>
    )
  }
  const t = messages.notFound
  return (
    <Shell icon={<CircleAlert size={56} />} tone="warning" title={t.title}>
      <p>
        {status === 'missing' ? t.missing : t.unknown} {t.bagKept}
      </p>
      <Actions>
        <ButtonLink href={routes.cart}>{t.goToCart}</ButtonLink>
        <ButtonLink href={routes.contact} variant="secondary">
          {messages.contactUs}
        </ButtonLink>
      </Actions>
    </Shell>
  )
}

/** /stripe/error: the shopper cancelled or the payment failed; the bag is kept. */
export function PaymentErrorView() {
  const messages = useMessages(paymentMessages)
  const t = messages.error
  const routes = useRoutes()
  return (
    <Shell icon={<CircleAlert size={56} />} tone="warning" title={t.title}>
      <p>{t.notCharged}</p>
      <p>{t.tryAgainText}</p>
      <Actions>
        <ButtonLink href={routes.cart}>{t.tryAgain}</ButtonLink>
        <ButtonLink href={routes.contact} variant="secondary">
          {messages.contactUs}
        </ButtonLink>
      </Actions>
    </Shell>
  )
}

const Box = styled.section`
  max-width: 600px;
  margin: ${({ theme }) => theme.space(12)} auto;
  text-align: center;
  h1 {
    font-size: ${fontSizes['5xl']};
    margin: ${({ theme }) => theme.space(4)} 0;
  }
  p {
    color: ${({ theme }) => theme.colors.inkMuted};
    line-height: 1.6;
  }
`

const Icon = styled.div<{ $tone: 'success' | 'warning' }>`
  display: inline-flex;
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.accent)};
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
`

const TestNote = styled.p`
  display: inline-block;
  padding: 4px 10px;
  border-radius: 4px;
  background: #f6d7a7;
  color: #5b3a00;
  font-size: ${fontSizes.sm};
`
