import type { ServiceDeps } from '../services'

/**
 * The payments service handed to pages as `pageContext.payments` (filled in by the payments work), e.g. to
 * check a checkout session on /stripe/success.
 */
export function createPaymentsService(_deps: ServiceDeps) {
  return {}
}

export type PaymentsService = ReturnType<typeof createPaymentsService>
