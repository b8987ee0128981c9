/**
 * A Redis logical database of its own for one run, emptied when the run ends. The shop's counters live in Redis for
 * an hour or more (a sign-up limit per address, the global budget of mails to unproven addresses): a load run that
 * used them up in the machine's shared database 0 would refuse the sign-ups of every run after it, CI's included.
 */
import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'

/** Databases 1–15 (Redis' default 16); 0 is everyone's. */
const SCRATCH_DATABASES = Array.from({ length: 15 }, (_, i) => i + 1)
const CLAIM_KEY = 'storefront:scratch-claim'
/** A run that crashed before dropping its database frees it within the hour (its own keys expire too). */
const CLAIM_SECONDS = 3600

export async function createScratchRedisDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const owner = randomBytes(8).toString('hex')
  for (const database of SCRATCH_DATABASES) {
    const scratch = new URL(url)
    scratch.pathname = `/${database}`
    const redis = new Redis(scratch.toString(), { lazyConnect: true, maxRetriesPerRequest: 1 })
    await redis.connect()
    // Only an empty database is claimed; SET NX settles a race between two runs that both saw it empty.
    const claimed =
      (await redis.dbsize()) === 0 && (await redis.set(CLAIM_KEY, owner, 'EX', CLAIM_SECONDS, 'NX')) === 'OK'
    if (claimed)
      return {
        url: scratch.toString(),
        drop: async () => {
          await redis.flushdb()
          await redis.quit()
        },
      }
    await redis.quit()
  }
  throw new Error(`No empty Redis database among ${SCRATCH_DATABASES.join(', ')} at ${url}`)
}
