/**
 * docs/product.md §5: checkout needs a non-empty string publishable key; a non-string is a TypeError, an empty string a
 * RangeError. Called once at start-up (config), so a bad key fails loudly before any shopper sees it.
 */
export function validatePublishableKey(key: unknown): string {
  if (typeof key !== 'string') {
    throw new TypeError(`The Stripe publishable key must be a string; got ${key === null ? 'null' : typeof key}.`)
  }
  if (key.trim() === '') throw new RangeError('The Stripe publishable key must not be an empty string.')
  return key
}
