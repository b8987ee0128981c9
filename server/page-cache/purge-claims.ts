/**
 * One CDN purge per content change across instances (issue 24). Every instance hears a change (Sanity's listener, or
 * the webhook's notice over Redis pub/sub), re-runs its cached queries and finds the same results changed: each would
 * purge the same tags. Before purging, an instance records in Redis, per tag, a fingerprint of the result it purges
 * for (server/catalogue/change-log.ts); a tag whose record already names that result was purged by another instance
 * for this very change and is left out. The records of one batch are read and written in one script, so two
 * instances with the same batch send one request between them. A record names a result, not just a tag: an edit
 * undone (the result before it again) is purged again. It lasts PURGE_CLAIM_TTL_MS: an instance that hears of a
 * change later than that (after a missed notice, at the 5-minute re-check) may have served the old pages meanwhile,
 * and purges again. A tag without a fingerprint (its query left the cache) is always purged.
 */
import type { Redis } from 'ioredis'

/** Instances that hear one change finish revalidating within seconds of each other; later purges go out again. */
export const PURGE_CLAIM_TTL_MS = 10_000

export interface PurgeClaims {
  /** Of these changed tags (each with its new result's fingerprint), the ones this instance is to purge. */
  claim(changed: ReadonlyMap<string, string | undefined>): Promise<string[]>
}

/** KEYS: a record per tag; ARGV: the TTL, then each tag's fingerprint. Answers the (0-based) indexes won. */
const CLAIM_SCRIPT = `
local won = {}
for i, key in ipairs(KEYS) do
  if redis.call('GET', key) ~= ARGV[i + 1] then
    redis.call('SET', key, ARGV[i + 1], 'PX', ARGV[1])
    won[#won + 1] = i - 1
  end
end
return won`

export function redisPurgeClaims(redis: Redis, prefix: string): PurgeClaims {
  return {
    async claim(changed) {
      const always = [...changed].filter(([, result]) => result === undefined).map(([tag]) => tag)
      const recorded = [...changed].filter((entry): entry is [string, string] => entry[1] !== undefined)
      if (!recorded.length) return always
      const won = (await redis.eval(
        CLAIM_SCRIPT,
        recorded.length,
        ...recorded.map(([tag]) => `${prefix}:${tag}`),
        PURGE_CLAIM_TTL_MS,
        ...recorded.map(([, result]) => result),
      )) as number[]
      return [...always, ...won.map((index) => recorded[index]![0])]
    },
  }
}
