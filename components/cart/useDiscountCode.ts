import { useEffect } from 'react'
import { resetCodeState, setCodeState, useCodeState, type CodeState } from '@/lib/promotions/appliedCode'
import { useLocale } from '@/lib/react/LocaleContext'
import { useAppSelector } from '@/lib/store/hooks'
import type { CartDetails } from '@/lib/store/cart/types'
import type { Locale } from '@/lib/i18n/locale'

/** The bag's lines in one string: a change of it means the applied code's saving must be checked again. */
const signatureOf = (details: CartDetails) =>
  Object.values(details)
    .map((line) => `${line.price_id ?? line.id}×${line.quantity}`)
    .sort()
    .join(',')

/** The bag the code was last checked against: the bag panel and the cart page check a changed bag once between them. */
let checkedFor = ''

function check(code: string, details: CartDetails, locale: Locale) {
  checkedFor = signatureOf(details)
  // The GraphQL client and the check load with the first code, not with the page (docs/performance.md).
  void import('./checkDiscountCode').then(
    ({ checkDiscountCode }) => checkDiscountCode(code, details, locale),
    () => setCodeState({ checking: false }),
  )
}

/**
 * The discount code of the bag and the cart (docs/product.md §20): what the field shows and does. An applied code is
 * checked again whenever the bag changes, so the saving shown is the server's for the bag as it is.
 */
export function useDiscountCode(): CodeState & { apply: (code: string) => void; remove: () => void } {
  const state = useCodeState()
  const details = useAppSelector((s) => s.cart.cartDetails)
  const locale = useLocale()
  const applied = state.applied?.code
  const signature = signatureOf(details)
  useEffect(() => {
    if (!applied || signature === checkedFor) return
    if (!signature) return resetCodeState()
    check(applied, details, locale)
  }, [applied, signature, details, locale])
  return {
    ...state,
    apply: (code) => check(code, details, locale),
    remove: () => {
      checkedFor = ''
      resetCodeState()
    },
  }
}
