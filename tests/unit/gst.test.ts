import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatAbn, GST_RATE_PERCENT, gstIncluded, gstIncludedText, isValidAbn } from '@/lib/gst'

// docs/product.md §10.8: GST is 10 %, included in every price; an order's GST is 1/11 of its total, rounded to the
// cent, half up, worked out once on the total.

describe('gstIncluded', () => {
  it.each([
    [0, 0],
    [1, 0],
    [5, 0],
    [6, 1],
    [1100, 100],
    [2495, 227],
    [5985, 544],
    [14900, 1355],
    [-500, 0],
  ])('%d cents include %d cents of GST', (total, gst) => {
    expect(gstIncluded(total)).toBe(gst)
  })

  it('is the nearest cent to total / 11, rounding half up, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (total) => {
        const gst = gstIncluded(total)
        const exact = (total * GST_RATE_PERCENT) / (100 + GST_RATE_PERCENT)
        // Nearest: within half a cent of the exact share; half up: a tie (never, with 11) would go up.
        expect(Math.abs(gst - exact)).toBeLessThanOrEqual(0.5)
        if (Math.abs(gst - exact) === 0.5) expect(gst).toBeGreaterThan(exact)
        // What is left is the price before GST, and 10 % of it is the GST, to the cent.
        expect(Math.abs((total - gst) * 0.1 - gst)).toBeLessThanOrEqual(0.55)
      }),
    )
  })

  it('never shrinks as the total grows, and is never more than a tenth of it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000 }), (a, more) => {
        expect(gstIncluded(a + more)).toBeGreaterThanOrEqual(gstIncluded(a))
        expect(gstIncluded(a)).toBeLessThanOrEqual(Math.ceil(a / 10))
      }),
    )
  })

  it('says it in both languages', () => {
    expect(gstIncludedText(5985)).toBe('GST included $5.44')
    expect(gstIncludedText(5985, 'ar')).toContain('\u2066$5.44\u2069')
  })
})

describe('ABN', () => {
  it('accepts a well-formed ABN with or without spaces, and refuses a typo', () => {
    expect(isValidAbn('51 824 753 556')).toBe(true)
    expect(isValidAbn('51824753556')).toBe(true)
    expect(isValidAbn('51 824 753 557')).toBe(false)
    expect(isValidAbn('5182475355')).toBe(false)
    expect(isValidAbn('abn')).toBe(false)
  })

  it('is written as the ATO writes it', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556')
  })
})
