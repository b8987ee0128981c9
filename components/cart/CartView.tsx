import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import type { PaymentMethodType } from '@/lib/instalments'
import { useLocale, useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { cartMessages } from '@/lib/i18n/messages/cart'
import { gstMessages } from '@/lib/i18n/messages/gst'
import { formatAmount } from '@/lib/money'
import { formatShipping, freeShippingNudge, shippingFor, shippingRuleText } from '@/lib/shipping'
import type { CartEntry } from '@/lib/store/cart/types'
import { Button } from '../ui/Button'
import { fontSizes, media } from '../ui/theme'
import { CartLine } from './CartLine'
import { ClearCartDialog } from './ClearCartDialog'
import { LazyDiscountLine } from './LazyDiscount'
import { AmountRow, TotalNotes } from './TotalNotes'

export interface CartViewProps {
  /** False until the saved bag has been read: a placeholder is shown. */
  ready: boolean
  lines: CartEntry[]
  /** Cents. */
  totalPrice: number
  checkoutLoading?: boolean
  onSetQuantity: (id: string, quantity: number) => void
  onIncrement: (id: string) => void
  onDecrement: (id: string) => void
  onRemove: (id: string) => void
  onCheckout: () => void
  onClear: () => void
  /** PAYMENT_METHODS (docs/product.md §10.9): with a pay-later method on, the total's instalments are named. */
  paymentMethods?: readonly PaymentMethodType[]
  /** GST_REGISTERED (docs/product.md §10.8): off, the summary names no GST. */
  gstRegistered?: boolean
  /** The discount code field (docs/product.md §20), above the summary's amounts. */
  codeField?: ReactNode
  /** The applied code's discount: a line in the summary, taken off the total. */
  discount?: { code: string; amount: number } | null
}

/** The cart page (docs/product.md §2): lines, a summary with Total and Proceed to Checkout, Clear Cart, Continue Shopping. */
export function CartView({
  ready,
  lines,
  onSetQuantity,
  onIncrement,
  onDecrement,
  onRemove,
  ...summary
}: CartViewProps) {
  const t = useMessages(cartMessages)
  const routes = useRoutes()
  return (
    <Wrap>
      <Title>{t.page.heading}</Title>
      {!ready ? (
        <Placeholder aria-busy="true">{t.page.loading}</Placeholder>
      ) : lines.length === 0 ? (
        <Empty>
          {t.page.empty} <a href={routes.products}>{t.page.shop}</a>
        </Empty>
      ) : (
        <Layout>
          <Lines aria-label={t.page.lines}>
            {lines.map((line) => (
              <CartLine
                key={line.id}
                line={line}
                onSetQuantity={onSetQuantity}
                onIncrement={onIncrement}
                onDecrement={onDecrement}
                onRemove={onRemove}
              />
            ))}
          </Lines>
          <CartSummary {...summary} />
        </Layout>
      )}
      <Continue href={routes.home}>{t.page.continue}</Continue>
    </Wrap>
  )
}

type CartSummaryProps = Pick<
  CartViewProps,
  | 'totalPrice'
  | 'checkoutLoading'
  | 'onCheckout'
  | 'onClear'
  | 'paymentMethods'
  | 'gstRegistered'
  | 'codeField'
  | 'discount'
>

/** The summary beside the lines: the code field, the amounts, GST, instalments, Checkout and Clear Cart. */
function CartSummary({
  totalPrice,
  checkoutLoading = false,
  onCheckout,
  onClear,
  paymentMethods,
  gstRegistered = true,
  codeField,
  discount,
}: CartSummaryProps) {
  const t = useMessages(cartMessages)
  const gst = useMessages(gstMessages)
  const locale = useLocale()
  const nudge = freeShippingNudge(totalPrice, locale)
  // Shipping is measured before the discount (docs/product.md §20): the payment page charges this.
  const total = totalPrice - (discount?.amount ?? 0) + shippingFor(totalPrice)
  return (
    <Summary aria-labelledby="cart-summary-title">
      <SummaryTitle id="cart-summary-title">{t.page.summary}</SummaryTitle>
      {codeField}
      <AmountRow>
        <span>{t.subtotal}</span>
        <span data-testid="cart-subtotal">${formatAmount(totalPrice)}</span>
      </AmountRow>
      {discount ? <LazyDiscountLine code={discount.code} amount={discount.amount} testId="cart-discount" /> : null}
      <AmountRow>
        <span>{t.page.shipping}</span>
        <span data-testid="cart-shipping">{formatShipping(shippingFor(totalPrice), locale)}</span>
      </AmountRow>
      <Total>
        <span>{t.page.total}</span>
        <strong data-testid="cart-total">${formatAmount(total)}</strong>
      </Total>
      {/* docs/product.md §10.8–9: the GST in the total (shipping included) and its instalments, as the bag says them. */}
      <TotalNotes total={total} paymentMethods={paymentMethods} gstRegistered={gstRegistered} where="cart" />
      {nudge ? <Nudge>{nudge}</Nudge> : null}
      {/* One rule everywhere (docs/product.md §10.2): the payment page charges exactly this. */}
      <Note>
        {t.page.note(shippingRuleText(locale))}
        {gstRegistered ? ` ${gst.pricesInclude}` : null}
      </Note>
      <Button fullWidth onClick={onCheckout} loading={checkoutLoading} loadingLabel={t.checkout.redirecting}>
        {t.page.checkout}
      </Button>
      <ClearRow>
        <ClearCartDialog onConfirm={onClear} />
      </ClearRow>
    </Summary>
  )
}

/** Clear Cart sits centred under Checkout, as a text button (issue 36, walk #26). */
const ClearRow = styled.div`
  display: flex;
  justify-content: center;
`

const Wrap = styled.div`
  padding: ${({ theme }) => theme.space(8)} 0;
`

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  font-size: ${fontSizes['5xl']};
`

/**
 * The placeholder and the empty bag take the same box, so the footer stays put when the saved bag turns out empty (a
 * first visit's case); a bag with lines still grows the page, which the server cannot know (the bag lives in the browser).
 */
const BagMessage = styled.p`
  min-height: 200px;
  margin: ${({ theme }) => theme.space(10)} 0;
  font-size: ${fontSizes.lg};
`

const Placeholder = styled(BagMessage)`
  color: ${({ theme }) => theme.colors.inkMuted};
`

const Empty = styled(BagMessage)`
  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
`

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  ${media.lg} {
    grid-template-columns: 1fr 340px;
    align-items: start;
  }
`

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`

const Summary = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`

const SummaryTitle = styled.h2`
  margin: 0;
  font-size: ${fontSizes['2xl']};
`

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  font-size: ${fontSizes.xl};
`

const Nudge = styled.p`
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${({ theme }) => theme.colors.olive};
`

const Note = styled.p`
  margin: 0;
  font-size: ${fontSizes.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
`

const Continue = styled.a`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(8)};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
`
