import { describe, expect, it } from 'vitest'
import { parseQuantity } from '@/components/cart/QuantitySelector'

describe('parseQuantity (cart page input)', () => {
  it('accepts whole numbers from 0 to 99', () => {
    expect(parseQuantity('0')).toBe(0)
    expect(parseQuantity(' 7 ')).toBe(7)
    expect(parseQuantity('99')).toBe(99)
  })
  it.each(['', '-1', '1.5', 'abc', '100', '1e2'])('rejects %j', (text) => {
    expect(parseQuantity(text)).toBeNull()
  })
})
