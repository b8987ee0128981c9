/**
 * The disk cache of transformed images, bounded by total bytes: an LRU index in memory (lru-cache, file name →
 * size) decides which files stay, and evicting an entry deletes its file. The index is rebuilt from the
 * directory at start-up, oldest file first, so a restart keeps the newest variants and trims to the bound.
 * The most recently used variants are also kept in memory (a second, smaller byte bound): the images a page shows
 * are asked for by every visitor, and from memory they cost no file read on the libuv threads that gzip and other
 * file reads share (an LCP image waited behind them, docs/performance.md).
 */
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { LRUCache } from 'lru-cache'
import { randomId } from './ids'

const TEMP_MARKER = '.tmp-'

export class ImageDiskCache {
  private constructor(
    readonly dir: string,
    private readonly index: LRUCache<string, number>,
    private readonly memory: LRUCache<string, Buffer>,
  ) {}

  /** `memoryBytes`: how many bytes of the most recently used variants are also kept in memory (0: none). */
  static async open(dir: string, maxBytes: number, memoryBytes = 0): Promise<ImageDiskCache> {
    await mkdir(dir, { recursive: true })
    const memory = new LRUCache<string, Buffer>({
      maxSize: Math.max(1, memoryBytes),
      sizeCalculation: (data) => Math.max(1, data.length),
    })
    const index = new LRUCache<string, number>({
      maxSize: maxBytes,
      sizeCalculation: (bytes) => Math.max(1, bytes),
      // Only evictions delete files: a `set` of the same name has just replaced the file by rename.
      dispose: (_bytes, name, reason) => {
        if (reason === 'set') return
        memory.delete(name)
        if (reason === 'evict') void unlink(path.join(dir, name)).catch(() => undefined)
      },
    })
    const files: Array<{ name: string; bytes: number; mtimeMs: number }> = []
    for (const name of await readdir(dir)) {
      const file = path.join(dir, name)
      // A crash between writing and renaming leaves a temp file; it never held a finished variant.
      if (name.includes(TEMP_MARKER)) {
        await unlink(file).catch(() => undefined)
        continue
      }
      const info = await stat(file).catch(() => undefined)
      if (info?.isFile()) files.push({ name, bytes: info.size, mtimeMs: info.mtimeMs })
    }
    files.sort((a, b) => a.mtimeMs - b.mtimeMs)
    for (const { name, bytes } of files) {
      if (bytes > maxBytes) await unlink(path.join(dir, name)).catch(() => undefined)
      else index.set(name, bytes)
    }
    return new ImageDiskCache(dir, index, memory)
  }

  /** Total bytes of the cached files. */
  get bytes(): number {
    return this.index.calculatedSize
  }

  has(name: string): boolean {
    return this.index.has(name)
  }

  /** The cached bytes (marking them recently used), or undefined. */
  async get(name: string): Promise<Buffer | undefined> {
    if (this.index.get(name) === undefined) return undefined
    const hot = this.memory.get(name)
    if (hot) return hot
    try {
      const data = await readFile(path.join(this.dir, name))
      if (data.length <= this.memory.maxSize) this.memory.set(name, data)
      return data
    } catch {
      // Evicted meanwhile, or removed by hand: a miss.
      this.index.delete(name)
      return undefined
    }
  }

  /** Stores a variant (temp file + rename) and evicts the least recently used ones beyond the byte bound. */
  async put(name: string, data: Buffer): Promise<void> {
    if (data.length > this.index.maxSize) return
    const target = path.join(this.dir, name)
    const temp = `${target}${TEMP_MARKER}${randomId(8)}`
    await writeFile(temp, data)
    await rename(temp, target)
    this.index.set(name, data.length)
    if (data.length <= this.memory.maxSize) this.memory.set(name, data)
  }
}
