import { ltr } from '../bidi'
import { defineMessages } from '../messages'

/**
 * The pay-in-instalments note of product pages and the bag (docs/product.md §10.9); the amount comes formatted
 * (lib/instalments.ts).
 */
export const instalmentMessages = defineMessages({
  en: {
    /** "or 4 interest-free payments of $12.50 with Afterpay or Zip": the providers' names are their own. */
    note: (count: number, amount: string, providers: string) =>
      `or ${count} interest-free payments of ${amount} with ${providers}`,
    or: 'or',
  },
  ar: {
    note: (count: number, amount: string, providers: string) =>
      `أو ${count} دفعات بدون فوائد بقيمة ${ltr(amount)} لكل دفعة مع ${providers}`,
    or: 'أو',
  },
})
