/**
 * With REDIS_URL, every instance of the shop shares one page cache. An instance that hears of a content change
 * only through the webhook (which reaches one instance) tells the others over Redis pub/sub, so none of them renders
 * a page from content it has not revalidated and stores it for everyone.
 */
import { createHash, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Redis } from 'ioredis'
import { projectRoot } from '../paths'
import type { Logger } from '../logger'
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
  /** Tells the other instances that content changed. */
  announceChange(): Promise<void>
  close(): Promise<void>
}

export async function openSharedPageCache(
  redisUrl: string,
  content: { revalidate(): Promise<void> },
  logger: Logger,
  /** Which content the pages show (API host, project, dataset): shops reading other content never share pages. */
  { source }: { source: string },
): Promise<SharedPageCache> {
  const log = logger.child({ module: 'page-cache' })
  const instance = randomUUID()
  // Pages name their build's hashed assets and show one content source: deployments of other code or other
  // content (a staging copy on the same Redis) never share pages or change notices.
  const scope = fingerprint(buildId(), source)
  const channel = `pc:${scope}:content-changed`
  // No offline queue: while Redis is down a lookup fails at once and the page is rendered (a miss, not a hang).
  const options = { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true } as const
  const redis = new Redis(redisUrl, options)
  const subscriber = new Redis(redisUrl, { ...options, enableOfflineQueue: true })
  for (const connection of [redis, subscriber])
    connection.on('error', (err: Error) => log.warn({ err: err.message }, 'page cache: redis error'))
  await Promise.all([redis.connect(), subscriber.connect()])
  await subscriber.subscribe(channel)
  subscriber.on('message', (_channel: string, from: string) => {
    if (from !== instance) void content.revalidate()
  })
  log.info('pages cached in redis, shared by every instance')
  return {
    store: redisPageStore(redis, {
      prefix: `pc:${scope}`,
      ttlSec: SHARED_PAGE_TTL_SEC,
      maxBytes: SHARED_PAGE_CACHE_MAX_BYTES,
    }),
    async announceChange() {
      await redis.publish(channel, instance).catch((err: unknown) => log.warn({ err }, 'page cache: announce failed'))
    },
    async close() {
      await Promise.allSettled([redis.quit(), subscriber.quit()])
    },
  }
}

/** A fingerprint of the client build (its manifest lists every hashed asset). */
function buildId(): string {
  try {
    const manifest = readFileSync(path.join(projectRoot, 'dist', 'client', '.vite', 'manifest.json'))
    return fingerprint(manifest.toString('utf8'))
  } catch {
    return 'dev'
  }
}
