import { describe, expect, it } from 'vitest'
import { inches, measuresOf, sizeGuideFor } from '@/lib/catalogue/sizeGuide'
import { SEED_SIZE_GUIDES } from '@/seed/catalogue'

// docs/product.md §16.7: a category's guides, the one that lists every size of the product, in cm or inches.
const authored = (title: string, sizes: string[], extra: Record<string, number> = {}) => ({
  title,
  note: null,
  rows: sizes.map((size) => ({
    size,
    lengthCm: null,
    heightFromCm: null,
    heightToCm: null,
    chestCm: null,
    headCm: null,
    ...extra,
  })),
})

describe('size guides', () => {
  it('picks the guide that lists every size, the smallest when several do', () => {
    const guides = [
      authored('Menswear', ['S', 'M', 'L', 'XL'], { chestCm: 100 }),
      authored('Kufis', ['S', 'M', 'L'], { headCm: 56 }),
    ]
    expect(sizeGuideFor(guides, ['S', 'M', 'L'])?.title).toBe('Kufis')
    expect(sizeGuideFor(guides, ['M', 'XL'])?.title).toBe('Menswear')
    expect(sizeGuideFor(guides, ['XXL'])).toBeUndefined()
    expect(sizeGuideFor(guides, [])).toBeUndefined()
    expect(sizeGuideFor(null, ['S'])).toBeUndefined()
  })

  it('keeps only the measures a row gives, and shows the columns some row gives', () => {
    const guide = sizeGuideFor([authored('Kufis', ['S', 'M'], { headCm: 54 })], ['S'])!
    expect(guide.rows[0]).toEqual({ size: 'S', headCm: 54 })
    expect(measuresOf(guide)).toEqual(['headCm'])
  })

  it('reads centimetres in inches to the nearest half inch: an abaya 56 is 142 cm, 56 in', () => {
    expect(inches(132)).toBe(52)
    expect(inches(142)).toBe(56)
    expect(inches(152)).toBe(60)
    expect(inches(104)).toBe(41)
  })

  it("gives every seed abaya length its own number in inches, and each size a wearer's height", () => {
    const lengths = SEED_SIZE_GUIDES.women?.find((guide) => guide.key === 'lengths')
    for (const row of lengths?.rows ?? []) {
      expect(inches(row.lengthCm!)).toBe(Number(row.size))
      expect(row.heightFromCm).toBeLessThan(row.heightToCm!)
    }
  })
})
