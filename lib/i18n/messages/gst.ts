import { ltr } from '../bidi'
import { defineMessages } from '../messages'

/**
 * GST as Australians expect to read it (docs/product.md §10.8): one note where totals are shown and the GST included
 * in a total; the amount comes formatted (lib/gst.ts).
 */
export const gstMessages = defineMessages({
  en: {
    pricesInclude: 'Prices include GST.',
    /** "GST included $12.73". */
    included: (amount: string) => `GST included ${amount}`,
    /** The label of the GST line in a table of totals; the amount stands beside it. */
    includedLabel: 'GST included',
  },
  ar: {
    pricesInclude: 'الأسعار تشمل ضريبة السلع والخدمات (GST).',
    included: (amount: string) => `ضريبة السلع والخدمات المشمولة ${ltr(amount)}`,
    includedLabel: 'ضريبة السلع والخدمات المشمولة',
  },
})
