/**
 * Where cached pages live: process memory (default), or Redis when REDIS_URL is set so every instance of the shop
 * shares one copy. Either way a page is filed under the content queries it read, so a changed query evicts exactly
 * its pages (docs/adr/0007-page-cache.md).
 */
import { createHash } from 'node:crypto'
import type { Redis } from 'ioredis'
import { LRUCache } from 'lru-cache'
import { hasQuery } from './key'

export interface CachedPage {
  status: number
  /** Headers from the render (content type, links), without per-response ones. */
  headers: Array<[string, string]>
  /** Weak ETag of the body, shared by every encoding of it. */
  etag: string
  body: Buffer
  gzip: Buffer
  br: Buffer
  /** Content query keys the render read. */
  deps: string[]
}

export interface PageStore {
  get(key: string): Promise<CachedPage | undefined>
  /** The page at once, when the store is in this process (the hit fast path); a remote store has none. */
  peek?(key: string): CachedPage | undefined
  /** A remote store: the ETag of the page it holds now, without its bodies (the fast path checks its copy). */
  etagOf?(key: string): Promise<string | undefined>
  set(key: string, page: CachedPage): Promise<void>
  /** Drops every page that read this content query. */
  evictDependents(depKey: string): Promise<void>
  size(): Promise<number>
  close(): Promise<void>
}

const pageBytes = (page: CachedPage) => page.body.length + page.gzip.length + page.br.length + 512

/**
 * Pages with a query string (searches, filtered lists) get this share of a store's bytes and the rest is for plain
 * pages, so a flood of made-up queries churns only its own share and never evicts `/` or a product page (N8).
 */
export const QUERY_SHARE = 1 / 8

export function memoryPageStore({ maxBytes }: { maxBytes: number }): PageStore {
  const dependents = new Map<string, Set<string>>()
  const lru = (bytes: number) =>
    new LRUCache<string, CachedPage>({
      maxSize: Math.max(1, Math.floor(bytes)),
      sizeCalculation: pageBytes,
      dispose(page, key) {
        for (const dep of page.deps) {
          const set = dependents.get(dep)
          set?.delete(key)
          if (set?.size === 0) dependents.delete(dep)
        }
      },
    })
  const plain = lru(maxBytes * (1 - QUERY_SHARE))
  const queried = lru(maxBytes * QUERY_SHARE)
  const shareOf = (key: string) => (hasQuery(key) ? queried : plain)
  return {
    async get(key) {
      return shareOf(key).get(key)
    },
    peek: (key) => shareOf(key).get(key),
    async set(key, page) {
      const share = shareOf(key)
      if (pageBytes(page) > share.maxSize) return
      share.set(key, page)
      for (const dep of page.deps) {
        let set = dependents.get(dep)
        if (!set) dependents.set(dep, (set = new Set()))
        set.add(key)
      }
    },
    async evictDependents(depKey) {
      for (const key of [...(dependents.get(depKey) ?? [])]) shareOf(key).delete(key)
    },
    async size() {
      return plain.size + queried.size
    },
    async close() {
      plain.clear()
      queried.clear()
    },
  }
}

const hash = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 32)

/**
 * Stores a page and keeps its share of the store under its byte budget: the share's pages are indexed by when they
 * were stored (a sorted set), their sizes kept in a hash and their total in a counter; the oldest go first. Pages
 * that expired on their own stay counted until they come first in line (they are the oldest), so the count errs on
 * the safe side. KEYS: page, index, sizes, total, then the page's dependency sets. ARGV: bytes, budget, TTL, time,
 * meta, body, gzip, br.
 */
const SET_SCRIPT = `
local page, index, sizes, total = KEYS[1], KEYS[2], KEYS[3], KEYS[4]
local bytes, budget, ttl = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local old = tonumber(redis.call('HGET', sizes, page) or '0')
redis.call('HSET', page, 'meta', ARGV[5], 'body', ARGV[6], 'gzip', ARGV[7], 'br', ARGV[8])
redis.call('EXPIRE', page, ttl)
redis.call('HSET', sizes, page, bytes)
redis.call('ZADD', index, ARGV[4], page)
local used = redis.call('INCRBY', total, bytes - old)
while used > budget do
  local oldest = redis.call('ZRANGE', index, 0, 0)[1]
  if not oldest then break end
  local size = tonumber(redis.call('HGET', sizes, oldest) or '0')
  redis.call('DEL', oldest)
  redis.call('HDEL', sizes, oldest)
  redis.call('ZREM', index, oldest)
  used = redis.call('DECRBY', total, size)
end
for _, key in ipairs({index, sizes, total}) do redis.call('EXPIRE', key, ttl) end
for i = 5, #KEYS do
  redis.call('SADD', KEYS[i], page)
  redis.call('EXPIRE', KEYS[i], ttl)
end
return used
`

/** Drops the pages filed under one dependency, and their bytes from their share's count. ARGV: the key prefix. */
const EVICT_SCRIPT = `
local prefix = ARGV[1]
for _, page in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  local share = string.find(page, ':page:q:', 1, true) and 'q' or 'p'
  local sizes = prefix .. ':sizes:' .. share
  local size = tonumber(redis.call('HGET', sizes, page) or '0')
  redis.call('DEL', page)
  redis.call('HDEL', sizes, page)
  redis.call('ZREM', prefix .. ':index:' .. share, page)
  if size > 0 then redis.call('DECRBY', prefix .. ':bytes:' .. share, size) end
end
redis.call('DEL', KEYS[1])
`

/**
 * Redis: a hash per page (`<prefix>:page:<share>:<url hash>`) and a set of page keys per content query
 * (`<prefix>:dep:<query hash>`). Each share (plain pages, pages with a query) is held under its part of
 * `maxBytes` (N8); entries also expire after `ttlSec`, so a crashed writer cannot leave garbage forever.
 */
export function redisPageStore(
  redis: Redis,
  { prefix, ttlSec, maxBytes }: { prefix: string; ttlSec: number; maxBytes: number },
): PageStore {
  const shareOf = (key: string) => (hasQuery(key) ? 'q' : 'p')
  const pageKey = (key: string) => `${prefix}:page:${shareOf(key)}:${hash(key)}`
  const depKey = (dep: string) => `${prefix}:dep:${hash(dep)}`
  const budget = { q: Math.floor(maxBytes * QUERY_SHARE), p: Math.floor(maxBytes * (1 - QUERY_SHARE)) }
  return {
    async get(key) {
      const stored = await redis.hgetallBuffer(pageKey(key))
      if (!stored.meta || !stored.body || !stored.gzip || !stored.br) return undefined
      const meta = JSON.parse(stored.meta.toString('utf8')) as Pick<CachedPage, 'status' | 'headers' | 'etag' | 'deps'>
      return { ...meta, body: stored.body, gzip: stored.gzip, br: stored.br }
    },
    async etagOf(key) {
      const meta = await redis.hget(pageKey(key), 'meta')
      return meta ? (JSON.parse(meta) as Pick<CachedPage, 'etag'>).etag : undefined
    },
    async set(key, page) {
      const share = shareOf(key)
      const bytes = pageBytes(page)
      if (bytes > budget[share]) return
      const meta = JSON.stringify({ status: page.status, headers: page.headers, etag: page.etag, deps: page.deps })
      const keys = [
        pageKey(key),
        `${prefix}:index:${share}`,
        `${prefix}:sizes:${share}`,
        `${prefix}:bytes:${share}`,
        ...page.deps.map(depKey),
      ]
      await redis.eval(
        SET_SCRIPT,
        keys.length,
        ...keys,
        bytes,
        budget[share],
        ttlSec,
        Date.now(),
        meta,
        page.body,
        page.gzip,
        page.br,
      )
    },
    async evictDependents(dep) {
      await redis.eval(EVICT_SCRIPT, 1, depKey(dep), prefix)
    },
    async size() {
      let count = 0
      let cursor = '0'
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:page:*`, 'COUNT', 500)
        cursor = next
        count += keys.length
      } while (cursor !== '0')
      return count
    },
    async close() {},
  }
}
