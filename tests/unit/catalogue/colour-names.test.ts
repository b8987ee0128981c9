import { describe, expect, it } from 'vitest'
import { variantLabel } from '@/lib/catalogue/variants'
import { colourName } from '@/lib/i18n/colourNames'

// docs/product.md §19: colours read in the page's language; the English name stays the key.
describe('colour names', () => {
  it('reads Arabic on Arabic pages and as authored in English', () => {
    expect(colourName('Navy', 'ar')).toBe('كحلي')
    expect(colourName('Deep Navy', 'ar')).toBe('كحلي داكن')
    expect(colourName('Navy', 'en')).toBe('Navy')
  })

  it('isolates a colour it has no Arabic for, so its Latin letters keep their order in an Arabic line', () => {
    expect(colourName('Heather', 'ar')).toBe('\u2066Heather\u2069')
  })

  it('names the variant in Arabic on bag lines, toasts and mails: no more "المقاس 56 · Navy"', () => {
    const label = variantLabel({ size: '56', colour: 'Navy' }, 'ar')
    expect(label).toContain('كحلي')
    expect(label).not.toMatch(/Navy/)
    expect(variantLabel({ size: '56', colour: 'Navy' }, 'en')).toBe('Size 56 · Navy')
  })
})
