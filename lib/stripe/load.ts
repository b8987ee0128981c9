/**
 * Stripe.js, loaded only when a publishable key is configured and only after the page is interactive, for
 * Stripe's fraud signals (hosted Checkout itself needs no Stripe.js). It never blocks rendering or checkout.
 */
import type { Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { validatePublishableKey } from './publishableKey'

/**
 * The provider's v3 address, as the brief asks (docs/product.md §7.4, §10.7). @stripe/stripe-js would otherwise
 * inject its own release-train URL; it uses a Stripe.js script already on the page, so this one is added first.
 */
export const STRIPE_JS_URL = 'https://js.stripe.com/v3'

let loading: Promise<Stripe | null> | undefined

/** Adds the v3 script tag once; loadStripe then waits for it instead of adding another. */
function addV3Script(doc: Document = document): void {
  if (doc.querySelector(`script[src="${STRIPE_JS_URL}"]`)) return
  const script = doc.createElement('script')
  script.src = STRIPE_JS_URL
  script.async = true
  doc.head.appendChild(script)
}

/** Loads Stripe.js once. On failure it logs 'Unable to initialize Stripe' and rethrows (docs/product.md §8); callers catch. */
export function loadStripeJs(key: unknown): Promise<Stripe | null> {
  loading ??= Promise.resolve()
    .then(() => {
      const publishableKey = validatePublishableKey(key)
      addV3Script()
      return loadStripe(publishableKey)
    })
    .catch((error: unknown) => {
      loading = undefined
      // A warning, not an error: a blocked or offline script must not look like a broken page.
      console.warn('Unable to initialize Stripe', error)
      throw error
    })
  return loading
}
