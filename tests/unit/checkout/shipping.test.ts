import { describe, expect, it } from 'vitest'
import { FREE_SHIPPING_THRESHOLD_CENTS, SHIPPING_FLAT_RATE_CENTS } from '@/lib/constants'
import { formatShipping, freeShippingNudge, shippingFor, shippingRuleText, SHIPPING_RULE_TEXT } from '@/lib/shipping'

// docs/product.md §10.2: one shipping rule, shown and charged the same everywhere.
describe('the shipping rule', () => {
  it('charges the flat rate below the threshold and nothing from it (or for an empty bag)', () => {
    expect(shippingFor(2495)).toBe(SHIPPING_FLAT_RATE_CENTS)
    expect(shippingFor(FREE_SHIPPING_THRESHOLD_CENTS - 1)).toBe(SHIPPING_FLAT_RATE_CENTS)
    expect(shippingFor(FREE_SHIPPING_THRESHOLD_CENTS)).toBe(0)
    expect(shippingFor(0)).toBe(0)
  })

  it('says the rule, the cost and how far free shipping is in plain words', () => {
    expect(SHIPPING_RULE_TEXT).toBe('Standard shipping within Australia is $9.95, free on orders of $150.00 or more.')
    expect(formatShipping(995)).toBe('$9.95')
    expect(formatShipping(0)).toBe('Free')
    expect(freeShippingNudge(12995)).toBe('Add $20.05 more for free shipping.')
    expect(freeShippingNudge(15000)).toBeNull()
  })

  it('says it in Arabic with the same amounts (dollars and Latin digits, docs/product.md §19.4)', () => {
    // Each amount is isolated left to right, or the `$` would land after its digits (lib/i18n/bidi.ts).
    expect(shippingRuleText('ar')).toBe(
      'الشحن العادي داخل أستراليا بتكلفة \u2066$9.95\u2069، ومجاني للطلبات بقيمة \u2066$150.00\u2069 أو أكثر.',
    )
    expect(formatShipping(0, 'ar')).toBe('مجاني')
    expect(formatShipping(995, 'ar')).toBe('$9.95')
    expect(freeShippingNudge(12995, 'ar')).toBe('أضف منتجات بقيمة \u2066$20.05\u2069 للحصول على شحن مجاني.')
  })
})
