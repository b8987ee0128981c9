import { useId } from 'react'
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
  onAddToBag: () => void
  onViewBag: () => void
  onAddToWishlist: () => void
  onViewWishlist: () => void
  onCheckout: () => void
}

/** The product page's three buttons (docs/product.md §4): bag, wishlist and Checkout Now. Behaviour lives in the page. */
export function ProductActions({
  cart,
  wishlist,
  checkingOut = false,
  choiceHint,
  onAddToBag,
  onViewBag,
  onAddToWishlist,
  onViewWishlist,
  onCheckout,
}: ProductActionsProps) {
  const t = useMessages(productMessages).actions
  const redirecting = useMessages(cartMessages).checkout.redirecting
  const hintId = useId()
  const described = choiceHint ? hintId : undefined
  return (
    <Actions>
      {choiceHint ? <Hint id={hintId}>{choiceHint}</Hint> : null}
      {cart === 'added' ? (
        <Button onClick={onViewBag} fullWidth>
          {t.viewInBag}
        </Button>
      ) : (
        <Button
          onClick={onAddToBag}
          loading={cart === 'loading'}
          loadingLabel={t.addingToBag}
          disabled={cart === 'pending' || Boolean(choiceHint)}
          aria-describedby={described}
          fullWidth
        >
          {t.addToBag}
        </Button>
      )}
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
