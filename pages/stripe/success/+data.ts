import { useConfig } from 'vike-react/useConfig'
import type { PageContextServer } from 'vike/types'
import type { PaymentSuccessStatus } from '@/components/payments/PaymentResult'
import { messagesIn } from '@/lib/i18n/messages'
import { paymentMessages } from '@/lib/i18n/messages/payments'
import type { OrderReceipt } from '@/lib/receipt'

interface SuccessData {
  status: PaymentSuccessStatus
  test: boolean
  /** The paid session's order (docs/product.md §10.6); null until fulfilment made it, and for any other status. */
  receipt: OrderReceipt | null
}

/** Asks the payment provider (on the server) whether this session was paid; the page clears the bag only then. */
export async function data(pageContext: PageContextServer): Promise<SuccessData> {
  const config = useConfig()
  const t = messagesIn(paymentMessages, pageContext.locale).success
  config({ title: t.pageTitle, description: t.description })
  // The built-in test payment page moves no money; the page says so (docs/product.md §10.3).
  const test = pageContext.payments.providerName === 'local'
  const sessionId = pageContext.urlParsed.search.session_id
  if (!sessionId) return { status: 'missing', test, receipt: null }
  let status: PaymentSuccessStatus
  try {
    status = await pageContext.payments.sessionStatus(sessionId, pageContext.clientIp)
  } catch {
    // The payment provider is unreachable: say so (the bag is kept) instead of failing the page.
    return { status: 'unavailable', test, receipt: null }
  }
  if (status !== 'paid') return { status, test, receipt: null }
  try {
    return { status, test, receipt: await pageContext.payments.receipt(sessionId, pageContext.locale) }
  } catch {
    // The order cannot be read just now: the payment is still confirmed, and the mail has the details.
    return { status, test, receipt: null }
  }
}

export type Data = Awaited<ReturnType<typeof data>>
