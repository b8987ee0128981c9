import { CheckCircle2, CircleAlert, Clock } from 'lucide-react'
import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { routes } from '@/lib/routes'
import { ButtonLink } from '../ui/Button'
import { fontSizes } from '../ui/theme'

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

/** The payment success page (docs/product.md §2): 'Payment Successful!', thanks, Continue Shopping — only for a paid session. */
export function PaymentSuccessView({ status, test = false }: { status: PaymentSuccessStatus; test?: boolean }) {
  if (status === 'paid') {
    return (
      <Shell icon={<CheckCircle2 size={56} />} tone="success" title="Payment Successful!">
        <p>
          Thank you for your order. A confirmation is on its way to your e-mail, and we ship within 1-2 business days.
        </p>
        {test && <TestNote>This was a test payment on the shop&apos;s test payment page: no money was taken.</TestNote>}
        <Actions>
          <ButtonLink href={routes.home}>Continue Shopping</ButtonLink>
        </Actions>
      </Shell>
    )
  }
  if (status === 'unpaid' || status === 'unavailable') {
    return (
      <Shell icon={<Clock size={56} />} tone="warning" title="Payment not confirmed yet">
        <p>
          {status === 'unpaid'
            ? 'We have not received the payment for this checkout. If you completed it, it may still be processing: we will e-mail you once it is confirmed.'
            : 'We could not check your payment just now. If you completed it, a confirmation e-mail is on its way; you can also reload this page in a moment.'}{' '}
          Your bag has been kept.
        </p>
        <Actions>
          <ButtonLink href={routes.cart}>Back to your cart</ButtonLink>
          <ButtonLink href={routes.contact} variant="secondary">
            Contact us
          </ButtonLink>
        </Actions>
      </Shell>
    )
  }
  return (
    <Shell icon={<CircleAlert size={56} />} tone="warning" title="We couldn't find this payment">
      <p>
        {status === 'missing'
          ? 'This page is shown after a payment, but no checkout session was named.'
          : 'This checkout session is unknown to us.'}{' '}
        Your bag has been kept; if you were charged, please contact us and we will sort it out.
      </p>
      <Actions>
        <ButtonLink href={routes.cart}>Go to your cart</ButtonLink>
        <ButtonLink href={routes.contact} variant="secondary">
          Contact us
        </ButtonLink>
      </Actions>
    </Shell>
  )
}

/** /stripe/error: the shopper cancelled or the payment failed; the bag is kept. */
export function PaymentErrorView() {
  return (
    <Shell icon={<CircleAlert size={56} />} tone="warning" title="Payment not completed">
      <p>Your payment was not completed and you have not been charged. Everything is still in your bag.</p>
      <p>You can try again from your cart, or contact us if something went wrong.</p>
      <Actions>
        <ButtonLink href={routes.cart}>Try again</ButtonLink>
        <ButtonLink href={routes.contact} variant="secondary">
          Contact us
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
