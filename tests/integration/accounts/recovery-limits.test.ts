/**
 * The limiter pieces behind account recovery (docs/security/accounts.md, N3 and N10), in memory and in Redis: the
 * anonymous-mail gate lets each client its own share whatever the others spent, and the account-wide login count
 * does not apply to a network the account signed in from.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { AccountLockedError, createRateLimiters } from '@/server/rate-limit/index'
import { testLogger } from '@/tests/helpers/db'

const stores = [
  { name: 'memory', redisUrl: undefined, skipReason: undefined },
  { name: 'redis', redisUrl: process.env.REDIS_URL, skipReason: process.env.REDIS_URL ? undefined : 'no REDIS_URL' },
]
for (const s of stores) if (s.skipReason) console.info(`[tests] skipping the ${s.name} variant: ${s.skipReason}`)

describe.each(stores)('recovery limits in $name', ({ redisUrl, skipReason }) => {
  const open: Array<{ close(): Promise<void> }> = []
  afterEach(async () => {
    await Promise.all(open.splice(0).map((l) => l.close()))
  })
  async function limiters(opts: Partial<Parameters<typeof createRateLimiters>[0]> = {}) {
    const made = await createRateLimiters({
      redisUrl,
      logger: testLogger,
      keyPrefix: `test:recovery:${process.pid}:${Date.now()}:${Math.random()}`,
      ...opts,
    })
    open.push(made)
    return made
  }

  it.skipIf(skipReason)(
    'lets every client its own share of mails, whatever the others spent of the budget',
    async () => {
      const { anonymousMail } = await limiters({ anonymousMailPerHour: 5 })
      const flood: boolean[] = []
      for (let i = 0; i < 10; i++) flood.push(await anonymousMail.allow('203.0.113.1'))
      // Its share of 3 and the budget of 5 (which its first 3 also counted against): 5 mails, then none.
      expect(flood).toEqual([true, true, true, true, true, false, false, false, false, false])
      expect([
        await anonymousMail.allow('198.51.100.7'),
        await anonymousMail.allow('198.51.100.7'),
        await anonymousMail.allow('198.51.100.7'),
        await anonymousMail.allow('198.51.100.7'),
      ]).toEqual([true, true, true, false])
    },
  )

  it.skipIf(skipReason)(
    'holds unknown networks to the account-wide count, not one the account signed in from',
    async () => {
      const roomy = { points: 100, durationSec: 60 }
      const { login } = await limiters({
        limits: { login: { perIp: roomy, perEmail: roomy, perAccount: { points: 3, durationSec: 600 } } },
      })
      const owner = { ip: '2001:db8:1:2::10', email: 'owner@example.com' }
      await login.consume(owner)
      await login.reward(owner)
      for (let i = 0; i < 3; i++) await login.consume({ ip: `198.51.100.${i}`, email: 'owner@example.com' })
      await expect(login.consume({ ip: '198.51.100.9', email: 'owner@example.com' })).rejects.toBeInstanceOf(
        AccountLockedError,
      )
      // Another address of the owner's /64 is the same network.
      await expect(login.consume({ ip: '2001:db8:1:2::99', email: 'Owner@Example.com' })).resolves.toBeUndefined()
      // Known to this account only.
      for (let i = 0; i < 3; i++) await login.consume({ ip: `198.51.100.${i}`, email: 'other@example.com' })
      await expect(login.consume({ ip: owner.ip, email: 'other@example.com' })).rejects.toBeInstanceOf(
        AccountLockedError,
      )
    },
  )
})
