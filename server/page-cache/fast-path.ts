/**
 * Page-cache hits without the app (issue 24, item 6): a hit needs no body parser, router, helmet, compression or
 * per-request log line, only the bytes and the headers the page carried when the app last sent it. So the first
 * time the app sends a cached page (`sendCachedPage`), the page cache keeps it "prepared": its stored gzip, brotli
 * and plain bodies with the complete header list for each, taken from that response (security headers and CSP,
 * caching, the page's own). Later requests for it are answered before Express sees them, adding only the request
 * id (and `X-Page-Cache` for this machine). Anything else, or any request while content is changing, goes to the app.
 * Logging is batched: one line a minute with the hits per route (docs/operations.md).
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { LRUCache } from 'lru-cache'
import { isSecretLinkPath } from '@/lib/route-table'
import { draftCookieValue } from '../draft-mode/session'
import type { Logger } from '../logger'
import { routeLabel } from '../metrics/route-label'
import { isLocalPeer } from '../security'
import { hasQuery, pageCacheKey } from './key'
import { QUERY_SHARE, type CachedPage } from './store'

type Encoding = 'br' | 'gzip' | 'identity'

interface Variant {
  body: Buffer
  /** Flat `[name, value, …]` list for `writeHead`, Content-Length included. */
  head: string[]
  /** The same without Content-Length and Content-Encoding: a 304's. */
  notModified: string[]
}

export interface PreparedPage {
  etag: string
  status: number
  deps: readonly string[]
  /** The metric label of the page's route. */
  route: string
  variants: Record<Encoding, Variant>
  bytes: number
}

/** Per-response headers the app sets that are never copied from one answer to another. */
const PER_RESPONSE = new Set(['x-request-id', 'x-page-cache', 'content-length', 'content-encoding', 'date'])

function flat(headers: Array<[string, string]>): string[] {
  return headers.flatMap(([name, value]) => [name, value])
}

/** Builds the prepared form of a page from the headers the app gave it (`res.getHeaders()` before it was sent). */
export function preparePage(key: string, page: CachedPage, sent: OutgoingHttpHeaders): PreparedPage {
  const common: Array<[string, string]> = []
  for (const [name, value] of Object.entries(sent)) {
    if (value === undefined || PER_RESPONSE.has(name)) continue
    for (const one of Array.isArray(value) ? value : [String(value)]) common.push([name, one])
  }
  const variant = (body: Buffer, encoding?: string): Variant => ({
    body,
    head: flat([
      ...common,
      ...(encoding ? ([['content-encoding', encoding]] as Array<[string, string]>) : []),
      ['content-length', String(body.length)],
    ]),
    notModified: flat(common),
  })
  const path = key.split('?')[0]!
  return {
    etag: page.etag,
    status: page.status,
    deps: page.deps,
    route: routeLabel(path),
    variants: { br: variant(page.br, 'br'), gzip: variant(page.gzip, 'gzip'), identity: variant(page.body) },
    bytes: page.body.length + page.gzip.length + page.br.length + 2048,
  }
}

/** The encoding the client prefers among ours (highest q, ties in our order), as `req.acceptsEncodings` chooses. */
export function chooseEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity'
  const q: Record<string, number> = {}
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    q[name] = weight ? Number(weight.slice(2)) || 0 : 1
  }
  const of = (name: Encoding) => q[name] ?? q['*'] ?? (name === 'identity' ? 1 : 0)
  let best: Encoding = 'identity'
  let bestQ = 0
  for (const name of ['br', 'gzip', 'identity'] as const) {
    const weight = of(name)
    if (weight > bestQ) [best, bestQ] = [name, weight]
  }
  return best
}

/** In-process prepared pages, byte-bound with the same query share as the stores (N8). */
export function preparedPages(maxBytes: number) {
  const lru = (bytes: number) =>
    new LRUCache<string, PreparedPage>({ maxSize: Math.floor(bytes), sizeCalculation: (p) => p.bytes })
  const plain = lru(maxBytes * (1 - QUERY_SHARE))
  const queried = lru(maxBytes * QUERY_SHARE)
  const shareOf = (key: string) => (hasQuery(key) ? queried : plain)
  return {
    get: (key: string) => shareOf(key).get(key),
    set(key: string, page: PreparedPage) {
      const share = shareOf(key)
      if (page.bytes <= share.maxSize) share.set(key, page)
    },
    /** Drops every prepared page that read this content query. */
    evictDependents(dep: string) {
      for (const share of [plain, queried])
        for (const [key, page] of share.entries()) if (page.deps.includes(dep)) share.delete(key)
    },
    clear() {
      plain.clear()
      queried.clear()
    },
  }
}

export interface FastPathDeps {
  /** The prepared page for a key, when content is settled and no eviction is in flight; else undefined. */
  prepared: (key: string) => PreparedPage | undefined | Promise<PreparedPage | undefined>
  /** Counts the answer (metrics); `started` is `process.hrtime.bigint()` at the request. */
  record: (route: string, method: string, status: number, started: bigint) => void
  logger: Logger
}

const REQUEST_ID = /^[\w-]{1,64}$/
const BATCH_LOG_MS = 60_000

/** Returns a handler that answers a prepared page and says true, or leaves the request alone and says false. */
export function pageCacheFastPath({ prepared, record, logger }: FastPathDeps) {
  const log = logger.child({ module: 'page-cache' })
  // Accept-Encoding headers repeat (one per browser version): parse each once.
  const encodings = new Map<string, Encoding>()
  let hits = new Map<string, number>()
  const flush = () => {
    if (hits.size === 0) return
    log.info({ hits: Object.fromEntries(hits), seconds: BATCH_LOG_MS / 1000 }, 'page cache: hits served')
    hits = new Map()
  }
  const timer = setInterval(flush, BATCH_LOG_MS)
  timer.unref()

  /**
   * Answers the request when its page is prepared: true (or a promise of true, when the store is remote) if it did,
   * false if the app must.
   */
  function handle(req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> {
    const method = req.method
    if (method !== 'GET' && method !== 'HEAD') return false
    // Draft preview is never answered from the cache (server/draft-mode); the app checks the cookie's signature.
    if (draftCookieValue(req.headers.cookie)) return false
    const key = pageCacheKey(req.url ?? '/')
    if (key === undefined || isSecretLinkPath(key.split('?')[0]!)) return false
    const started = process.hrtime.bigint()
    const page = prepared(key)
    if (page === undefined) return false
    if (page instanceof Promise) return page.then((found) => (found ? send(req, res, found, started) : false))
    return send(req, res, page, started)
  }

  function send(req: IncomingMessage, res: ServerResponse, page: PreparedPage, started: bigint): true {
    const accept = req.headers['accept-encoding'] ?? ''
    let encoding = encodings.get(accept)
    if (!encoding) {
      encoding = chooseEncoding(accept)
      if (encodings.size >= 64) encodings.clear()
      encodings.set(accept, encoding)
    }
    const variant = page.variants[encoding]
    const incoming = req.headers['x-request-id']
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID()
    const extra = isLocalPeer(req) ? ['x-request-id', id, 'x-page-cache', 'HIT'] : ['x-request-id', id]

    const match = req.headers['if-none-match']
    let status = page.status
    if (match && match.split(',').some((tag) => tag.trim() === page.etag)) {
      status = 304
      res.writeHead(304, [...variant.notModified, ...extra])
      res.end()
    } else {
      res.writeHead(status, [...variant.head, ...extra])
      if (req.method === 'HEAD') res.end()
      else res.end(variant.body)
    }
    record(page.route, req.method!, status, started)
    hits.set(page.route, (hits.get(page.route) ?? 0) + 1)
    return true
  }

  return {
    handle,
    close() {
      clearInterval(timer)
      flush()
    },
  }
}
