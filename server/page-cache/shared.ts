/**
 * With REDIS_URL, every instance of the shop shares one page cache. An instance that hears of a content change
 * only through the webhook (which reaches one instance) tells the others over Redis pub/sub, so none of them renders
 * a page from content it has not revalidated and stores it for everyone. The notice names the changed documents, so
 * each instance re-runs only the queries that can depend on them (server/catalogue/dependencies.ts).
 */
import { createHash, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { Redis } from 'ioredis'
import { CLIENT_MANIFEST } from '../paths'
import type { ContentChange } from '../catalogue/dependencies'
import type { Logger } from '../logger'
import { redisPurgeClaims, type PurgeClaims } from './purge-claims'
import { redisPageStore, type PageStore } from './store'

/** In-process page cache budget: the whole catalogue's pages are a few megabytes. */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024
/** Redis entries also expire, so pages of a build nobody runs any more do not stay forever. */
export const SHARED_PAGE_TTL_SEC = 7 * 24 * 60 * 60
/** Redis holds the shared pages under this many bytes (N8), the oldest going first; rate limits share the server. */
export const SHARED_PAGE_CACHE_MAX_BYTES = 128 * 1024 * 1024

const fingerprint = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 12)

export interface SharedPageCache {
  store: PageStore
  /** Tells the other instances that content changed, and which documents. */
  announceChange(change: ContentChange): Promise<void>
  /** Which changed tags this instance is to purge from a CDN: one purge per change among the instances. */
  purgeClaims: PurgeClaims
  close(): Promise<void>
}

export async function openSharedPageCache(
  redisUrl: string,
  content: { revalidate(change: ContentChange): Promise<void> },
  logger: Logger,
  /** Which content the pages show (API host, project, dataset): shops reading other content never share pages. */
  { source }: { source: string },
): Promise<SharedPageCache> {
  const log = logger.child({ module: 'page-cache' })
  const instance = randomUUID()
  const scope = scopeOf(source)
  const channel = changeChannel(source)
  // No offline queue: while Redis is down a lookup fails at once and the page is rendered (a miss, not a hang).
  const options = { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true } as const
  const redis = new Redis(redisUrl, options)
  const subscriber = new Redis(redisUrl, { ...options, enableOfflineQueue: true })
  for (const connection of [redis, subscriber])
    connection.on('error', (err: Error) => log.warn({ err: err.message }, 'page cache: redis error'))
  await Promise.all([redis.connect(), subscriber.connect()])
  await subscriber.subscribe(channel)
  subscriber.on('message', (_channel: string, message: string) => {
    const notice = readNotice(message)
    if (notice.from !== instance) void content.revalidate(notice.change)
  })
  log.info('pages cached in redis, shared by every instance')
  return {
    store: redisPageStore(redis, {
      prefix: `pc:${scope}`,
      ttlSec: SHARED_PAGE_TTL_SEC,
      maxBytes: SHARED_PAGE_CACHE_MAX_BYTES,
    }),
    purgeClaims: redisPurgeClaims(redis, `pc:${scope}:purged`),
    async announceChange(change) {
      const notice: ChangeNotice = { from: instance, change }
      await redis
        .publish(channel, JSON.stringify(notice))
        .catch((err: unknown) => log.warn({ err }, 'page cache: announce failed'))
    },
    async close() {
      await Promise.allSettled([redis.quit(), subscriber.quit()])
    },
  }
}

/** A change notice over pub/sub: the announcing instance and what changed. */
interface ChangeNotice {
  from: string
  change: ContentChange
}

/**
 * A notice as published. The first format was the bare instance id (no details), and a notice whose documents are
 * not as expected says nothing either: both re-run every cached query.
 */
export function readNotice(message: string): ChangeNotice {
  try {
    const notice = JSON.parse(message) as Partial<ChangeNotice> | null
    const from = typeof notice?.from === 'string' ? notice.from : ''
    const documents = notice?.change
    const valid =
      Array.isArray(documents) &&
      documents.every(
        (doc: unknown) =>
          !!doc &&
          typeof doc === 'object' &&
          'id' in doc &&
          typeof doc.id === 'string' &&
          (!('type' in doc) || doc.type === undefined || typeof doc.type === 'string'),
      )
    return { from, change: valid ? (documents as ContentChange) : 'unknown' }
  } catch {
    return { from: message, change: 'unknown' }
  }
}

/**
 * Pages name their build's hashed assets and show one content source: deployments of other code or other content (a
 * staging copy on the same Redis) never share pages or change notices.
 */
const scopeOf = (source: string) => fingerprint(buildId(), source)

/** The pub/sub channel of change notices among the instances of this build and content source. */
export const changeChannel = (source: string) => `pc:${scopeOf(source)}:content-changed`

/** A fingerprint of the client build; `dev` when there is none (the development server renders from source). */
export function buildId(): string {
  try {
    return fingerprint(readFileSync(CLIENT_MANIFEST, 'utf8'))
  } catch {
    return 'dev'
  }
}
