/**
 * Asks the shop what a discount code takes off the bag (docs/product.md §20). Loaded when a shopper applies a code,
 * with the GraphQL client, never with the page (docs/performance.md, "JavaScript budget").
 */
import { browserApi } from '@/lib/api/browser'
import { apiErrorInfo } from '@/lib/api/errors'
import { CheckDiscountCodeDocument } from '@/lib/api/operations.generated'
import type { Locale } from '@/lib/i18n/locale'
import { messagesIn } from '@/lib/i18n/messages'
import { promotionMessages } from '@/lib/i18n/messages/promotions'
import { setCodeState } from '@/lib/promotions/appliedCode'
import type { CartDetails } from '@/lib/store/cart/types'

/** Checks `code` against the bag's lines and records the answer in the applied code's store. */
export async function checkDiscountCode(code: string, details: CartDetails, locale: Locale): Promise<void> {
  const t = messagesIn(promotionMessages, locale)
  const lines = Object.values(details).map((line) => ({ priceId: line.price_id ?? line.id, quantity: line.quantity }))
  setCodeState({ checking: true, error: null })
  try {
    const { checkDiscountCode: answer } = await browserApi().request(CheckDiscountCodeDocument, { code, lines })
    if (answer.ok)
      setCodeState({
        checking: false,
        error: null,
        applied: { code: answer.code, discount: answer.discount },
      })
    else setCodeState({ checking: false, applied: null, error: answer.message })
  } catch (error) {
    console.warn('Discount code check failed', error)
    const limited = apiErrorInfo(error).code === 'RATE_LIMITED'
    setCodeState({ checking: false, error: limited ? t.rateLimited : t.unavailable })
  }
}

// What this module sends: read by `npm run codegen` (not at run time), which types it as the `…Document` above.
const _checkDiscountCodeOperation = /* GraphQL */ `
  query CheckDiscountCode($code: String!, $lines: [DiscountLineInput!]!) {
    checkDiscountCode(code: $code, lines: $lines) {
      ok
      code
      discount
      message
    }
  }
`
