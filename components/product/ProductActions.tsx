import { styled } from 'styled-components'
import { Button } from '../ui/Button'

/** `pending`: the saved bag or wishlist has not been read yet, so it is unknown whether the product is in it. */
export type ActionState = 'pending' | 'idle' | 'loading' | 'added'

export interface ProductActionsProps {
  cart: ActionState
  wishlist: ActionState
  checkingOut?: boolean
  onAddToBag(): void
  onViewBag(): void
  onAddToWishlist(): void
  onViewWishlist(): void
  onCheckout(): void
}

/** The product page's three buttons (docs/product.md §4): bag, wishlist and Checkout Now. Behaviour lives in the page. */
export function ProductActions({
  cart,
  wishlist,
  checkingOut = false,
  onAddToBag,
  onViewBag,
  onAddToWishlist,
  onViewWishlist,
  onCheckout,
}: ProductActionsProps) {
  return (
    <Actions>
      {cart === 'added' ? (
        <Button onClick={onViewBag} fullWidth>
          View In Bag
        </Button>
      ) : (
        <Button
          onClick={onAddToBag}
          loading={cart === 'loading'}
          loadingLabel="Adding to bag"
          disabled={cart === 'pending'}
          fullWidth
        >
          Add To Bag
        </Button>
      )}
      {wishlist === 'added' ? (
        <Button variant="secondary" onClick={onViewWishlist} fullWidth>
          View In Wishlist
        </Button>
      ) : (
        <Button
          variant="secondary"
          onClick={onAddToWishlist}
          loading={wishlist === 'loading'}
          loadingLabel="Adding to wishlist"
          disabled={wishlist === 'pending'}
          fullWidth
        >
          Add To Wishlist
        </Button>
      )}
      <Button
        variant="secondary"
        onClick={onCheckout}
        loading={checkingOut}
        loadingLabel="Redirecting to checkout"
        fullWidth
      >
        Checkout Now
      </Button>
    </Actions>
  )
}

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 420px;
`
