import { describe, expect, it } from 'vitest'
import { productImageAlt } from '@/lib/catalogue/imageAlt'

// docs/product.md §13.10: a picture's alt text in the page's language; an Arabic page describes a picture whose
// editor entered no Arabic from the product's Arabic title and the picture's colour, never in English.
describe('product picture alt texts', () => {
  it('keeps the alt text the content has in the page language', () => {
    expect(productImageAlt('عباية ندى كلاسيكية باللون الأسود', 'عباية ندى كلاسيكية', 'Black', 'ar')).toBe(
      'عباية ندى كلاسيكية باللون الأسود',
    )
    expect(productImageAlt('Classic Nidha Abaya in Black', 'Classic Nidha Abaya', 'Black', 'en')).toBe(
      'Classic Nidha Abaya in Black',
    )
  })

  it('describes an Arabic picture without one by the title and the colour, in Arabic', () => {
    const alt = productImageAlt(null, 'عباية ندى كلاسيكية', 'Navy', 'ar')
    expect(alt).toBe('عباية ندى كلاسيكية باللون كحلي')
    expect(alt).not.toMatch(/[A-Za-z]/)
    expect(productImageAlt(null, 'عباية ندى كلاسيكية', undefined, 'ar')).toBe('عباية ندى كلاسيكية')
  })
})
