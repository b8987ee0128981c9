import { nameWithVariant } from '@/lib/catalogue/variantName'
import { readCheckoutRefusal, type CheckoutRefusal, type CheckoutRefusalCode } from '@/lib/checkout/refusal'
import type { Locale } from '@/lib/i18n/locale'
import { messagesIn } from '@/lib/i18n/messages'
import { checkoutRefusalMessages } from '@/lib/i18n/messages/checkoutRefusal'
import { setCodeState } from '@/lib/promotions/appliedCode'
import { discountRefusalText } from '@/lib/promotions/text'
import { cartActions } from '@/lib/store/cart/slice'
import type { CartDetails } from '@/lib/store/cart/types'
import type { AppDispatch } from '@/lib/store/createStore'

/** What was done to the bag line the refusal named. */
export type CartFix = 'removed' | 'lowered' | 'none'

/**
 * The sentence for a refused checkout's error object, or undefined when it carries no refusal the shop knows (then
 * only the catalogue's text is shown). Loaded with the first refusal, not with every page that shows the bag.
 */
export function describeRefusal(
  error: unknown,
  details: CartDetails,
  dispatch: AppDispatch,
  fixCart: boolean,
  locale: Locale,
  fallbackName?: string,
): string | undefined {
  const refusal = readCheckoutRefusal(error)
  return refusal ? applyRefusal(refusal, details, dispatch, fixCart, locale, fallbackName) : undefined
}

/**
 * Fixes the bag where a refusal allows it (docs/product.md §5.4): a product no longer sold, sold out or without a
 * usable price leaves the bag; a quantity over what is left (or over the limit) is lowered. Returns the sentence that
 * tells the shopper, naming the product. `fixCart` is false for a checkout of one product outside the bag.
 */
export function applyRefusal(
  refusal: CheckoutRefusal,
  details: CartDetails,
  dispatch: AppDispatch,
  fixCart: boolean,
  locale: Locale,
  fallbackName?: string,
): string {
  // A refused discount code names no line: its reason is said as the code field says it (docs/product.md §20).
  if (refusal.code === 'discount_invalid') {
    const text = discountRefusalText(refusal.reason ?? 'unknown', locale, refusal.minimumSpend)
    // Said under the code field too, where the code no longer counts as applied.
    setCodeState({ applied: null, error: text })
    return text
  }
  const id = refusal.priceIds[0] ?? ''
  const line = Object.values(details).find((entry) => (entry.price_id ?? entry.id) === id)
  const name = line
    ? nameWithVariant(line.name, line, locale)
    : (fallbackName ?? messagesIn(checkoutRefusalMessages, locale).unnamed)
  let fix: CartFix = 'none'
  if (fixCart && line) {
    if (['unknown_product', 'sold_out', 'not_purchasable'].includes(refusal.code)) {
      dispatch(cartActions.removeItem(line.id))
      fix = 'removed'
    } else if (refusal.available && (refusal.code === 'not_enough_stock' || refusal.code === 'quantity_over_limit')) {
      dispatch(cartActions.setItemQuantity(line.id, refusal.available))
      fix = 'lowered'
    }
  }
  return refusalSentence(refusal.code, name, fix, locale, refusal.available)
}

/** The sentence after cartMessages' `checkout.failed` for a refusal the shop understands. */
export function refusalSentence(
  code: CheckoutRefusalCode,
  name: string,
  fix: CartFix,
  locale: Locale,
  available?: number,
): string {
  const t = messagesIn(checkoutRefusalMessages, locale)
  const removed = fix === 'removed' ? t.removed : ''
  const lowered = fix === 'lowered' && available !== undefined ? t.lowered(available) : ''
  switch (code) {
    case 'unknown_product':
      return t.unknownProduct(name, removed)
    case 'sold_out':
      return t.soldOut(name, removed)
    case 'not_purchasable':
      return t.notPurchasable(name, removed)
    case 'choose_options':
      return t.chooseOptions(name)
    case 'not_enough_stock':
      return t.notEnoughStock(name, available, lowered)
    case 'quantity_over_limit':
      return t.quantityOverLimit(name, available, lowered)
    case 'discount_invalid':
      return discountRefusalText('unknown', locale)
  }
}
