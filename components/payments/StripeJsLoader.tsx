import { useEffect } from 'react'
import { usePageContext } from 'vike-react/usePageContext'

/**
 * Mount once in the layout: after hydration, loads Stripe.js when a publishable key is configured.
 * Renders nothing; a failure is logged by loadStripeJs and otherwise ignored. Stripe's loader is imported only
 * then, so shops without a key never download it and no page's first load carries it (docs/performance.md).
 */
export function StripeJsLoader() {
  const key = usePageContext().publicConfig?.stripePublishableKey
  useEffect(() => {
    if (!key) return
    import('@/lib/stripe/load').then(({ loadStripeJs }) => loadStripeJs(key)).catch(() => undefined)
  }, [key])
  return null
}
