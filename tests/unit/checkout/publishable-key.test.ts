import { describe, expect, it } from 'vitest'
import { parseQuantity } from '@/components/cart/QuantitySelector'
import { validatePublishableKey } from '@/lib/stripe/publishableKey'

describe('validatePublishableKey (docs/product.md §5)', () => {
  it('returns a non-empty string key', () => {
    expect(validatePublishableKey('pk_test_123')).toBe('pk_test_123')
  })
  it.each([undefined, null, 42, {}])('throws a TypeError for %j', (key) => {
    expect(() => validatePublishableKey(key)).toThrow(TypeError)
  })
  it('throws a RangeError for an empty string', () => {
    expect(() => validatePublishableKey('')).toThrow(RangeError)
    expect(() => validatePublishableKey('   ')).toThrow(RangeError)
  })
})

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
