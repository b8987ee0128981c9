import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import pino from 'pino'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { createContentLake, DatasetCorruptError, lakeSeedTarget, type SeedTarget } from '@/server/content-lake/index'
import { DATASET, newDataDir, PROJECT_ID, removeDataDirs, startLake, testImage, TOKEN, type Harness } from './harness'

const running: Harness[] = []
const start = async (...args: Parameters<typeof startLake>) => {
  const h = await startLake(...args)
  running.push(h)
  return h
}
afterEach(async () => {
  for (const h of running.splice(0)) await h.stop().catch(() => undefined)
})

afterAll(() => removeDataDirs())

const datasetFile = (dir: string) => path.join(dir, `${DATASET}.ndjson`)
const openLake = (dataDir: string, seed?: (target: SeedTarget) => Promise<unknown>) =>
  createContentLake({
    dataDir,
    projectId: PROJECT_ID,
    dataset: DATASET,
    token: TOKEN,
    logger: pino({ level: 'silent' }),
    ...(seed ? { seed } : {}),
  })

describe('persistence', () => {
  it('reads the same data after close and restart', async () => {
    const first = await start()
    await first.writer.createOrReplace({ _id: 'keep-me', _type: 'product', title: 'Persisted', price: 42 })
    await first.writer.patch('keep-me').inc({ price: 1 }).commit()
    const before = await first.writer.getDocument('keep-me')
    await first.stop()

    const second = await start(first.dataDir)
    expect(await second.client().getDocument('keep-me')).toEqual(before)
    expect(await second.client().fetch('*[_id == "keep-me"][0].price')).toBe(43)
  })

  it('replaces the dataset file by rename (new inode, complete content), never in place', async () => {
    const h = await start()
    await h.writer.createOrReplace({ _id: 'a', _type: 'x' })
    const before = await stat(datasetFile(h.dataDir))
    await h.writer.createOrReplace({ _id: 'b', _type: 'x' })
    const after = await stat(datasetFile(h.dataDir))
    expect(after.ino).not.toBe(before.ino)
    const lines = (await readFile(datasetFile(h.dataDir), 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l)._id)
    expect(lines).toEqual(['a', 'b'])
  })

  it('a write that fails midway leaves the old file, no temp file and no change in memory', async () => {
    const h = await start()
    const filler = 'x'.repeat(1000)
    await h.writer.mutate(
      Array.from({ length: 100 }, (_, i) => ({ createOrReplace: { _id: `doc-${i}`, _type: 'filler', filler } })),
    )
    const fileBefore = await readFile(datasetFile(h.dataDir))

    // A BigInt cannot be serialised: the write fails after ~100 KB of the temp file were already written.
    const target = lakeSeedTarget(h.lake)
    await expect(target.createOrReplace([{ _id: 'doc-0', _type: 'filler', bad: 10n }])).rejects.toThrow(/BigInt/)

    expect((await readFile(datasetFile(h.dataDir))).equals(fileBefore)).toBe(true)
    expect((await readdir(h.dataDir)).filter((f) => f.includes('.tmp-'))).toEqual([])
    expect(await h.writer.getDocument('doc-0')).toMatchObject({ filler })
    // The queue is not stuck: the next write works.
    await h.writer.createOrReplace({ _id: 'after-failure', _type: 'x' })
    expect(await h.client().getDocument('after-failure')).toMatchObject({ _type: 'x' })
  })

  it('removes temp files left by a crash and keeps the committed data', async () => {
    const dir = await newDataDir()
    await writeFile(datasetFile(dir), JSON.stringify({ _id: 'ok', _type: 'x' }) + '\n')
    const leftover = path.join(dir, `.${DATASET}.ndjson.tmp-deadbeef`)
    await writeFile(leftover, '{"_id":"half-writ')
    const h = await start(dir)
    expect(await readdir(dir)).not.toContain(path.basename(leftover))
    expect(await h.client().fetch('*[]._id')).toEqual(['ok'])
  })
})

describe('corrupt dataset file', () => {
  it('rejects invalid JSON with DatasetCorruptError naming the file and line, and leaves the file alone', async () => {
    const dir = await newDataDir()
    const content = `${JSON.stringify({ _id: 'a', _type: 'x' })}\n{"_id": "b", "_type": \n`
    await writeFile(datasetFile(dir), content)
    const seed = vi.fn(async () => undefined)
    const attempt = openLake(dir, seed)
    await expect(attempt).rejects.toBeInstanceOf(DatasetCorruptError)
    await expect(attempt).rejects.toThrow(
      new RegExp(`${datasetFile(dir).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} is corrupt at line 2: invalid JSON`),
    )
    expect(seed).not.toHaveBeenCalled()
    expect(await readFile(datasetFile(dir), 'utf8')).toBe(content)
  })

  it('rejects documents of the wrong shape and duplicate ids', async () => {
    const dir = await newDataDir()
    await writeFile(datasetFile(dir), '{"title":"no id"}\n')
    await expect(openLake(dir)).rejects.toThrow(/line 1: expected a JSON object with string _id and _type/)
    await writeFile(datasetFile(dir), '{"_id":"a","_type":"x"}\n{"_id":"a","_type":"x"}\n')
    await expect(openLake(dir)).rejects.toThrow(/line 2: duplicate _id "a"/)
    await writeFile(datasetFile(dir), '[1,2]\n')
    await expect(openLake(dir)).rejects.toThrow(DatasetCorruptError)
  })
})

describe('seed on first start', () => {
  it('runs the seed when the dataset is missing, through the in-process target, before the lake is returned', async () => {
    const dir = await newDataDir()
    const png = await testImage(64, 48)
    const seed = vi.fn(async (target: SeedTarget) => {
      const image = await target.uploadImage({ filename: 'hero.png', data: png, contentType: 'image/png' })
      await target.createOrReplace([
        {
          _id: 'hero',
          _type: 'hero',
          title: 'Islamic Elegance',
          image: { _type: 'image', asset: { _type: 'reference', _ref: image._id } },
          _createdAt: '2020-01-01T00:00:00Z',
        },
      ])
    })
    const h = await start(dir, { seed })
    expect(seed).toHaveBeenCalledTimes(1)
    const hero = await h
      .client()
      .fetch('*[_id == "hero"][0]{title, _createdAt, "w": image.asset->metadata.dimensions.width}')
    expect(hero).toEqual({ title: 'Islamic Elegance', _createdAt: '2020-01-01T00:00:00Z', w: 64 })
    await h.stop()

    // Not empty any more: no second seed.
    const again = await start(dir, { seed })
    expect(seed).toHaveBeenCalledTimes(1)
    expect(await again.client().fetch('count(*)')).toBe(2)
  })

  it('runs the seed when the file exists but holds no documents', async () => {
    const dir = await newDataDir()
    await mkdir(dir, { recursive: true })
    await writeFile(datasetFile(dir), '\n')
    const seed = vi.fn(async (target: SeedTarget) => target.createOrReplace([{ _id: 'c', _type: 'category' }]))
    const h = await start(dir, { seed })
    expect(seed).toHaveBeenCalledTimes(1)
    expect(await h.client().fetch('*[]._id')).toEqual(['c'])
  })

  it('fails start-up loudly when the seed fails', async () => {
    const dir = await newDataDir()
    await expect(openLake(dir, async () => Promise.reject(new Error('seed broke')))).rejects.toThrow('seed broke')
  })
})
