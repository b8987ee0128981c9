import { useEffect, useId, useRef } from 'react'
import { styled } from 'styled-components'
import { useMessages } from '@/lib/react/LocaleContext'
import { cartMessages } from '@/lib/i18n/messages/cart'
import { productMessages } from '@/lib/i18n/messages/product'
import { Button } from '../ui/Button'
import { fontSizes } from '../ui/theme'

/** `pending`: the saved bag or wishlist has not been read yet, so it is unknown whether the product is in it. */
export type ActionState = 'pending' | 'idle' | 'loading' | 'added'

export interface ProductActionsProps {
  cart: ActionState
  wishlist: ActionState
  checkingOut?: boolean
  /**
   * Set while a size or colour still has to be chosen (docs/product.md §16), e.g. 'Choose a size': the bag and
   * Checkout Now buttons are disabled and this says why.
   */
  choiceHint?: string
  /** The chosen variant is sold out: Notify me takes Add To Bag's place (docs/product.md §16.5). */
  soldOut?: boolean
  onAddToBag: () => void
  onViewBag: () => void
  onAddToWishlist: () => void
  onViewWishlist: () => void
  onCheckout: () => void
  /** Takes the shopper to the back-in-stock form, set to the chosen variant. */
  onNotify?: () => void
}

/** The product page's three buttons (docs/product.md §4): bag, wishlist and Checkout Now. Behaviour lives in the page. */
export function ProductActions({
  cart,
  wishlist,
  checkingOut = false,
  choiceHint,
  soldOut = false,
  onAddToBag,
  onViewBag,
  onAddToWishlist,
  onViewWishlist,
  onCheckout,
  onNotify,
}: ProductActionsProps) {
  const t = useMessages(productMessages).actions
  const redirecting = useMessages(cartMessages).checkout.redirecting
  const hintId = useId()
  const described = choiceHint ? hintId : undefined
  return (
    <Actions>
      {choiceHint ? <Hint id={hintId}>{choiceHint}</Hint> : null}
      <BagButton
        cart={cart}
        soldOut={soldOut}
        waiting={Boolean(choiceHint)}
        described={described}
        onAddToBag={onAddToBag}
        onViewBag={onViewBag}
        onNotify={onNotify}
      />
      {wishlist === 'added' ? (
        <Button variant="secondary" onClick={onViewWishlist} fullWidth>
          {t.viewInWishlist}
        </Button>
      ) : (
        <Button
          variant="secondary"
          onClick={onAddToWishlist}
          loading={wishlist === 'loading'}
          loadingLabel={t.addingToWishlist}
          disabled={wishlist === 'pending'}
          fullWidth
        >
          {t.addToWishlist}
        </Button>
      )}
      <Button
        variant="secondary"
        onClick={onCheckout}
        loading={checkingOut}
        loadingLabel={redirecting}
        disabled={Boolean(choiceHint)}
        aria-describedby={described}
        fullWidth
      >
        {t.checkoutNow}
      </Button>
    </Actions>
  )
}

interface BagButtonProps extends Pick<ProductActionsProps, 'cart' | 'onAddToBag' | 'onViewBag' | 'onNotify'> {
  soldOut: boolean
  /** A choice is still to be made: Add To Bag waits. */
  waiting: boolean
  described: string | undefined
}

/** Add To Bag, View In Bag, or Notify me for a sold-out choice (docs/product.md §4.2, §16.5). */
function BagButton({ cart, soldOut, waiting, described, onAddToBag, onViewBag, onNotify }: BagButtonProps) {
  const t = useMessages(productMessages).actions
  const viewInBag = useRef<HTMLButtonElement>(null)
  const pressed = useRef(false)
  // Add To Bag is replaced by View In Bag once the bag has the product: the focus the shopper had on the button would
  // fall to the page's body (docs/product.md §4.2), so it moves to the button that took its place.
  useEffect(() => {
    if (cart === 'loading') return
    if (pressed.current && cart === 'added') viewInBag.current?.focus()
    pressed.current = false
  }, [cart])
  if (soldOut && onNotify)
    return (
      <Button onClick={onNotify} aria-describedby={described} fullWidth>
        {t.notifyMe}
      </Button>
    )
  if (cart === 'added')
    return (
      <Button ref={viewInBag} onClick={onViewBag} fullWidth>
        {t.viewInBag}
      </Button>
    )
  return (
    <Button
      onClick={() => {
        pressed.current = true
        onAddToBag()
      }}
      loading={cart === 'loading'}
      loadingLabel={t.addingToBag}
      disabled={cart === 'pending' || waiting}
      aria-describedby={described}
      fullWidth
    >
      {t.addToBag}
    </Button>
  )
}

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 420px;
`

const Hint = styled.p`
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`
