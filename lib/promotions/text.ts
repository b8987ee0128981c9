import type { Locale } from '../i18n/locale'
import { messagesIn } from '../i18n/messages'
import { promotionMessages } from '../i18n/messages/promotions'
import { formatCurrencyString } from '../money'
import type { DiscountRefusalReason } from './rules'

/** Why a code was refused, in the shopper's language (docs/product.md §20); `minimumSpend` in cents. */
export function discountRefusalText(reason: DiscountRefusalReason, locale: Locale, minimumSpend?: number): string {
  const reasons = messagesIn(promotionMessages, locale).reasons
  if (reason === 'below_minimum') return reasons.below_minimum(formatCurrencyString(minimumSpend ?? 0))
  return reasons[reason]
}
