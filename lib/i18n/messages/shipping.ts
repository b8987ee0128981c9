import { ltr } from '../bidi'
import { defineMessages } from '../messages'

/**
 * The one shipping rule in words (docs/product.md §10.2), the same on the cart, the test payment page and Shipping &
 * Returns; the amounts come formatted (lib/shipping.ts).
 */
export const shippingMessages = defineMessages({
  en: {
    rule: (flatRate: string, freeFrom: string) =>
      `Standard shipping within Australia is ${flatRate}, free on orders of ${freeFrom} or more.`,
    free: 'Free',
    /** Below the free-shipping threshold: "Add $20.05 more for free shipping." */
    nudge: (missing: string) => `Add ${missing} more for free shipping.`,
  },
  ar: {
    rule: (flatRate: string, freeFrom: string) =>
      `الشحن العادي داخل أستراليا بتكلفة ${ltr(flatRate)}، ومجاني للطلبات بقيمة ${ltr(freeFrom)} أو أكثر.`,
    free: 'مجاني',
    nudge: (missing: string) => `أضف منتجات بقيمة ${ltr(missing)} للحصول على شحن مجاني.`,
  },
})
