/**
 * A CDN in front of the shop (issue 24, item 3). Every page the page cache keeps (anonymous by construction: nothing
 * user-specific is rendered on the server, and pages that depend on more than their URL and the content opt out)
 * names what it was built from, in `Surrogate-Key` (Fastly, Akamai, Varnish) and `Cache-Tag` (Cloudflare, Bunny):
 *
 * - `q-<hash>`, one per content query the render read: the dependency the shop itself evicts on. A change is
 *   detected by re-running cached queries (docs/adr/0007-page-cache.md), so a new product reaches the lists that
 *   show it although they never named its id;
 * - `type-<type>` per document type a query reads (`type-product`), for an operator's manual purge;
 * - `nt-all`, every page (a purge after a deploy).
 *
 * With a CDN configured (CDN_PROVIDER), pages also carry `Surrogate-Control` and `CDN-Cache-Control` with a long
 * `s-maxage` and `stale-while-revalidate`/`stale-if-error`, read by CDNs only; browsers keep `Cache-Control: public,
 * no-cache` (they ask again each time, so an edit shows at once). When content changes, the purger sends the changed
 * queries' tags to the CDN, once per change across instances (purge-claims.ts). To add a provider: a function returning a `CdnPurger` (its API call), a value of
 * CDN_PROVIDER and its variables in server/config.ts and .env.example, a case in `openCdnPurger` (see README.md).
 */
import { createHash } from 'node:crypto'
import type { Logger } from '../logger'
import type { PurgeClaims } from './purge-claims'

export const ALL_PAGES_TAG = 'nt-all'

/** The tag of one content query (its key: the GROQ text and its parameters). */
export const queryTag = (key: string) => `q-${createHash('sha256').update(key).digest('base64url').slice(0, 16)}`

/** Header values stay well under the providers' limits (Fastly 16 kB, each key ≤ 1 kB; Cloudflare 16 kB). */
const MAX_TAG_HEADER_CHARS = 8000

/** The tags of a page that read these content queries. */
export function pageTags(deps: Iterable<string>): string[] {
  const types = new Set<string>()
  for (const dep of deps) for (const [, type] of dep.matchAll(/_type\s*==\s*"([A-Za-z][\w-]*)"/g)) types.add(type!)
  const tags = [ALL_PAGES_TAG, ...[...types].sort().map((t) => `type-${t}`), ...[...deps].map(queryTag)]
  // Too many to name: the types and `nt-all` still let a purge reach the page.
  return tags.join(' ').length > MAX_TAG_HEADER_CHARS ? tags.filter((t) => !t.startsWith('q-')) : tags
}

export interface CdnCaching {
  maxAge: number
  staleWhileRevalidate: number
  staleIfError: number
}

/** The headers a cached page carries when a CDN is configured: its tags, and how long the CDN may keep it. */
export function edgeHeaders(deps: Iterable<string>, caching: CdnCaching | undefined): Array<[string, string]> {
  // Without a CDN nobody reads them: browsers would only learn the content types and query hashes (I-4).
  if (!caching) return []
  const tags = pageTags(deps)
  const headers: Array<[string, string]> = [
    ['Surrogate-Key', tags.join(' ')],
    ['Cache-Tag', tags.join(',')],
  ]
  if (caching) {
    const { maxAge, staleWhileRevalidate, staleIfError } = caching
    const stale = `stale-while-revalidate=${staleWhileRevalidate}, stale-if-error=${staleIfError}`
    headers.push(
      ['Surrogate-Control', `max-age=${maxAge}, ${stale}`],
      ['CDN-Cache-Control', `public, s-maxage=${maxAge}, ${stale}`],
    )
  }
  return headers
}

export interface CdnPurger {
  /** Purges every cached object carrying any of these tags. */
  purge(tags: readonly string[]): Promise<void>
}

/** Fastly: purge by surrogate key, up to 256 keys a request (POST /service/{id}/purge, `Surrogate-Key` header). */
export function fastlyPurger({
  serviceId,
  apiToken,
  apiUrl,
}: {
  serviceId: string
  apiToken: string
  apiUrl: string
}): CdnPurger {
  return {
    async purge(tags) {
      for (let i = 0; i < tags.length; i += 256) {
        const res = await fetch(`${apiUrl}/service/${encodeURIComponent(serviceId)}/purge`, {
          method: 'POST',
          headers: {
            'Fastly-Key': apiToken,
            'Surrogate-Key': tags.slice(i, i + 256).join(' '),
            accept: 'application/json',
          },
          signal: AbortSignal.timeout(10_000),
        })
        await res.arrayBuffer()
        if (!res.ok) throw new Error(`Fastly answered ${res.status} to a purge`)
      }
    },
  }
}

const RETRY_DELAYS_MS = [1_000, 5_000, 25_000]

/**
 * Collects the tags of changed queries and purges them in one batch once the catalogue service has settled, retrying
 * a failed purge three times (after that the CDN keeps the page until its max-age: logged as an error). With
 * `claims` (Redis, several instances), a tag another instance already purged for the same change is left out
 * (purge-claims.ts), so one purge goes out per change.
 */
export function purgeQueue(purger: CdnPurger, settled: () => Promise<void>, logger: Logger, claims?: PurgeClaims) {
  const log = logger.child({ module: 'cdn' })
  /** Each changed query's tag, with the fingerprint of its new result. */
  let pending = new Map<string, string | undefined>()
  let flushing: Promise<void> | undefined
  const inFlight = new Set<Promise<void>>()

  /** The tags of a batch this instance is to purge: every one without claims, or when Redis cannot tell. */
  async function toPurge(batch: ReadonlyMap<string, string | undefined>): Promise<string[]> {
    if (!claims) return [...batch.keys()]
    try {
      return await claims.claim(batch)
    } catch (err) {
      log.warn({ err }, 'cdn: could not tell whether another instance purged; purging')
      return [...batch.keys()]
    }
  }

  function flush() {
    flushing ??= settled().then(() => {
      flushing = undefined
      const batch = pending
      pending = new Map()
      if (!batch.size) return
      const sent = toPurge(batch)
        .then((tags) => (tags.length ? purgeWithRetries(purger, tags, log) : undefined))
        .finally(() => inFlight.delete(sent))
      inFlight.add(sent)
    })
  }

  return {
    /**
     * A content query's result changed (or left the cache): its pages must leave the CDN. `result` fingerprints the
     * new result (server/catalogue/change-log.ts), which tells instances that saw the same change apart.
     */
    changed: (key: string, result?: string) => {
      pending.set(queryTag(key), result)
      flush()
    },
    /** Resolves once queued purges were sent (shutdown, tests). */
    async settled() {
      await flushing
      await Promise.all(inFlight)
    },
  }
}

async function purgeWithRetries(purger: CdnPurger, tags: string[], log: Logger): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await purger.purge(tags)
      log.info({ tags: tags.length }, 'cdn: purged')
      return
    } catch (err) {
      const delay = RETRY_DELAYS_MS[attempt]
      if (delay === undefined) {
        log.error({ err, tags }, 'cdn: purge failed; the CDN keeps these pages until their max-age')
        return
      }
      log.warn({ err }, 'cdn: purge failed; retrying')
      await new Promise((resolve) => setTimeout(resolve, delay).unref())
    }
  }
}

/** The purger CDN_PROVIDER names, or none. */
export function openCdnPurger(cdn: { provider: 'fastly'; fastly: Parameters<typeof fastlyPurger>[0] }): CdnPurger {
  switch (cdn.provider) {
    case 'fastly':
      return fastlyPurger(cdn.fastly)
  }
}
