/**
 * The page cache: anonymous pages rendered once and served from memory (or Redis) until the content they read
 * changes. Nothing user-specific is rendered on the server (the session and the bag live in the browser) and built
 * pages carry no per-response nonce, so one copy serves everyone. See docs/adr/0007-page-cache.md.
 */
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import type { Request, Response } from 'express'
import type { Logger } from '../logger'
import { isLocalPeer } from '../security'
import type { RenderScope } from './render-scope'
import type { CachedPage, PageStore } from './store'

export type { CachedPage, PageStore } from './store'
export { memoryPageStore, redisPageStore } from './store'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/** Browsers and CDNs may keep a copy but must ask again each time; the answer is a 304 while nothing changed. */
export const CACHED_PAGE_CACHE_CONTROL = 'public, no-cache'

/** What the page cache needs from the content service (server/catalogue). */
export interface ContentChanges {
  settled(): Promise<void>
  onQueryChange(listener: (key: string) => void): () => void
  readonly changeCount: number
  changedSince(keys: Iterable<string>, count: number): boolean
}

export interface RenderedPage {
  status: number
  headers: Array<[string, string]>
  body: string
}

export function createPageCache({
  content,
  store,
  logger,
}: {
  content: ContentChanges
  store: PageStore
  logger: Logger
}) {
  const log = logger.child({ module: 'page-cache' })
  const evictions = new Set<Promise<void>>()
  const unsubscribe = content.onQueryChange((key) => {
    const eviction = store
      .evictDependents(key)
      .catch((err: unknown) => log.error({ err }, 'page cache: eviction failed'))
      .finally(() => evictions.delete(eviction))
    evictions.add(eviction)
  })

  return {
    /** The cached page for this URL, once every change already announced has evicted what it touched. */
    async lookup(key: string): Promise<CachedPage | undefined> {
      await content.settled()
      if (evictions.size) await Promise.all(evictions)
      try {
        return await store.get(key)
      } catch (err) {
        // A cache that cannot answer is a miss, never an outage.
        log.warn({ err }, 'page cache: lookup failed; rendering')
        return undefined
      }
    },

    /** Compresses a fresh render and keeps it, unless content it read changed while it was rendering. */
    async save(key: string, rendered: RenderedPage, scope: RenderScope): Promise<CachedPage> {
      const body = Buffer.from(rendered.body, 'utf8')
      const [gz, br] = await Promise.all([
        gzipAsync(body, { level: 6 }),
        brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
      ])
      const page: CachedPage = {
        status: rendered.status,
        headers: rendered.headers,
        etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
        body,
        gzip: gz,
        br,
        deps: [...scope.queries],
      }
      if (!content.changedSince(scope.queries, scope.startedAt)) {
        await store.set(key, page).catch((err: unknown) => log.warn({ err }, 'page cache: store failed'))
      }
      return page
    },

    size: () => store.size(),
    async close() {
      unsubscribe()
      await Promise.all(evictions)
      await store.close()
    },
  }
}

export type PageCache = ReturnType<typeof createPageCache>

/** Sends a cached (or just cached) page: 304 for a matching If-None-Match, else the best encoding the client takes. */
export function sendCachedPage(req: Request, res: Response, page: CachedPage, state: 'HIT' | 'MISS'): void {
  for (const [name, value] of page.headers) res.setHeader(name, value)
  res.setHeader('Cache-Control', CACHED_PAGE_CACHE_CONTROL)
  res.setHeader('ETag', page.etag)
  res.setHeader('Vary', 'Accept-Encoding')
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
