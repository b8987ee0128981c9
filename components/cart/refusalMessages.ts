/**
 * The sentences that explain a refused checkout (docs/product.md §5.4), said after the catalogue's
 * `There was a problem with redirecting to checkout.` (whose texts are in useCheckout.ts): plain words naming the product, never server text. Loaded
 * with the first refusal (components/cart/applyRefusal.ts), not with every page that shows the bag.
 */
import type { CheckoutRefusalCode } from '@/lib/checkout/refusal'

/** What was done to the bag line the refusal named. */
export type BagFix = 'removed' | 'lowered' | 'none'

/** When the refused line is not known by name (it left the bag meanwhile). */
export const UNNAMED_ITEM = 'One of the items'

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
