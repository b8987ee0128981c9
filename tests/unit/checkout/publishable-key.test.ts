import { describe, expect, it } from 'vitest'
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
