/**
 * Named attempt limiters (rate-limiter-flexible): in memory by default, in Redis when REDIS_URL is set so several
 * web processes share one count. Resolvers call `consume` themselves, so aliases or batching cannot multiply attempts.
 */
import { createHash } from 'node:crypto'
import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { DEFAULT_LOCALE } from '@/lib/i18n/locale'
import { ExpectedError, said, serverMessagesIn, type LocalizedText } from '../localized'
import type { Logger } from '../logger'
import { ANONYMOUS_MAIL_CLIENT_SHARE, createAnonymousMailGate, type AnonymousMailGate } from './anonymous-mail'
import { createKnownNetworks, KNOWN_NETWORK_TTL } from './known-networks'
import {
  createNewAddressMailGate,
  NEW_ADDRESS_MAIL_PER_ACCOUNT,
  NEW_ADDRESS_MAIL_PER_RECIPIENT,
  type NewAddressMailGate,
} from './new-address-mail'
import {
  DEFAULT_ANONYMOUS_MAIL_PER_HOUR,
  DEFAULT_RATE_LIMITS,
  RATE_LIMIT_ACTIONS,
  type ActionLimits,
  type Limit,
  type RateLimitAction,
} from './limits'

// The limits' names and defaults, for callers of the limiters (all that limits.ts exports).
export * from './limits'
export type { AnonymousMailGate } from './anonymous-mail'
export type { NewAddressMailGate } from './new-address-mail'

/** The English of a refusal (lib/i18n/messages/server.ts); the answer says it in the request's language. */
export const RATE_LIMITED_MESSAGE = serverMessagesIn(DEFAULT_LOCALE).limits.tooManyAttempts

/**
 * Thrown by `consume` when a limit is reached; callers turn it into their own error shape (GraphQL RATE_LIMITED, HTTP
 * 429), in the request's language (server/localized.ts).
 */
export class RateLimitedError extends ExpectedError {
  override name = 'RateLimitedError'
  constructor(
    readonly retryAfterMs: number,
    text: LocalizedText = said((m) => m.limits.tooManyAttempts),
  ) {
    super(text, 'RATE_LIMITED')
  }

  // A real 429 with Retry-After (yoga applies extensions.http), so the refusal reaches
  // shop_rate_limit_refusals_total and the brute-force alert (docs/operations.md), as every other limit's does (T4-7
  // of the third review: it used to answer 200).
  override details() {
    const retryAfterSeconds = Math.max(1, Math.ceil(this.retryAfterMs / 1000))
    return { retryAfterSeconds, http: { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } } }
  }
}

/**
 * Too many failed logins on one address, from all clients together. The message says how long to wait: the owner
 * trying their password should know it is not wrong, only early.
 */
export class AccountLockedError extends RateLimitedError {
  override name = 'AccountLockedError'
  constructor(retryAfterMs: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000))
    super(
      retryAfterMs,
      said((m) => m.limits.accountLocked(minutes)),
    )
  }
}

/**
 * The key of a client: an IPv4 address as it is, an IPv6 address by its /64 (one subscriber line or server usually
 * holds a whole /64, so every address in it is the same client).
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped) return mapped[1]!
  if (!ip.includes(':')) return ip
  const address = ip.split('%')[0]!.toLowerCase()
  const [head = '', tail] = address.split('::')
  const front = head ? head.split(':') : []
  const back = tail ? tail.split(':') : []
  const groups =
    tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back]
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`
}

export interface AttemptKey {
  ip: string
  /** Omitted when the action has no address (then only the per-IP count applies). */
  email?: string
}

export interface AttemptLimiter {
  /** Counts one attempt; rejects with RateLimitedError when either the IP or the e-mail count is exhausted. */
  consume(key: AttemptKey): Promise<void>
  /** Forgets the e-mail count, e.g. after a successful login (for login: and remembers the network, N10). */
  reward(key: AttemptKey): Promise<void>
}

export type RateLimiters = Record<RateLimitAction, AttemptLimiter> & {
  /** Mails to addresses nobody has proven (verification, reset of an unverified account, newsletter, test orders). */
  anonymousMail: AnonymousMailGate
  /** Mails to an address an account asks to move to (T4-6): per recipient, per account, then as anonymous mail. */
  newAddressMail: NewAddressMailGate
}

export interface CreateRateLimitersOptions {
  redisUrl?: string
  logger: Logger
  keyPrefix?: string
  /** Overrides per action (tests, or a deployment with other needs). */
  limits?: Partial<Record<RateLimitAction, ActionLimits>>
  /** ANONYMOUS_MAIL_PER_HOUR. */
  anonymousMailPerHour?: number
}

/** E-mails are hashed before they become store keys: Redis then holds no addresses. */
function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 32)
}

export async function createRateLimiters(
  opts: CreateRateLimitersOptions,
): Promise<RateLimiters & { ping(): Promise<'ok' | 'failing' | undefined>; close(): Promise<void> }> {
  const redis = opts.redisUrl
    ? await connectRedis(opts.redisUrl, opts.logger.child({ module: 'rate-limit' }))
    : undefined
  const make = limiterMaker(opts.keyPrefix ?? 'rl', redis)
  const anonymousMail = createAnonymousMailGate({
    share: make('anonymousMail:client', ANONYMOUS_MAIL_CLIENT_SHARE),
    budget: make('anonymousMail', {
      points: opts.anonymousMailPerHour ?? DEFAULT_ANONYMOUS_MAIL_PER_HOUR,
      durationSec: 3600,
    }),
    logger: opts.logger,
  })
  const limiters = {
    ...(Object.fromEntries(
      RATE_LIMIT_ACTIONS.map((a) => [a, attemptLimiter(a, opts.limits?.[a] ?? DEFAULT_RATE_LIMITS[a], make)]),
    ) as Record<RateLimitAction, AttemptLimiter>),
    anonymousMail,
    newAddressMail: createNewAddressMailGate({
      perRecipient: make('newAddressMail:recipient', NEW_ADDRESS_MAIL_PER_RECIPIENT),
      perAccount: make('newAddressMail:account', NEW_ADDRESS_MAIL_PER_ACCOUNT),
      anonymous: anonymousMail,
      keys: { client: clientKey, recipient: emailKey },
      logger: opts.logger,
    }),
  }
  return {
    ...limiters,
    /** Whether the shared store answers (undefined: limits are in memory, nothing to reach). */
    async ping() {
      if (!redis) return undefined
      return redis.ping().then(
        () => 'ok' as const,
        () => 'failing' as const,
      )
    },
    async close() {
      if (redis) await redis.quit().catch(() => redis.disconnect())
    },
  }
}

async function connectRedis(url: string, log: Logger): Promise<Redis> {
  // No offline queue: while Redis is down the insurance limiter answers at once instead of requests hanging.
  // A Redis that accepts but never answers (a hung server, a cut network) times out after 1 s the same way.
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    lazyConnect: true,
    commandTimeout: 1_000,
  })
  redis.on('error', (err) => log.warn({ err: err.message }, 'redis error; using in-memory insurance limiter'))
  await redis.connect()
  log.info('rate limits stored in redis')
  return redis
}

/** One counter, named under the prefix: in Redis when there is one, with a memory counter as its insurance. */
export type LimiterMaker = (name: string, limit: Limit) => RateLimiterAbstract

function limiterMaker(prefix: string, redis: Redis | undefined): LimiterMaker {
  return (name, limit) => {
    const base = { keyPrefix: `${prefix}:${name}`, points: limit.points, duration: limit.durationSec }
    const memory = new RateLimiterMemory(base)
    if (!redis) return memory
    return new RateLimiterRedis({ ...base, storeClient: redis, useRedisPackage: false, insuranceLimiter: memory })
  }
}

/** One action's counts (exported for tests/unit/server/attempt-limiter.test.ts, which gives it slow stores). */
export function attemptLimiter(action: RateLimitAction, limits: ActionLimits, make: LimiterMaker): AttemptLimiter {
  const perIp = make(`${action}:ip`, limits.perIp)
  const perEmail = make(`${action}:email`, limits.perEmail)
  const perAccount = limits.perAccount ? make(`${action}:account`, limits.perAccount) : undefined
  // Login and the guest's order lookup count per IP + e-mail, so strangers' attempts cannot lock the owner out (I-2 of
  // the third review: 10 lookups from anywhere blocked a shopper's own for 15 minutes; a lookup mails nobody and
  // needs a 40-bit order number besides); the other actions per e-mail alone (one inbox should not get 100 mails).
  const perClientAndEmail = action === 'login' || action === 'orderLookup'
  const emailPart = (client: string, email: string) =>
    perClientAndEmail ? `${client}|${emailKey(email)}` : emailKey(email)
  // Login only: networks the account signed in from are not held to the account-wide count (N10).
  const known = perAccount ? createKnownNetworks(make(`${action}:known`, KNOWN_NETWORK_TTL)) : undefined

  return {
    async consume(key) {
      const client = clientKey(key.ip)
      // Settled at once: a refusal that arrives while the known-network lookup below is awaited must already have
      // a handler, or Node reports it as an unhandled rejection.
      const ipAndEmail = Promise.allSettled([
        perIp.consume(client),
        ...(key.email ? [perEmail.consume(emailPart(client, key.email))] : []),
      ])
      const account: PromiseSettledResult<unknown>[] = []
      if (key.email && perAccount && !(await known?.has(emailKey(key.email), client)))
        account.push(...(await Promise.allSettled([perAccount.consume(emailKey(key.email))])))
      throwIfRefused([...(await ipAndEmail), ...account])
    },
    async reward(key) {
      if (!key.email) return
      await perEmail.delete(emailPart(clientKey(key.ip), key.email))
      await perAccount?.delete(emailKey(key.email))
      await known?.remember(emailKey(key.email), clientKey(key.ip))
    },
  }
}

/** The counts' answers, in the order per IP, per e-mail, per account; a store failure is rethrown as it is. */
function throwIfRefused(results: PromiseSettledResult<unknown>[]): void {
  let retryAfterMs = 0
  for (const r of results) {
    if (r.status === 'fulfilled') continue
    if (r.reason instanceof RateLimiterRes) retryAfterMs = Math.max(retryAfterMs, r.reason.msBeforeNext)
    else throw r.reason
  }
  // The account count alone says "this address": the owner then knows to wait, not to doubt the password.
  const account = results[2]
  if (account?.status === 'rejected' && results.slice(0, 2).every((r) => r.status === 'fulfilled'))
    throw new AccountLockedError(retryAfterMs)
  if (retryAfterMs > 0) throw new RateLimitedError(retryAfterMs)
}
