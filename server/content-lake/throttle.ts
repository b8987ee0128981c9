/**
 * Per-client limits for anonymous callers, keyed like every other limit of the shop (an IPv4 address or an IPv6
 * /64: `requestClientKey` of server/rate-limit/http.ts), with rate-limiter-flexible. They live in process memory on
 * purpose: the lake is embedded in one process (docs/architecture.md §6), so a shared store would add nothing.
 */
import type { Request } from 'express'
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { requestClientKey } from '../rate-limit/http'
import { rateLimited } from './errors'

/**
 * Per-client limits key on the IP Express derives (it believes X-Forwarded-For only from TRUST_PROXY), by its /64
 * for IPv6: one subscriber line holds a whole /64, so its addresses are one client (N4 of the second review).
 */
export const clientKey = (req: Request): string => requestClientKey(req)

const retryAfterSeconds = (res: RateLimiterRes) => Math.ceil(res.msBeforeNext / 1000)

async function consume(limiter: RateLimiterMemory, key: string, points: number, what: string): Promise<void> {
  try {
    await limiter.consume(key, points)
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err
    const seconds = retryAfterSeconds(err)
    throw rateLimited(`Too many ${what} from this client; try again in ${seconds} s`, seconds)
  }
}

/** Settles a reservation with the worker time the request really used. */
export type Settle = (usedMs: number) => void

export interface TimeBudget {
  /**
   * Reserves `ms` of the client's worker time before a query runs (so a burst cannot queue more than the budget
   * covers); `settle` gives back what the query did not use. Throws 429 when the client has less than `ms` left.
   */
  reserve(key: string, ms: number): Promise<Settle>
  /** Charges a small fixed cost (cheap reads that need no reservation). */
  charge(key: string, ms: number): Promise<void>
}

export function createTimeBudget(options: { ms: number; windowSeconds: number; minChargeMs: number }): TimeBudget {
  const limiter = new RateLimiterMemory({ points: options.ms, duration: options.windowSeconds })
  return {
    async reserve(key, ms) {
      await consume(limiter, key, ms, 'queries')
      let settled = false
      return (usedMs) => {
        if (settled) return
        settled = true
        const refund = ms - Math.max(options.minChargeMs, Math.ceil(usedMs))
        if (refund > 0) void limiter.reward(key, refund)
      }
    },
    charge: (key, ms) => consume(limiter, key, Math.max(options.minChargeMs, ms), 'requests'),
  }
}

export interface RequestLimit {
  /** Counts a request as `points` (one by default); throws 429 (with Retry-After) once the client has used its window. */
  consume(key: string, points?: number): Promise<void>
}

export function createRequestLimit(options: { points: number; windowSeconds: number; what: string }): RequestLimit {
  const limiter = new RateLimiterMemory({ points: options.points, duration: options.windowSeconds })
  return { consume: (key, points = 1) => consume(limiter, key, points, options.what) }
}
