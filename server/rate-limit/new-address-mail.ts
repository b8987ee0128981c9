/**
 * Mail to an address an account asks to move to (T4-6 of the third review, docs/security.md §3): nobody has proven
 * that address yet, so it is budgeted like anonymous mail (the client's share, then the shop-wide budget, N3) and,
 * like the newsletter, per recipient; and per account, so one session cannot mail an inbox in a loop. A refused mail
 * is dropped silently: the answer is the same either way.
 */
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import type { Logger } from '../logger'
import type { AnonymousMailGate } from './anonymous-mail'
import type { Limit } from './limits'

/** As the newsletter's confirmation mails: three an hour to one address, whoever asks. */
export const NEW_ADDRESS_MAIL_PER_RECIPIENT: Limit = { points: 3, durationSec: 3600 }
/** An account moving its address a few times in an hour is a person correcting a typo; more is a loop. */
export const NEW_ADDRESS_MAIL_PER_ACCOUNT: Limit = { points: 5, durationSec: 3600 }

export interface NewAddressMailGate {
  /** Whether the mail may go: `ip` the caller's address, `account` the user's id, `recipient` the new address. */
  allow(key: { ip: string; account: string; recipient: string }): Promise<boolean>
}

export function createNewAddressMailGate(deps: {
  perRecipient: RateLimiterAbstract
  perAccount: RateLimiterAbstract
  anonymous: AnonymousMailGate
  /** The limiters' own keys: the client (IPv4 address or IPv6 /64) and a hashed address (no address in Redis). */
  keys: { client: (ip: string) => string; recipient: (email: string) => string }
  logger: Logger
}): NewAddressMailGate {
  const log = deps.logger.child({ module: 'rate-limit' })
  const within = (limiter: RateLimiterAbstract, key: string) =>
    limiter.consume(key).then(
      () => true,
      (err: unknown) => {
        if (err instanceof RateLimiterRes) return false
        log.warn({ err }, 'new-address mail count unavailable; letting the mail go')
        return true
      },
    )
  return {
    async allow({ ip, account, recipient }) {
      const [toRecipient, fromAccount] = await Promise.all([
        within(deps.perRecipient, deps.keys.recipient(recipient)),
        within(deps.perAccount, account),
      ])
      return toRecipient && fromAccount && (await deps.anonymous.allow(deps.keys.client(ip)))
    },
  }
}
