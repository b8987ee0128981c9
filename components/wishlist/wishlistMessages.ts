/**
 * Every text the wishlist shows about putting items into the bag (docs/product.md §4.3, §8.1), in one place:
 * the toasts, the choice dialog and the sold-out notes.
 */
import { nameWithVariant } from '@/lib/catalogue/variantName'

/** The item's name with its variant, as bag lines name it: `Classic Nidha Abaya (Size 56 · Black)`. */
export const itemName = nameWithVariant

function joinNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

export const wishlistMessages = {
  removed: 'This product has been removed from your wishlist.',
  cleared: 'Wishlist cleared',
  /** §4.3: one item added (the spec's words; the variant is the toast's second line, as on the product page). */
  addedOne: (name: string) => `${name} has been added to your cart`,
  /** §4.3: Add all to cart. */
  addedMany: (count: number) => `${count} ${count === 1 ? 'item has' : 'items have'} been added to your cart`,
  /** Said after the count when some could not be added: nothing is skipped silently. */
  soldOutNamed: (names: string[]) =>
    names.length === 0 ? '' : `${joinNames(names)} ${names.length === 1 ? 'is' : 'are'} sold out.`,
  /** The remembered size or colour has no units left: nothing is added. */
  soldOutTitle: 'Sold out',
  soldOutOne: (name: string) => `${name} is sold out, so it was not added to your cart.`,
  /** The card's note under a remembered variant that has sold out since. */
  soldOutNote: 'Sold out',
  optionsUnavailableTitle: 'Sizes and colours are unavailable',
  optionsUnavailable: 'We could not load the sizes and colours just now. Please try again in a moment.',
  noLongerSold: (name: string) => `${name} is no longer sold.`,
  dialog: {
    titleOne: (name: string) => `Choose a size or colour for ${name}`,
    titleMany: 'Choose sizes and colours',
    descriptionOne: 'Pick the one you want and it goes straight into your bag.',
    descriptionMany: (count: number) =>
      `${count === 1 ? 'One item needs' : `${count} items need`} a size or colour before everything goes into your bag.`,
    loading: 'Loading sizes and colours…',
    productSoldOut: 'Sold out in every size and colour: it will not be added.',
    confirmOne: 'Add to cart',
    confirmMany: 'Add all to cart',
    cancel: 'Cancel',
    close: 'Close',
    /** Why the confirm button is still disabled. */
    incomplete: 'Choose an option for every item first.',
  },
} as const
