/**
 * What the success page may say about a checkout session (docs/product.md §10.6): paid, unpaid or unknown. With
 * Stripe a paid session is also fulfilled here (idempotent), because the shopper can arrive before the webhook.
 */
import { LRUCache } from 'lru-cache'
import type { Logger } from '../logger'
import type { RateLimiters } from '../rate-limit/index'
import type { FulfilmentInput } from './fulfil'
import { SESSION_ID_PATTERN, type PaymentProvider, type SessionStatus } from './provider'

const UNKNOWN_SESSION_CACHE_SIZE = 10_000
const UNKNOWN_SESSION_TTL_MS = 10 * 60_000

export interface SessionStatusDeps {
  provider: PaymentProvider
  /** Stripe's session with its line items, as fulfilment needs it; absent with the built-in test payment page. */
  fulfilmentInput?: (sessionId: string) => Promise<FulfilmentInput | null>
  fulfil: (input: FulfilmentInput) => Promise<unknown>
  limiters: Pick<RateLimiters, 'paymentLookup'>
  logger: Logger
}

export function sessionStatusLookup(deps: SessionStatusDeps) {
  const { provider, logger: log } = deps
  // Session ids the provider did not know: a flood of made-up ids is answered from memory, not by Stripe's API.
  const unknownSessions = new LRUCache<string, true>({ max: UNKNOWN_SESSION_CACHE_SIZE, ttl: UNKNOWN_SESSION_TTL_MS })

  return async function sessionStatus(sessionId: unknown, requester = 'unknown'): Promise<SessionStatus> {
    if (typeof sessionId !== 'string' || !SESSION_ID_PATTERN.test(sessionId)) return 'unknown'
    if (unknownSessions.has(sessionId)) return 'unknown'
    // Throws RateLimitedError past the limit; the success page then says the payment is not confirmed yet.
    await deps.limiters.paymentLookup.consume({ ip: requester })
    const status = await provider.sessionStatus(sessionId)
    if (status === 'unknown') unknownSessions.set(sessionId, true)
    if (status === 'paid' && deps.fulfilmentInput) {
      try {
        const input = await deps.fulfilmentInput(sessionId)
        if (input) await deps.fulfil(input)
      } catch (err) {
        log.error({ err, sessionId }, 'fulfilment from the success page failed; the webhook will retry')
      }
    }
    return status
  }
}
