import { useEffect, useRef } from 'react'
import { styled } from 'styled-components'
import { useMessages } from '@/lib/react/LocaleContext'
import { productMessages } from '@/lib/i18n/messages/product'
import { Button } from '../ui/Button'
import { fontSizes, media } from '../ui/theme'
import type { ActionState } from './ProductActions'
import { STICKY_BUY_BAR_HEIGHT_PX } from './StickyBuyBarRoom'

export interface StickyBuyBarContentProps {
  /** Whether the bar shows now: on a phone, while the page's own buttons are out of view (StickyBuyBar watches). */
  shown: boolean
  title: string
  /** The price as shown, e.g. `$139.00`. */
  price: string
  cart: ActionState
  /** Set while the choice is incomplete or sold out (ProductActions' hint): the bar's button then leads to the choice. */
  choiceHint?: string | undefined
  onAddToBag: () => void
  onViewBag: () => void
  /** Brings the size and colour choice into view and puts focus in it. */
  onGoToChoice: () => void
}

/**
 * The phone's buy bar itself (docs/product.md §2.8), loaded by `StickyBuyBar` the first time it is to show: Add To Bag
 * with the price. With the choice incomplete its button names what is missing and leads to the choice (rather than a
 * disabled button). It sits under the bag panel and the menu, and it is not shown from 768 px wide.
 */
export function StickyBuyBarContent({
  shown,
  title,
  price,
  cart,
  choiceHint,
  onAddToBag,
  onViewBag,
  onGoToChoice,
}: StickyBuyBarContentProps) {
  const t = useMessages(productMessages)
  const button = useRef<HTMLButtonElement>(null)
  const pressed = useRef(false)
  // As on the page's own button: after the bar's Add To Bag, focus stays on the bar's button, now View In Bag.
  useEffect(() => {
    if (cart === 'loading') return
    if (pressed.current && cart === 'added') button.current?.focus()
    pressed.current = false
  }, [cart])

  const [label, onClick] =
    cart === 'added'
      ? [t.actions.viewInBag, onViewBag]
      : choiceHint
        ? [choiceHint, onGoToChoice]
        : [
            t.actions.addToBag,
            () => {
              pressed.current = true
              onAddToBag()
            },
          ]
  if (!shown) return null
  return (
    <Bar data-testid="sticky-buy-bar" aria-label={t.stickyBar(title)} role="region">
      <Price>{price}</Price>
      <Button
        ref={button}
        onClick={onClick}
        loading={cart === 'loading'}
        loadingLabel={t.actions.addingToBag}
        disabled={cart === 'pending'}
      >
        {label}
      </Button>
    </Bar>
  )
}

const Bar = styled.div`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  height: ${STICKY_BUY_BAR_HEIGHT_PX}px;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  padding-bottom: calc(${({ theme }) => theme.space(3)} + env(safe-area-inset-bottom, 0px));
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.paper};
  & > button {
    flex: 1;
    max-width: 240px;
  }
  ${media.md} {
    display: none;
  }
`

const Price = styled.p`
  margin: 0;
  font-size: ${fontSizes.lg};
  font-weight: 600;
`
