import { createHash } from 'node:crypto'
import sharp from 'sharp'
import type { SeedBundle } from './index'
import type { SeedTarget } from './import'

type SeedDocument = SeedBundle['documents'][number]

/**
 * An in-memory SeedTarget that names assets the way Sanity does (`image-<sha1>-<w>x<h>-<ext>`) and keeps
 * their asset documents, so GROQ like `images[0].asset->url` resolves. Used by the seed tests.
 */
export function memorySeedTarget(baseUrl = 'http://127.0.0.1/images/local/production') {
  const assets = new Map<string, SeedDocument>()
  const documents = new Map<string, SeedDocument>()
  let transactions = 0
  const target: SeedTarget = {
    async uploadImage(image) {
      const sha1 = createHash('sha1').update(image.data).digest('hex')
      const { width = 0, height = 0, format = 'bin' } = await sharp(image.data).metadata()
      const _id = `image-${sha1}-${width}x${height}-${format}`
      assets.set(_id, {
        _id,
        _type: 'sanity.imageAsset',
        assetId: sha1,
        sha1hash: sha1,
        extension: format,
        mimeType: image.contentType,
        size: image.data.length,
        originalFilename: image.filename,
        url: `${baseUrl}/${sha1}-${width}x${height}.${format}`,
        metadata: {
          _type: 'sanity.imageMetadata',
          dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
        },
      })
      return { _id }
    },
    async createOrReplace(docs) {
      transactions += 1
      for (const doc of docs) documents.set(doc._id, doc)
    },
  }
  return {
    target,
    assets,
    documents,
    get transactions() {
      return transactions
    },
    /** Content documents plus asset documents, the way a dataset holds them. */
    dataset: (): SeedDocument[] => [...documents.values(), ...assets.values()],
  }
}
