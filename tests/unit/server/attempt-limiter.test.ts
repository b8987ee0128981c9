/** An attempt limiter whose stores answer slowly, as Redis does: each refusal reaches the caller, none escapes. */
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { afterEach, expect, it } from 'vitest'
import { attemptLimiter, RateLimitedError, type LimiterMaker } from '@/server/rate-limit/index'

const unhandled: unknown[] = []
const record = (reason: unknown) => unhandled.push(reason)
process.on('unhandledRejection', record)
afterEach(() => {
  process.off('unhandledRejection', record)
})

/** The known-networks lookup takes a network round trip; the counts answer at once. */
class SlowLookups extends RateLimiterMemory {
  override async get(key: string | number) {
    await new Promise((resolve) => setTimeout(resolve, 20))
    return super.get(key)
  }
}

const make: LimiterMaker = (name, limit): RateLimiterAbstract => {
  const options = { keyPrefix: name, points: limit.points, duration: limit.durationSec }
  return name.endsWith(':known') ? new SlowLookups(options) : new RateLimiterMemory(options)
}

it('refuses the attempt past the per-e-mail count while the network lookup is still out, leaving no stray rejection', async () => {
  const limits = {
    perIp: { points: 10, durationSec: 60 },
    perEmail: { points: 1, durationSec: 60 },
    perAccount: { points: 10, durationSec: 60 },
  }
  const login = attemptLimiter('login', limits, make)
  const key = { ip: '203.0.113.7', email: 'victim@example.com' }
  await login.consume(key)
  await expect(login.consume(key)).rejects.toBeInstanceOf(RateLimitedError)
  // Past the lookup's delay, so a rejection nobody handled would have been reported by now.
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(unhandled).toEqual([])
})
