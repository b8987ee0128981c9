/**
 * Where cached pages live: process memory (default), or Redis when REDIS_URL is set so every instance of the shop
 * shares one copy. Either way a page is filed under the content queries it read, so a changed query evicts exactly
 * its pages (docs/adr/0007-page-cache.md).
 */
import { createHash } from 'node:crypto'
import type { Redis } from 'ioredis'
import { LRUCache } from 'lru-cache'

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
  set(key: string, page: CachedPage): Promise<void>
  /** Drops every page that read this content query. */
  evictDependents(depKey: string): Promise<void>
  size(): Promise<number>
  close(): Promise<void>
}

const pageBytes = (page: CachedPage) => page.body.length + page.gzip.length + page.br.length + 512

export function memoryPageStore({ maxBytes }: { maxBytes: number }): PageStore {
  const dependents = new Map<string, Set<string>>()
  const pages = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: pageBytes,
    dispose(page, key) {
      for (const dep of page.deps) {
        const set = dependents.get(dep)
        set?.delete(key)
        if (set?.size === 0) dependents.delete(dep)
      }
    },
  })
  return {
    async get(key) {
      return pages.get(key)
    },
    async set(key, page) {
      if (pageBytes(page) > maxBytes) return
      pages.set(key, page)
      for (const dep of page.deps) {
        let set = dependents.get(dep)
        if (!set) dependents.set(dep, (set = new Set()))
        set.add(key)
      }
    },
    async evictDependents(depKey) {
      for (const key of [...(dependents.get(depKey) ?? [])]) pages.delete(key)
    },
    async size() {
      return pages.size
    },
    async close() {
      pages.clear()
    },
  }
}

const hash = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 32)

/**
 * Redis: a hash per page (`<prefix>:page:<url hash>`) and a set of page keys per content query
 * (`<prefix>:dep:<query hash>`). Entries also expire after `ttlSec`, so a crashed writer cannot leave garbage forever.
 */
export function redisPageStore(redis: Redis, { prefix, ttlSec }: { prefix: string; ttlSec: number }): PageStore {
  const pageKey = (key: string) => `${prefix}:page:${hash(key)}`
  const depKey = (dep: string) => `${prefix}:dep:${hash(dep)}`
  return {
    async get(key) {
      const stored = await redis.hgetallBuffer(pageKey(key))
      if (!stored.meta || !stored.body || !stored.gzip || !stored.br) return undefined
      const meta = JSON.parse(stored.meta.toString('utf8')) as Pick<CachedPage, 'status' | 'headers' | 'etag' | 'deps'>
      return { ...meta, body: stored.body, gzip: stored.gzip, br: stored.br }
    },
    async set(key, page) {
      const id = pageKey(key)
      const meta = JSON.stringify({ status: page.status, headers: page.headers, etag: page.etag, deps: page.deps })
      const multi = redis.multi().hset(id, { meta, body: page.body, gzip: page.gzip, br: page.br }).expire(id, ttlSec)
      for (const dep of page.deps) multi.sadd(depKey(dep), id).expire(depKey(dep), ttlSec)
      await multi.exec()
    },
    async evictDependents(dep) {
      const key = depKey(dep)
      const ids = await redis.smembers(key)
      await redis.del(key, ...ids)
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
