import type { PageContextServer } from 'vike/types'
import type { PaymentSuccessStatus } from '@/components/payments/PaymentResult'

/** Asks the payment provider (on the server) whether this session was paid; the page clears the bag only then. */
export async function data(pageContext: PageContextServer): Promise<{ status: PaymentSuccessStatus }> {
  const sessionId = pageContext.urlParsed.search.session_id
  if (!sessionId) return { status: 'missing' }
  try {
    return { status: await pageContext.payments.sessionStatus(sessionId) }
  } catch {
    // The payment provider is unreachable: say so (the bag is kept) instead of failing the page.
    return { status: 'unavailable' }
  }
}

export type Data = Awaited<ReturnType<typeof data>>
