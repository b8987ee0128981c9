/**
 * Who may make the shop mail an address nobody has proven (docs/security/accounts.md, N3). The shop-wide hourly
 * budget (ANONYMOUS_MAIL_PER_HOUR) must not be a kill switch: it is asked only when such a mail is about to go out,
 * after the answer, and a refused mail is dropped silently, so the answer reveals nothing. Every client also has a
 * small share of its own that other clients' traffic cannot spend: an honest shopper's sign-up mail always goes.
 */
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import type { Logger } from '../logger'
import type { Limit } from './limits'

/** Mails to unproven addresses one client (IPv4 address or IPv6 /64) may always cause per hour. */
export const ANONYMOUS_MAIL_CLIENT_SHARE: Limit = { points: 3, durationSec: 3600 }

export interface AnonymousMailGate {
  /**
   * Whether a mail to an unproven address, asked for by the client `client` (a `clientKey`), may go out now. Spends
   * the client's own share first, then the shop-wide budget. Never throws: a failing store lets the mail go.
   */
  allow(client: string): Promise<boolean>
}

export function createAnonymousMailGate(deps: {
  share: RateLimiterAbstract
  budget: RateLimiterAbstract
  logger: Logger
}): AnonymousMailGate {
  const log = deps.logger.child({ module: 'rate-limit' })
  let warnedUntil = 0
  const spent = (err: unknown): boolean => {
    if (err instanceof RateLimiterRes) return true
    log.warn({ err }, 'anonymous mail count unavailable; letting the mail go')
    return false
  }
  return {
    async allow(client) {
      const withinShare = await deps.share.consume(client).then(
        () => true,
        (err: unknown) => !spent(err),
      )
      // Shared by everyone: counted for every mail (it measures the volume), refused only past a client's share.
      const withinBudget = await deps.budget.consume('all').then(
        () => true,
        (err: unknown) => {
          if (!spent(err)) return true
          if (Date.now() > warnedUntil) {
            // An operator's signal: someone is spending the budget (a CAPTCHA or a larger budget may be due).
            log.warn({ retryAfterMs: (err as RateLimiterRes).msBeforeNext }, 'anonymous mail budget spent')
            warnedUntil = Date.now() + (err as RateLimiterRes).msBeforeNext
          }
          return false
        },
      )
      return withinShare || withinBudget
    },
  }
}
