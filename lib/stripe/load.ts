/**
 * Stripe.js, loaded only when a publishable key is configured and only after the page is interactive, for
 * Stripe's fraud signals (hosted Checkout itself needs no Stripe.js). It never blocks rendering or checkout.
 */
import type { Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { validatePublishableKey } from './publishableKey'

let loading: Promise<Stripe | null> | undefined

/** Loads Stripe.js once. On failure it logs 'Unable to initialize Stripe' and rethrows (docs/product.md §8); callers catch. */
export function loadStripeJs(key: unknown): Promise<Stripe | null> {
  loading ??= Promise.resolve()
    .then(() => loadStripe(validatePublishableKey(key)))
    .catch((error: unknown) => {
      loading = undefined
      // A warning, not an error: a blocked or offline script must not look like a broken page.
      console.warn('Unable to initialize Stripe', error)
      throw error
    })
  return loading
}
