/**
 * The page cache: anonymous pages rendered once and served from memory (or Redis) until the content they read
 * changes. Nothing user-specific is rendered on the server (the session and the bag live in the browser) and built
 * pages carry no per-response nonce, so one copy serves everyone. See docs/adr/0007-page-cache.md.
 */
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import type { OutgoingHttpHeaders } from 'node:http'
import type { Request, Response } from 'express'
import type { Logger } from '../logger'
import { isLocalPeer } from '../security'
import { edgeHeaders, type CdnCaching } from './cdn'
import { followContentChanges, type ContentChanges, type Evictions } from './evictions'
import { preparedPages, preparePage, type PreparedPage } from './fast-path'
import type { RenderScope } from './render-scope'
import type { CachedPage, PageStore } from './store'

export type { CachedPage, PageStore } from './store'
export type { ContentChanges } from './evictions'
export { memoryPageStore, redisPageStore } from './store'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/** In-process bytes of pages prepared for the fast path (their bodies are shared with a memory store). */
const PREPARED_MAX_BYTES = 32 * 1024 * 1024

/** Browsers and CDNs may keep a copy but must ask again each time; the answer is a 304 while nothing changed. */
export const CACHED_PAGE_CACHE_CONTROL = 'public, no-cache'

export interface RenderedPage {
  status: number
  headers: Array<[string, string]>
  body: string
}

/** What the page cache's operations share. */
interface PageCacheState {
  content: ContentChanges
  store: PageStore
  log: Logger
  /** A CDN purged on change: how long it may keep pages (server/page-cache/cdn.ts). */
  cdn?: CdnCaching
  /** Pages ready for the fast path (server/page-cache/fast-path.ts), in this process even when the store is Redis. */
  ready: ReturnType<typeof preparedPages>
  evictions: Evictions
  /** The eviction generation each page was looked up (or saved) at. */
  lookedUpAt: WeakMap<CachedPage, number>
}

export function createPageCache({
  content,
  store,
  logger,
  cdn,
}: Pick<PageCacheState, 'content' | 'store' | 'cdn'> & { logger: Logger }) {
  const log = logger.child({ module: 'page-cache' })
  const ready = preparedPages(PREPARED_MAX_BYTES)
  const evictions = followContentChanges(content, store, ready, log)
  const cache: PageCacheState = { content, store, log, cdn, ready, evictions, lookedUpAt: new WeakMap() }
  return {
    /** The cached page for this URL, once every change already announced has evicted what it touched. */
    lookup: (key: string) => lookup(cache, key),
    /** Compresses a fresh render and keeps it, unless content it read changed while it was rendering. */
    save: (key: string, rendered: RenderedPage, scope: RenderScope) => save(cache, key, rendered, scope),
    /** Keeps a page the app has just sent, with the headers it sent, for the fast path (unless it may be stale). */
    prepare(key: string, page: CachedPage, sent: OutgoingHttpHeaders): void {
      if (cache.lookedUpAt.get(page) !== evictions.generation || changing(cache)) return
      ready.set(key, preparePage(key, page, sent))
    },
    prepared: (key: string) => prepared(cache, key),
    size: () => store.size(),
    async close() {
      evictions.stop()
      ready.clear()
      await evictions.done()
      await store.close()
    },
  }
}

/** A revalidation or an eviction is under way: what is cached may be about to change. */
const changing = ({ content, evictions }: PageCacheState) => !content.idle || evictions.running

async function lookup({ content, evictions, store, lookedUpAt, log }: PageCacheState, key: string) {
  await content.settled()
  if (evictions.running) await evictions.done()
  try {
    const at = evictions.generation
    const page = await store.get(key)
    if (page) lookedUpAt.set(page, at)
    return page
  } catch (err) {
    // A cache that cannot answer is a miss, never an outage.
    log.warn({ err }, 'page cache: lookup failed; rendering')
    return undefined
  }
}

async function save(cache: PageCacheState, key: string, rendered: RenderedPage, scope: RenderScope) {
  const body = Buffer.from(rendered.body, 'utf8')
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: 6 }),
    brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
  ])
  const page: CachedPage = {
    status: rendered.status,
    // With a CDN, its cache tags and how long the CDN may keep it: for every copy, in every store.
    headers: [...rendered.headers, ...edgeHeaders(scope.queries, cache.cdn)],
    etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    body,
    gzip: gz,
    br,
    deps: [...scope.queries],
  }
  if (!cache.content.changedSince(scope.queries, scope.startedAt)) {
    cache.lookedUpAt.set(page, cache.evictions.generation)
    await cache.store.set(key, page).catch((err: unknown) => cache.log.warn({ err }, 'page cache: store failed'))
  }
  return page
}

/**
 * The prepared page for a key while nothing is changing (else the app's path, which waits, answers), and only
 * while the store still holds that very page: in memory checked at once; in Redis by its ETag (another instance
 * may have evicted it on a change this one's catalogue service never read).
 */
function prepared(cache: PageCacheState, key: string): PreparedPage | undefined | Promise<PreparedPage | undefined> {
  if (changing(cache)) return undefined
  const page = cache.ready.get(key)
  if (!page) return undefined
  const { store } = cache
  if (store.peek) return store.peek(key)?.etag === page.etag ? page : undefined
  if (!store.etagOf) return undefined
  return store.etagOf(key).then(
    (etag) => (etag === page.etag && !changing(cache) ? page : undefined),
    () => undefined,
  )
}

export type PageCache = ReturnType<typeof createPageCache>

/** Sends a cached (or just cached) page: 304 for a matching If-None-Match, else the best encoding the client takes. */
export function sendCachedPage(
  req: Request,
  res: Response,
  page: CachedPage,
  state: 'HIT' | 'MISS',
  /** Given the headers every answer of this page carries, so the fast path can send them itself. */
  prepare?: (headers: OutgoingHttpHeaders) => void,
): void {
  for (const [name, value] of page.headers) res.setHeader(name, value)
  res.setHeader('Cache-Control', CACHED_PAGE_CACHE_CONTROL)
  res.setHeader('ETag', page.etag)
  res.setHeader('Vary', 'Accept-Encoding')
  prepare?.(res.getHeaders())
  res.locals.pageCache = state
  // A diagnostic for this machine only: to visitors HIT/MISS would reveal what others asked for (N8, e.g. searches).
  if (isLocalPeer(req)) res.setHeader('X-Page-Cache', state)
  const match = req.headers['if-none-match']
  if (match && match.split(',').some((tag) => tag.trim() === page.etag)) {
    res.status(304).end()
    return
  }
  const accepts = req.acceptsEncodings('br', 'gzip', 'identity')
  const [encoding, bytes] =
    accepts === 'br' ? ['br', page.br] : accepts === 'gzip' ? ['gzip', page.gzip] : [undefined, page.body]
  // The compression middleware leaves a response that already has a Content-Encoding alone.
  if (encoding) res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', String(bytes.length))
  res.status(page.status)
  if (req.method === 'HEAD') res.end()
  else res.end(bytes)
}
