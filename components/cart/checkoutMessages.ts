/**
 * Every text checkout shows (docs/product.md §8.1, §5.4), in one place. A refusal the shop understands is said in
 * plain words naming the product, after the catalogue's own sentence; server text never reaches the page.
 */
import type { CheckoutRefusalCode } from '@/lib/checkout/refusal'

/** What was done to the bag line the refusal named. */
export type BagFix = 'removed' | 'lowered' | 'none'

export const checkoutMessages = {
  emptyTitle: 'Your cart is empty',
  emptyDescription: 'Please add some items to your cart before checking out.',
  errorTitle: 'Checkout Error',
  errorDescription: 'There was a problem with redirecting to checkout.',
  /** When the refused line is not known by name (it left the bag meanwhile). */
  unnamedItem: 'One of the items',
}

/** The sentence after `There was a problem with redirecting to checkout.` for a refusal the shop understands. */
export function refusalSentence(code: CheckoutRefusalCode, name: string, fix: BagFix, available?: number): string {
  const removed = fix === 'removed' ? ', so we removed it from your bag' : ''
  const lowered =
    fix === 'lowered' && available !== undefined ? `, so we changed the quantity in your bag to ${available}` : ''
  switch (code) {
    case 'unknown_product':
      return `${name} is no longer sold${removed}.`
    case 'sold_out':
      return `${name} is sold out${removed}.`
    case 'not_purchasable':
      return `${name} cannot be bought right now${removed}.`
    case 'choose_options':
      return `Please choose a size or colour for ${name} on its page.`
    case 'not_enough_stock':
      return available === 1
        ? `Only 1 of ${name} is left${lowered}.`
        : `Only ${available ?? 'a few'} of ${name} are left${lowered}.`
    case 'quantity_over_limit':
      return `One checkout can hold at most ${available ?? 'a limited number'} of ${name}${lowered}.`
  }
}
