/** The thank-you page's account offer carries the order's address to sign-up in the URL's fragment. */
import { describe, expect, it } from 'vitest'
import { emailFromSignupHash, signupWithEmail } from '@/lib/signupPrefill'

describe('sign-up prefill', () => {
  it('round-trips an address, including one with a plus and a non-Latin local part', () => {
    for (const email of ['amina@example.com', 'amina+orders@example.com', 'أمينة@example.com']) {
      const href = signupWithEmail('/ar/signup', email)
      expect(href.startsWith('/ar/signup#email=')).toBe(true)
      expect(emailFromSignupHash(new URL(href, 'https://shop.example').hash)).toBe(email)
    }
  })

  it('fills in nothing for a missing, empty, overlong or malformed address', () => {
    for (const hash of [undefined, null, '', '#', '#email=', '#email=not-an-address', '#name=amina', '#email=a b@c.d'])
      expect(emailFromSignupHash(hash)).toBeUndefined()
    expect(emailFromSignupHash(`#email=${'a'.repeat(250)}@example.com`)).toBeUndefined()
  })
})
