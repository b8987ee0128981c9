// @vitest-environment jsdom
import { expect, it, vi } from 'vitest'
import { loadStripeJs, STRIPE_JS_URL } from '@/lib/stripe/load'

// docs/product.md §7.4, §10.7: Stripe.js comes from the provider's v3 address, and only once.
it('adds Stripe.js from https://js.stripe.com/v3 and no other Stripe script', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  void loadStripeJs('pk_test_123').catch(() => undefined)
  void loadStripeJs('pk_test_123').catch(() => undefined)
  await vi.waitFor(() => expect(document.querySelectorAll('script').length).toBeGreaterThan(0))
  // Give @stripe/stripe-js the chance to add its own release-train script, had it not found ours.
  await new Promise((resolve) => setTimeout(resolve, 20))
  const sources = [...document.querySelectorAll('script')].map((script) => script.src)
  expect(STRIPE_JS_URL).toBe('https://js.stripe.com/v3')
  expect(sources).toEqual([STRIPE_JS_URL])
  warn.mockRestore()
})
