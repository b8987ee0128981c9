import { useEffect } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { loadStripeJs } from '@/lib/stripe/load'

/**
 * Mount once in the layout: after hydration, loads Stripe.js when a publishable key is configured.
 * Renders nothing; a failure is logged by loadStripeJs and otherwise ignored.
 */
export function StripeJsLoader() {
  const key = usePageContext().publicConfig?.stripePublishableKey
  useEffect(() => {
    if (!key) return
    loadStripeJs(key).catch(() => undefined)
  }, [key])
  return null
}
