import { copyFile, mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { SEED_NDJSON, type SeedBundle } from './index'

type SeedDocument = SeedBundle['documents'][number]

/** What a dataset holds: documents, `sanity.imageAsset` documents among them, and a file for each asset. */
export interface ExportSource {
  documents: SeedDocument[]
  /** The stored file of an image asset (by its `path`, e.g. images/<project>/<dataset>/<sha1>-WxH.webp). */
  assetFile(asset: SeedDocument): string
}

const IMAGE_EXTENSIONS = /\.(webp|jpe?g|png|gif|avif)$/i
const PRIVATE_ID = /^(drafts|versions)\./
/** Fields the dataset sets on every write; a seed is imported anew and gets its own. */
const WRITE_FIELDS = ['_rev']

/**
 * Writes the published content of a dataset in the seed's format (seed/README.md): `production.ndjson`
 * with each image as `_sanityAsset: 'image@file://./images/<file>'` (alt, hotspot and crop kept), and the image
 * files in `images/`, named as they were uploaded when that name is safe and unique. Drafts, release versions
 * and asset documents are left out; image files in `images/` that nothing references any more are removed.
 */
export async function exportSeed(source: ExportSource, dir: string): Promise<{ documents: number; images: number }> {
  const assets = new Map(source.documents.filter((doc) => doc._type === 'sanity.imageAsset').map((a) => [a._id, a]))
  const filenames = assignFilenames([...assets.values()])
  const used = new Map<string, SeedDocument>()

  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite)
    if (!value || typeof value !== 'object') return value
    const record = value as Record<string, unknown>
    const ref = (record.asset as { _ref?: unknown } | undefined)?._ref
    const asset = typeof ref === 'string' ? assets.get(ref) : undefined
    const out: Record<string, unknown> = {}
    if (asset) {
      // The seed's key order: _type, _key, _sanityAsset, then the rest (alt, hotspot, crop).
      const filename = filenames.get(asset._id)!
      used.set(filename, asset)
      if (record._type !== undefined) out._type = record._type
      if (record._key !== undefined) out._key = record._key
      out._sanityAsset = `image@file://./images/${filename}`
    }
    for (const [key, child] of Object.entries(record)) {
      if (asset && (key === 'asset' || key in out)) continue
      out[key] = rewrite(child)
    }
    return out
  }

  const documents = source.documents
    .filter((doc) => doc._type !== 'sanity.imageAsset' && !PRIVATE_ID.test(doc._id))
    .map((doc) => {
      const copy = rewrite(doc) as Record<string, unknown>
      for (const field of WRITE_FIELDS) delete copy[field]
      return copy
    })

  const imagesDir = path.join(dir, 'images')
  await mkdir(imagesDir, { recursive: true })
  for (const [filename, asset] of used) await copyFile(source.assetFile(asset), path.join(imagesDir, filename))
  for (const name of await readdir(imagesDir))
    if (IMAGE_EXTENSIONS.test(name) && !used.has(name)) await rm(path.join(imagesDir, name))
  await writeFile(path.join(dir, SEED_NDJSON), documents.map((doc) => JSON.stringify(doc) + '\n').join(''))
  return { documents: documents.length, images: used.size }
}

/** The uploaded name when it is a plain, unique file name with the asset's extension; otherwise the stored name. */
function assignFilenames(assets: SeedDocument[]): Map<string, string> {
  const byName = new Map<string, number>()
  const wanted = (asset: SeedDocument) => {
    const original = typeof asset.originalFilename === 'string' ? asset.originalFilename : ''
    const ext = typeof asset.extension === 'string' ? asset.extension : ''
    return /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(original) && original.toLowerCase().endsWith(`.${ext}`) ? original : ''
  }
  for (const asset of assets) {
    const name = wanted(asset)
    if (name) byName.set(name, (byName.get(name) ?? 0) + 1)
  }
  return new Map(
    assets.map((asset) => {
      const name = wanted(asset)
      return [asset._id, name && byName.get(name) === 1 ? name : path.basename(String(asset.path))]
    }),
  )
}
