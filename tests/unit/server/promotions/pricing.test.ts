import { describe, expect, it } from 'vitest'
import { paidForUnits } from '@/server/orders/line-amounts'
import { returnValue } from '@/server/orders/return-steps'
import { allocate, applyPromotion, unitPrices, type Promotion } from '@/server/promotions/pricing'

const now = new Date('2026-11-29T00:00:00Z')
const base: Promotion = {
  _id: 'promotion-eid10',
  code: 'EID10',
  title: 'Eid',
  startsAt: '2026-11-01T00:00:00Z',
  endsAt: '2026-12-01T00:00:00Z',
}
const use = { total: 0, byShopper: 0, signedIn: false }
const lines = [
  { productId: 'hijab', categoryId: 'hijabs', unitAmount: 2495, quantity: 3 },
  { productId: 'abaya', categoryId: 'abayas', unitAmount: 12900, quantity: 1 },
]

describe('applyPromotion (docs/product.md §20)', () => {
  it('percent off: the eligible total × percent, rounded half up, shared to the cent', () => {
    const outcome = applyPromotion({ ...base, percentOff: 10 }, lines, now, use)
    expect(outcome).toMatchObject({ ok: true, discount: 2039, lineDiscounts: [749, 1290], eligibleSubtotal: 20385 })
  })

  it('amount off: the amount, at most what the eligible lines cost', () => {
    expect(applyPromotion({ ...base, amountOff: 15 }, lines, now, use)).toMatchObject({ ok: true, discount: 1500 })
    const small = [{ productId: 'x', unitAmount: 500, quantity: 1 }]
    expect(applyPromotion({ ...base, amountOff: 50 }, small, now, use)).toMatchObject({
      discount: 500,
      lineDiscounts: [500],
    })
  })

  it('refuses with each reason', () => {
    const cases: Array<[Promotion | null, typeof use, string]> = [
      [null, use, 'unknown'],
      [
        { ...base, percentOff: 10, startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-31T00:00:00Z' },
        use,
        'not_started',
      ],
      [{ ...base, percentOff: 10, endsAt: now.toISOString() }, use, 'expired'],
      [{ ...base, percentOff: 10, maxUses: 2 }, { ...use, total: 2 }, 'used_up'],
      [{ ...base, percentOff: 10, oncePerShopper: true }, use, 'sign_in_required'],
      [{ ...base, percentOff: 10, oncePerShopper: true }, { total: 1, byShopper: 1, signedIn: true }, 'already_used'],
      [{ ...base, percentOff: 10, minimumSpend: 250 }, use, 'below_minimum'],
      [{ ...base, percentOff: 10, productIds: ['other'] }, use, 'not_applicable'],
    ]
    for (const [promotion, counted, reason] of cases)
      expect(applyPromotion(promotion, lines, now, counted), reason).toMatchObject({ ok: false, reason })
  })

  it('minimum spend counts the items it applies to, before the discount', () => {
    const abayas = { ...base, amountOff: 20, minimumSpend: 129, categoryIds: ['abayas'] }
    expect(applyPromotion(abayas, lines, now, use)).toMatchObject({ ok: true, lineDiscounts: [0, 2000] })
    expect(applyPromotion({ ...abayas, minimumSpend: 129.01 }, lines, now, use)).toMatchObject({
      ok: false,
      reason: 'below_minimum',
      minimumSpend: 12901,
    })
  })

  it('applies to named products or categories, everything when it names neither', () => {
    expect(applyPromotion({ ...base, percentOff: 50, productIds: ['hijab'] }, lines, now, use)).toMatchObject({
      lineDiscounts: [3743, 0],
    })
    expect(applyPromotion({ ...base, percentOff: 50, categoryIds: ['abayas'] }, lines, now, use)).toMatchObject({
      lineDiscounts: [0, 6450],
    })
  })

  it('a once-per-shopper code is open to a signed-in shopper who has not used it, whoever else did', () => {
    const promotion = { ...base, percentOff: 10, oncePerShopper: true }
    expect(applyPromotion(promotion, lines, now, { total: 40, byShopper: 0, signedIn: true })).toMatchObject({
      ok: true,
    })
  })
})

describe('allocate', () => {
  it('adds up to the total exactly and never exceeds a line', () => {
    for (const [total, amounts] of [
      [1, [100, 100, 100]],
      [299, [100, 100, 100]],
      [300, [100, 100, 100]],
      [1001, [333, 667, 1]],
      [7, [1, 1, 1, 1, 1, 1, 1, 1]],
    ] as Array<[number, number[]]>) {
      const shares = allocate(total, amounts)
      expect(shares.reduce((s, a) => s + a, 0)).toBe(total)
      shares.forEach((share, i) => expect(share).toBeLessThanOrEqual(amounts[i]!))
    }
  })
})

describe('what a discounted line was paid', () => {
  const line = { unitAmount: 2495, quantity: 3, discountAmount: 749 }

  it('as unit prices a payment page shows: the parts add up to what was paid', () => {
    const parts = unitPrices(line)
    expect(parts).toEqual([
      { unitAmount: 2246, quantity: 1 },
      { unitAmount: 2245, quantity: 2 },
    ])
    expect(parts.reduce((s, p) => s + p.unitAmount * p.quantity, 0)).toBe(2495 * 3 - 749)
    expect(unitPrices({ unitAmount: 1000, quantity: 2 })).toEqual([{ unitAmount: 1000, quantity: 2 }])
  })

  it('a refund of some units never gives back more than they were paid; of all units, exactly what was paid', () => {
    expect(paidForUnits(line, 1)).toBe(2245)
    expect(paidForUnits(line, 2)).toBe(4490)
    expect(paidForUnits(line, 3)).toBe(6736)
    expect(paidForUnits(line, 1) * 3).toBeLessThanOrEqual(6736)
  })

  it('a return of a discounted line refunds what was paid for it, never the full price', () => {
    const order = {
      lines: [
        {
          priceId: 'h',
          productId: 'hijab',
          name: 'Hijab',
          slug: null,
          unitAmount: 2495,
          quantity: 3,
          discountAmount: 749,
        },
        {
          priceId: 'a',
          productId: 'abaya',
          name: 'Abaya',
          slug: null,
          unitAmount: 12900,
          quantity: 1,
          discountAmount: 1290,
        },
      ],
    }
    const ret = (lineId: number, quantity: number) => ({ lines: [{ lineId, priceId: 'x', quantity, reason: 'fit' }] })
    expect(returnValue(order, ret(1, 1) as never)).toBe(11610)
    expect(returnValue(order, ret(0, 1) as never)).toBe(2245)
    expect(returnValue(order, ret(0, 3) as never)).toBe(6736)
  })
})
