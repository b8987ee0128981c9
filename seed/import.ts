import type { SanityClient } from '@sanity/client'
import { assetFilename, loadSeed, type SeedBundle, type SeedImage } from './index'

type SeedDocument = SeedBundle['documents'][number]

/** Where a seed goes: hosted Sanity, the embedded content lake, or an in-memory store in tests. */
export interface SeedTarget {
  /** Stores the file and returns the `sanity.imageAsset` document id. */
  uploadImage(image: SeedImage): Promise<{ _id: string }>
  /** Writes all documents in one transaction. */
  createOrReplace(documents: SeedDocument[]): Promise<void>
}

/**
 * Uploads each referenced image once, then swaps every `{_sanityAsset}` for a real asset reference,
 * keeping alt, hotspot and crop, and writes all documents together (with their `_createdAt`, which the
 * newest-first queries rely on).
 */
export async function importSeed(
  target: SeedTarget,
  bundle?: SeedBundle,
): Promise<{ documents: number; images: number }> {
  const seed = bundle ?? (await loadSeed())
  const byFilename = new Map(seed.images.map((image) => [image.filename, image]))
  const assetIds = new Map<string, string>()

  // Sequential on purpose: the embedded lake and Sanity's API both prefer one upload at a time.
  for (const filename of referencedFilenames(seed.documents)) {
    const image = byFilename.get(filename)
    if (!image) throw new Error(`Seed image missing from the bundle: ${filename}`)
    const asset = await target.uploadImage(image)
    assetIds.set(filename, asset._id)
  }

  const documents = seed.documents.map((doc) => rewriteAssets(doc, assetIds) as SeedDocument)
  await target.createOrReplace(documents)
  return { documents: documents.length, images: assetIds.size }
}

function referencedFilenames(documents: SeedDocument[]): string[] {
  const names = new Set<string>()
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (value && typeof value === 'object') {
      const asset = (value as Record<string, unknown>)._sanityAsset
      if (asset !== undefined) {
        const filename = assetFilename(asset)
        if (!filename) throw new Error(`Unsupported seed asset reference: ${JSON.stringify(asset)}`)
        names.add(filename)
      }
      Object.values(value).forEach(visit)
    }
  }
  documents.forEach(visit)
  return [...names]
}

function rewriteAssets(value: unknown, assetIds: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteAssets(item, assetIds))
  if (!value || typeof value !== 'object') return value
  const { _sanityAsset, ...rest } = value as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(rest)) out[key] = rewriteAssets(child, assetIds)
  if (_sanityAsset === undefined) return out
  const filename = assetFilename(_sanityAsset)
  const ref = filename ? assetIds.get(filename) : undefined
  if (!ref) throw new Error(`No uploaded asset for ${JSON.stringify(_sanityAsset)}`)
  return { ...out, _type: 'image', asset: { _type: 'reference', _ref: ref } }
}

export function clientSeedTarget(client: SanityClient): SeedTarget {
  return {
    async uploadImage(image) {
      const asset = await client.assets.upload('image', image.data, {
        filename: image.filename,
        contentType: image.contentType,
      })
      return { _id: asset._id }
    },
    async createOrReplace(documents) {
      const tx = client.transaction()
      for (const doc of documents) tx.createOrReplace(doc)
      await tx.commit({ visibility: 'sync' })
    },
  }
}
