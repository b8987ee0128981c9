import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ImageDiskCache } from '@/server/content-lake/image-cache'

const dirs: string[] = []
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})
async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'image-cache-'))
  dirs.push(dir)
  return dir
}
const bytes = (n: number, fill = 1) => Buffer.alloc(n, fill)
/** Eviction deletes files without waiting; poll until the directory shows it. */
async function filesIn(dir: string, expected: string[]) {
  for (let i = 0; i < 100; i++) {
    const files = (await readdir(dir)).sort()
    if (JSON.stringify(files) === JSON.stringify([...expected].sort())) return files
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return (await readdir(dir)).sort()
}

describe('image disk cache', () => {
  it('keeps the total under its byte bound by deleting the least recently used files', async () => {
    const dir = await tempDir()
    const cache = await ImageDiskCache.open(dir, 1000)
    await cache.put('a.webp', bytes(400))
    await cache.put('b.webp', bytes(400))
    expect(await cache.get('a.webp')).toEqual(bytes(400)) // a is now more recent than b
    await cache.put('c.webp', bytes(400))
    expect(cache.bytes).toBeLessThanOrEqual(1000)
    expect(await filesIn(dir, ['a.webp', 'c.webp'])).toEqual(['a.webp', 'c.webp'])
    expect(await cache.get('b.webp')).toBeUndefined()
  })

  it('never stores a variant larger than the whole bound', async () => {
    const dir = await tempDir()
    const cache = await ImageDiskCache.open(dir, 1000)
    await cache.put('huge.avif', bytes(2000))
    expect(await readdir(dir)).toEqual([])
    expect(cache.has('huge.avif')).toBe(false)
  })

  it('rebuilds its index from the directory at start: oldest first, trimmed to the bound, temp files removed', async () => {
    const dir = await tempDir()
    const at = (name: string, seconds: number) => utimes(path.join(dir, name), seconds, seconds)
    await writeFile(path.join(dir, 'old.webp'), bytes(400))
    await writeFile(path.join(dir, 'mid.webp'), bytes(400))
    await writeFile(path.join(dir, 'new.webp'), bytes(400))
    await writeFile(path.join(dir, 'x.webp.tmp-abc'), bytes(10))
    await at('old.webp', 1000)
    await at('mid.webp', 2000)
    await at('new.webp', 3000)
    const cache = await ImageDiskCache.open(dir, 1000)
    expect(cache.bytes).toBe(800)
    expect(await filesIn(dir, ['mid.webp', 'new.webp'])).toEqual(['mid.webp', 'new.webp'])
    expect(await cache.get('new.webp')).toEqual(bytes(400))
  })

  it('treats a file removed behind its back as a miss', async () => {
    const dir = await tempDir()
    const cache = await ImageDiskCache.open(dir, 1000)
    await cache.put('a.webp', bytes(10))
    await rm(path.join(dir, 'a.webp'))
    expect(await cache.get('a.webp')).toBeUndefined()
    expect(cache.bytes).toBe(0)
  })

  it('answers the most recently used variants from memory, and forgets them with their files', async () => {
    const dir = await tempDir()
    const cache = await ImageDiskCache.open(dir, 1000, 500)
    await cache.put('a.webp', bytes(400, 2))
    // No file read: the variant just written is in memory.
    await rm(path.join(dir, 'a.webp'))
    expect(await cache.get('a.webp')).toEqual(bytes(400, 2))
    // b pushes a out of memory (500 bytes) but not off the disk bound; a is read from disk again, once.
    await cache.put('a.webp', bytes(400, 2))
    await cache.put('b.webp', bytes(400, 3))
    expect(await cache.get('a.webp')).toEqual(bytes(400, 2))
    // c evicts b from the disk bound (a was used more recently): b is gone from memory too.
    await cache.put('c.webp', bytes(400, 4))
    expect(await cache.get('b.webp')).toBeUndefined()
    expect(await filesIn(dir, ['a.webp', 'c.webp'])).toEqual(['a.webp', 'c.webp'])
  })
})
