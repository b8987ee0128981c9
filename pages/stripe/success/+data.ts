import { useConfig } from 'vike-react/useConfig'
import type { PageContextServer } from 'vike/types'
import type { PaymentSuccessStatus } from '@/components/payments/PaymentResult'
import { messagesIn } from '@/lib/i18n/messages'
import { paymentMessages } from '@/lib/i18n/messages/payments'

/** Asks the payment provider (on the server) whether this session was paid; the page clears the bag only then. */
export async function data(pageContext: PageContextServer): Promise<{ status: PaymentSuccessStatus; test: boolean }> {
  const config = useConfig()
  const t = messagesIn(paymentMessages, pageContext.locale).success
  config({ title: t.pageTitle, description: t.description })
  // The built-in test payment page moves no money; the page says so (docs/product.md §10.3).
  const test = pageContext.payments.providerName === 'local'
  const sessionId = pageContext.urlParsed.search.session_id
  if (!sessionId) return { status: 'missing', test }
  try {
    return { status: await pageContext.payments.sessionStatus(sessionId, pageContext.clientIp), test }
  } catch {
    // The payment provider is unreachable: say so (the bag is kept) instead of failing the page.
    return { status: 'unavailable', test }
  }
}

export type Data = Awaited<ReturnType<typeof data>>
