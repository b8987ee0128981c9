import { lazy, Suspense } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { useSessionCheck } from '@/components/account/useSessionCheck'
import { StripeJsLoader } from '@/components/payments/StripeJsLoader'
import { Toaster } from '@/components/ui/Toaster'
import type { ApiUser } from '@/lib/api/types'

/** Draft preview (docs/architecture.md §2.7): its chunk is fetched only on a page in draft mode. */
const DraftPreview = lazy(() => import('@/components/preview/DraftPreview').then((m) => ({ default: m.DraftPreview })))

export interface AfterHydrationProps {
  /** Who the session's token belongs to (the layout binds it to the API client). */
  fetchMe: () => Promise<ApiUser | null>
}

/**
 * What the layout runs once the page has hydrated, from a chunk of its own rather than every page's first JavaScript
 * (docs/performance.md, "JavaScript budget"): the toasts (none can be raised before), the session check, Stripe.js,
 * and in draft mode only the draft preview's bar. Nothing of it is in the server's HTML.
 */
export function AfterHydration({ fetchMe }: AfterHydrationProps) {
  useSessionCheck(fetchMe)
  const { draftMode } = usePageContext()
  return (
    <>
      <Toaster />
      <StripeJsLoader />
      {draftMode ? (
        <Suspense fallback={null}>
          <DraftPreview />
        </Suspense>
      ) : null}
    </>
  )
}
