import { describe, expect, it } from 'vitest'
import { addBusinessDays, deliveryWindow } from '@/lib/delivery'

describe('the thank-you page’s delivery estimate (docs/product.md §10.6)', () => {
  it('counts business days, skipping Saturdays and Sundays', () => {
    const friday = new Date('2026-11-27T05:00:00Z')
    expect(addBusinessDays(friday, 1).toISOString().slice(0, 10)).toBe('2026-11-30')
    expect(addBusinessDays(friday, 5).toISOString().slice(0, 10)).toBe('2026-12-04')
    expect(addBusinessDays(friday, 0)).toEqual(friday)
  })

  it('runs from the state’s shortest carrier time to the longest dispatch plus its longest carrier time', () => {
    const friday = new Date('2026-11-27T05:00:00Z')
    // Victoria: 1–4 business days by carrier, after up to 2 days' dispatch.
    expect(deliveryWindow(friday, 'VIC')).toEqual({ from: '2026-11-30', to: '2026-12-07' })
    expect(deliveryWindow(friday, 'vic ')).toEqual(deliveryWindow(friday, 'VIC'))
    // The Northern Territory: 5–10.
    expect(deliveryWindow(friday, 'NT')).toEqual({ from: '2026-12-04', to: '2026-12-15' })
    // No state, or one the table does not know: the widest window, 1–10.
    expect(deliveryWindow(friday, null)).toEqual({ from: '2026-11-30', to: '2026-12-15' })
  })
})
