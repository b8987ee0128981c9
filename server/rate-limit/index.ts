/**
 * Named attempt limiters (rate-limiter-flexible): in memory by default, in Redis when REDIS_URL is set so several
 * web processes share one count. Resolvers call `consume` themselves, so aliases or batching cannot multiply attempts.
 */
import { createHash } from 'node:crypto'
import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import type { Logger } from '../logger'
import { DEFAULT_RATE_LIMITS, RATE_LIMIT_ACTIONS, type ActionLimits, type Limit, type RateLimitAction } from './limits'

export { DEFAULT_RATE_LIMITS, RATE_LIMIT_ACTIONS, type ActionLimits, type Limit, type RateLimitAction } from './limits'

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please try again later.'

/** Thrown by `consume` when a limit is reached; callers turn it into their own error shape (GraphQL RATE_LIMITED, HTTP 429). */
export class RateLimitedError extends Error {
  override name = 'RateLimitedError'
  constructor(readonly retryAfterMs: number) {
    super(RATE_LIMITED_MESSAGE)
  }
}

export interface AttemptKey {
  ip: string
  /** Omitted when the action has no address (then only the per-IP count applies). */
  email?: string
}

export interface AttemptLimiter {
  /** Counts one attempt; rejects with RateLimitedError when either the IP or the e-mail count is exhausted. */
  consume(key: AttemptKey): Promise<void>
  /** Forgets the e-mail count, e.g. after a successful login. */
  reward(key: AttemptKey): Promise<void>
}

export type RateLimiters = Record<RateLimitAction, AttemptLimiter>

export interface CreateRateLimitersOptions {
  redisUrl?: string
  logger: Logger
  keyPrefix?: string
  /** Overrides per action (tests, or a deployment with other needs). */
  limits?: Partial<Record<RateLimitAction, ActionLimits>>
}

/** E-mails are hashed before they become store keys: Redis then holds no addresses. */
function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 32)
}

export async function createRateLimiters(
  opts: CreateRateLimitersOptions,
): Promise<RateLimiters & { close(): Promise<void> }> {
  const log = opts.logger.child({ module: 'rate-limit' })
  const prefix = opts.keyPrefix ?? 'rl'
  let redis: Redis | undefined
  if (opts.redisUrl) {
    // No offline queue: while Redis is down the insurance limiter answers at once instead of requests hanging.
    // A Redis that accepts but never answers (a hung server, a cut network) times out after 1 s the same way.
    redis = new Redis(opts.redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: true,
      commandTimeout: 1_000,
    })
    redis.on('error', (err) => log.warn({ err: err.message }, 'redis error; using in-memory insurance limiter'))
    await redis.connect()
    log.info('rate limits stored in redis')
  }

  const make = (name: string, limit: Limit): RateLimiterAbstract => {
    const base = { keyPrefix: `${prefix}:${name}`, points: limit.points, duration: limit.durationSec }
    const memory = new RateLimiterMemory(base)
    if (!redis) return memory
    return new RateLimiterRedis({ ...base, storeClient: redis, useRedisPackage: false, insuranceLimiter: memory })
  }

  const build = (action: RateLimitAction): AttemptLimiter => {
    const limits = opts.limits?.[action] ?? DEFAULT_RATE_LIMITS[action]
    const perIp = make(`${action}:ip`, limits.perIp)
    const perEmail = make(`${action}:email`, limits.perEmail)
    // Login counts per IP + e-mail; the other actions per e-mail alone (one inbox should not get 100 mails).
    const emailPart = (key: AttemptKey & { email: string }) =>
      action === 'login' ? `${key.ip}|${emailKey(key.email)}` : emailKey(key.email)

    return {
      async consume(key) {
        const attempts: Promise<unknown>[] = [perIp.consume(key.ip)]
        if (key.email) attempts.push(perEmail.consume(emailPart({ ...key, email: key.email })))
        const results = await Promise.allSettled(attempts)
        let retryAfterMs = 0
        for (const r of results) {
          if (r.status === 'fulfilled') continue
          if (r.reason instanceof RateLimiterRes) retryAfterMs = Math.max(retryAfterMs, r.reason.msBeforeNext)
          else throw r.reason
        }
        if (retryAfterMs > 0) throw new RateLimitedError(retryAfterMs)
      },
      async reward(key) {
        if (key.email) await perEmail.delete(emailPart({ ...key, email: key.email }))
      },
    }
  }

  const limiters = Object.fromEntries(RATE_LIMIT_ACTIONS.map((a) => [a, build(a)])) as RateLimiters
  return {
    ...limiters,
    async close() {
      if (redis) await redis.quit().catch(() => redis?.disconnect())
    },
  }
}
