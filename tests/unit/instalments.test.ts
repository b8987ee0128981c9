import { describe, expect, it } from 'vitest'
import { instalmentAmount, instalmentText, providersFor } from '@/lib/instalments'

// docs/product.md §10.9: "or 4 interest-free payments of $X" when a configured pay-later method takes the amount
// (Afterpay $1–$2,000, Zip $1–$1,000, AUD).

describe('the instalments note', () => {
  it('is absent without PAYMENT_METHODS, or with cards only', () => {
    expect(instalmentText(12900, undefined)).toBeNull()
    expect(instalmentText(12900, ['card'])).toBeNull()
  })

  it('divides the amount by 4, rounded up to the cent, naming the providers that take it', () => {
    expect(instalmentText(12900, ['card', 'afterpay_clearpay', 'zip'])).toBe(
      'or 4 interest-free payments of $32.25 with Afterpay or Zip',
    )
    expect(instalmentAmount(1001, ['zip'])).toBe(251)
  })

  it("keeps to each provider's AUD limits", () => {
    const both = ['afterpay_clearpay', 'zip'] as const
    expect(providersFor(99, both)).toEqual([])
    expect(providersFor(100, both)).toEqual(['afterpay_clearpay', 'zip'])
    expect(providersFor(100_000, both)).toEqual(['afterpay_clearpay', 'zip'])
    expect(providersFor(100_001, both)).toEqual(['afterpay_clearpay'])
    expect(providersFor(200_000, both)).toEqual(['afterpay_clearpay'])
    expect(providersFor(200_001, both)).toEqual([])
    expect(instalmentText(150_000, ['zip'])).toBeNull()
    expect(instalmentText(150_000, both)).toBe('or 4 interest-free payments of $375.00 with Afterpay')
  })

  it('says it in Arabic, the amount kept left to right', () => {
    expect(instalmentText(12900, ['zip'], 'ar')).toBe('أو 4 دفعات بدون فوائد بقيمة \u2066$32.25\u2069 لكل دفعة مع Zip')
  })
})
