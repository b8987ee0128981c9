import { useSessionCheck } from '@/components/account/useSessionCheck'
import { StripeJsLoader } from '@/components/payments/StripeJsLoader'
import { Toaster } from '@/components/ui/Toaster'
import type { ApiUser } from '@/lib/api/accounts'

export interface AfterHydrationProps {
  /** Who the session's token belongs to (the layout binds it to the API client). */
  fetchMe: () => Promise<ApiUser | null>
}

/**
 * What the layout runs once the page has hydrated, from a chunk of its own rather than every page's first JavaScript
 * (docs/performance.md, "JavaScript budget"): the toasts (none can be raised before), the session check and Stripe.js.
 * Nothing of it is in the server's HTML.
 */
export function AfterHydration({ fetchMe }: AfterHydrationProps) {
  useSessionCheck(fetchMe)
  return (
    <>
      <Toaster />
      <StripeJsLoader />
    </>
  )
}
