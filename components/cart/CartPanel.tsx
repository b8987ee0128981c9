import { useEffect, useId, type ReactNode } from 'react'
import { styled } from 'styled-components'
import { useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { cartMessages } from '@/lib/i18n/messages/cart'
import { formatAmount } from '@/lib/money'
import { cartActions } from '@/lib/store/cart/slice'
import type { CartEntry } from '@/lib/store/cart/types'
import { useAppDispatch, useAppSelector, useCartReady } from '@/lib/store/hooks'
import { Button, ButtonLink } from '../ui/Button'
import { CloseIcon, PanelCloseButton, PanelTop } from '../ui/PanelTop'
import { SidePanel } from '../ui/SidePanel'
import { CartPanelLine } from './CartPanelLine'
import { LazyBagDiscount } from './LazyBagDiscount'
import { cancelFlyoutClose, scheduleFlyoutClose } from './cartPanelHover'
import { useCheckout } from './useCheckout'
import { fontSizes } from '../ui/theme'

export interface CartPanelViewProps {
  open: boolean
  /** False until the saved bag has been read: a placeholder is shown instead of lines. */
  ready: boolean
  lines: CartEntry[]
  /** Cents; null when unavailable. */
  totalPrice: number | null
  checkoutLoading?: boolean
  onClose: () => void
  onRemove: (id: string) => void
  /** Each line's quantity control (walk #27); without these the lines show none. */
  onSetQuantity?: (id: string, quantity: number) => void
  onIncrement?: (id: string) => void
  onDecrement?: (id: string) => void
  onCheckout: () => void
  /**
   * Under the subtotal when the bag has lines: the discount code field and the applied code's line (docs/product.md
   * §20), then the GST included and the instalments note of what the bag comes to (§10.8–9; LazyBagDiscount).
   */
  codeField?: ReactNode
}

/**
 * The bag side panel (docs/product.md §2.5): a modal dialog sliding in from the inline end (the right in English, the
 * left in Arabic), opened by a click or a key.
 */
export function CartPanelView({ open, onClose, ...contents }: CartPanelViewProps) {
  const t = useMessages(cartMessages).bag
  return (
    <SidePanel
      open={open}
      onClose={onClose}
      side="end"
      title={t.title}
      closeLabel={t.close}
      width="min(420px, 100vw)"
      testId="bag-panel"
    >
      <CartPanelContents onClose={onClose} {...contents} />
    </SidePanel>
  )
}

type CartPanelContentsProps = Omit<CartPanelViewProps, 'open'>

/** What the bag shows, the same in the dialog and the flyout: lines, Subtotal, View Your Cart, OR, Checkout. */
function CartPanelContents({
  ready,
  lines,
  totalPrice,
  checkoutLoading = false,
  onClose,
  onRemove,
  onCheckout,
  codeField,
  ...quantity
}: CartPanelContentsProps) {
  const t = useMessages(cartMessages)
  const routes = useRoutes()
  return (
    <>
      <Body>
        {!ready ? (
          <Placeholder aria-busy="true">{t.bag.loading}</Placeholder>
        ) : lines.length === 0 ? (
          <Empty>{t.bag.empty}</Empty>
        ) : (
          <Lines>
            {lines.map((line) => (
              <CartPanelLine key={line.id} line={line} onRemove={onRemove} {...quantity} />
            ))}
          </Lines>
        )}
      </Body>
      <Foot>
        <Subtotal>
          <span>{t.subtotal}</span>
          <strong data-testid="bag-subtotal">${formatAmount(ready ? totalPrice : null)}</strong>
        </Subtotal>
        {ready && lines.length > 0 ? codeField : null}
        <ButtonLink href={routes.cart} variant="secondary" fullWidth onClick={onClose}>
          {t.bag.viewCart}
        </ButtonLink>
        <Or aria-hidden="true">
          <span>{t.bag.or}</span>
        </Or>
        <Button fullWidth onClick={onCheckout} loading={checkoutLoading} loadingLabel={t.checkout.redirecting}>
          {t.bag.checkout}
        </Button>
      </Foot>
    </>
  )
}

/**
 * The bag opened by hovering the bag button (docs/product.md §2.5): the same contents in a non-modal panel under
 * the header — no overlay, no focus trap, the page and the header's tooltips stay reachable. It stays while the
 * pointer is over it or the button, and Escape or Close bag dismisses it.
 */
export function CartFlyoutView({
  open,
  onClose,
  onPointerEnter,
  onPointerLeave,
  ...contents
}: CartPanelViewProps & { onPointerEnter?: () => void; onPointerLeave?: () => void }) {
  const t = useMessages(cartMessages).bag
  const titleId = useId()
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, onClose])
  if (!open) return null
  return (
    <Flyout
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="bag-panel"
      data-presentation="flyout"
      onMouseEnter={onPointerEnter}
      onMouseLeave={onPointerLeave}
    >
      <PanelTop>
        <h2 id={titleId}>{t.title}</h2>
        <PanelCloseButton type="button" aria-label={t.close} onClick={onClose}>
          <CloseIcon />
        </PanelCloseButton>
      </PanelTop>
      <CartPanelContents onClose={onClose} {...contents} />
    </Flyout>
  )
}

/** The bag panel wired to the store. */
export function CartPanel() {
  const dispatch = useAppDispatch()
  const ready = useCartReady()
  const open = useAppSelector((state) => state.cart.shouldDisplayCart)
  const cartDetails = useAppSelector((state) => state.cart.cartDetails)
  const totalPrice = useAppSelector((state) => state.cart.totalPrice)
  const flyout = useAppSelector((state) => state.cart.displayAsFlyout)
  const { checkout, loading } = useCheckout()
  const close = () => dispatch(cartActions.handleCloseCart())
  // What both views show and do; they differ in how they open, and in what checkout does to them.
  const shared = {
    open,
    ready,
    lines: Object.values(cartDetails),
    totalPrice,
    checkoutLoading: loading,
    onClose: close,
    onRemove: (id: string) => dispatch(cartActions.removeItem(id)),
    onSetQuantity: (id: string, quantity: number) => dispatch(cartActions.setItemQuantity(id, quantity)),
    onIncrement: (id: string) => dispatch(cartActions.incrementItem(id)),
    onDecrement: (id: string) => dispatch(cartActions.decrementItem(id)),
    // Loaded, with the applied code's store, when the bag first shows lines (docs/performance.md).
    codeField: <LazyBagDiscount subtotal={totalPrice ?? 0} />,
  }
  if (flyout)
    return (
      <CartFlyoutView
        {...shared}
        onCheckout={() => void checkout()}
        onPointerEnter={cancelFlyoutClose}
        onPointerLeave={() => scheduleFlyoutClose(close)}
      />
    )
  return (
    <CartPanelView
      {...shared}
      onCheckout={() => {
        // The panel is modal: close it when checkout stops, so the toast saying why is not hidden behind it.
        void checkout().then((redirecting) => {
          if (!redirecting) close()
        })
      }}
    />
  )
}

const Flyout = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.layout.headerHeight};
  inset-inline-end: max(${({ theme }) => theme.space(2)}, calc((100vw - ${({ theme }) => theme.layout.maxWidth}) / 2));
  z-index: ${({ theme }) => theme.zIndex.panel};
  display: flex;
  flex-direction: column;
  width: min(400px, calc(100vw - 16px));
  max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight} - 16px);
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: 0 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.paper};
  box-shadow: ${({ theme }) => theme.shadows.card};
`

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 0 ${({ theme }) => theme.space(5)};
`

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`

const Empty = styled.p`
  margin: ${({ theme }) => theme.space(10)} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.inkMuted};
`

const Placeholder = styled(Empty)``

const Foot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.surface};
`

const Subtotal = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  font-size: ${fontSizes.lg};
`

const Or = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  font-size: ${fontSizes['2xs']};
  letter-spacing: 0.1em;
  color: ${({ theme }) => theme.colors.inkMuted};
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.colors.line};
  }
`
