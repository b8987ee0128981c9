import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exportSeed } from '@/seed/export'
import { importSeed } from '@/seed/import'
import { loadSeed, parseNdjson, seedDirectory } from '@/seed/index'
import { newDataDir, removeDataDirs, startLake, testImage, type Harness } from './harness'

/** What `npm run content:export` does: read the lake's dataset file and its image files, write seed format. */
async function exportLake(dataDir: string, out: string) {
  const lakeDir = dataDir
  const documents = parseNdjson(await readFile(path.join(lakeDir, 'production.ndjson'), 'utf8'))
  return exportSeed(
    { documents, assetFile: (asset) => path.join(lakeDir, 'images', path.basename(String(asset.path))) },
    out,
  )
}

let h: Harness
beforeAll(async () => {
  h = await startLake(undefined, { seed: (target) => importSeed(target) })
}, 120_000)
afterAll(async () => {
  await h.stop(true)
  await removeDataDirs()
})

describe('content export (seed format)', () => {
  it('writes the seeded catalogue back exactly as seed/ holds it, image files included', async () => {
    const out = await newDataDir()
    const result = await exportLake(h.dataDir, out)
    const original = await loadSeed(seedDirectory())
    const exported = await loadSeed(out)
    expect(result).toEqual({ documents: original.documents.length, images: original.images.length })
    // The lake stamps _updatedAt on every write (as Sanity does), so the seeded documents carry their import time.
    const withoutUpdatedAt = (docs: Array<Record<string, unknown>>) => docs.map(({ _updatedAt: _u, ...doc }) => doc)
    expect(withoutUpdatedAt(exported.documents)).toEqual(withoutUpdatedAt(original.documents))
    for (const image of original.images) {
      const copy = exported.images.find((each) => each.filename === image.filename)
      expect(copy?.data.equals(image.data), image.filename).toBe(true)
    }
  })

  it('carries published edits and new uploads, never drafts, and imports into a fresh lake as it was', async () => {
    const upload = await h.writer.assets.upload('image', await testImage(600, 400), { filename: 'new-swatch.png' })
    await h.writer
      .patch('product-rose-chiffon-hijab')
      .set({ title: 'Rose Chiffon Hijab (authored)' })
      .insert('after', 'images[-1]', [
        { _type: 'image', _key: 'new', asset: { _type: 'reference', _ref: upload._id }, alt: 'A new swatch' },
      ])
      .commit()
    await h.writer.createOrReplace({ _id: 'drafts.hero', _type: 'hero', title: 'Not published yet' })

    const out = await newDataDir()
    await exportLake(h.dataDir, out)
    const exported = await loadSeed(out)
    const product = exported.documents.find((doc) => doc._id === 'product-rose-chiffon-hijab')!
    expect(product.title).toBe('Rose Chiffon Hijab (authored)')
    expect((product.images as Array<Record<string, unknown>>).at(-1)).toEqual({
      _type: 'image',
      _key: 'new',
      _sanityAsset: 'image@file://./images/new-swatch.png',
      alt: 'A new swatch',
    })
    expect(exported.documents.map((doc) => doc._id)).not.toContain('drafts.hero')
    expect(exported.documents.some((doc) => doc._type === 'sanity.imageAsset')).toBe(false)

    const fresh = await startLake(undefined, { seed: (target) => importSeed(target, exported) })
    try {
      const again = await fresh
        .client()
        .fetch<{ title: string; url: string }>(
          `*[_id == "product-rose-chiffon-hijab"][0]{title, "url": images[-1].asset->url}`,
        )
      expect(again.title).toBe('Rose Chiffon Hijab (authored)')
      const res = await fetch(`${fresh.origin}${again.url}`)
      expect(res.status).toBe(200)
    } finally {
      await fresh.stop(true)
    }
  })
})
