import { describe, expect, it } from 'vitest'
import { addressLines } from '@/server/orders/address'

const address = {
  name: 'Amina Rahman',
  line1: '12 Lygon St',
  line2: null,
  city: 'Carlton',
  state: 'VIC',
  postalCode: '3053',
  country: 'AU',
}

describe('addressLines', () => {
  it('keeps the country code for the staff', () => {
    expect(addressLines(address)).toEqual(['Amina Rahman', '12 Lygon St', 'Carlton VIC 3053', 'AU'])
  })

  it("writes the country out in the shopper's language", () => {
    expect(addressLines(address, 'en').at(-1)).toBe('Australia')
    expect(addressLines(address, 'ar').at(-1)).toBe('أستراليا')
  })

  it('says nothing for a missing address', () => {
    expect(addressLines(null, 'ar')).toEqual([])
  })
})
