/**
 * Networks an account has signed in from (docs/security/accounts.md, N10). The account-wide count of failed logins
 * stops guessing spread over many networks, but it must not keep the owner out: a network (IPv4 address or IPv6
 * /64) the account signed in from, or reset its password from, within the last 14 days is not held to it, only to
 * its own per-network count.
 */
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import type { Limit } from './limits'

/**
 * How long a sign-in keeps a network known to the account: 14 days (the in-memory store keeps expiry in a Node
 * timer, which cannot wait more than 24.8 days).
 */
export const KNOWN_NETWORK_TTL: Limit = { points: 1_000_000, durationSec: 14 * 24 * 3600 }

export interface KnownNetworks {
  /** Whether `client` (a `clientKey`) has signed in to the account `account` (a hashed address) lately. */
  has(account: string, client: string): Promise<boolean>
  remember(account: string, client: string): Promise<void>
}

export function createKnownNetworks(store: RateLimiterAbstract): KnownNetworks {
  const key = (account: string, client: string) => `${account}|${client}`
  return {
    async has(account, client) {
      // A store failure answers "unknown": the account-wide count then applies, as it did before.
      return (await store.get(key(account, client)).catch(() => null)) !== null
    },
    async remember(account, client) {
      await store.penalty(key(account, client), 1)
    },
  }
}
