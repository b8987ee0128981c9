/**
 * Image assets: the bytes live under `<dataDir>/images/<sha1>-<w>x<h>.<ext>` and a `sanity.imageAsset`
 * document describes them. Uploading the same bytes again returns the existing asset.
 */
import { createHash } from 'node:crypto'
import { access, mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp, { type Metadata } from 'sharp'
import { badRequest } from './errors'
import { randomId } from './ids'
import { IMAGE_MAX_INPUT_PIXELS } from './limits'
import type { Doc } from './store'

/** The embedded API is mounted here by the app (docs/architecture.md); asset `url`s are path-absolute under it. */
export const LAKE_MOUNT_PATH = '/content'

const FORMATS: Record<string, { ext: string; mimeType: string }> = {
  jpeg: { ext: 'jpg', mimeType: 'image/jpeg' },
  png: { ext: 'png', mimeType: 'image/png' },
  webp: { ext: 'webp', mimeType: 'image/webp' },
  gif: { ext: 'gif', mimeType: 'image/gif' },
  avif: { ext: 'avif', mimeType: 'image/avif' },
}

export const MIME_BY_EXT: Record<string, string> = Object.fromEntries(
  Object.values(FORMATS).map(({ ext, mimeType }) => [ext, mimeType]),
)

/** `<sha1>-<w>x<h>.<ext>`, the file name the image URL builder produces. */
export const IMAGE_FILE = /^([a-f0-9]{40})-(\d+)x(\d+)\.([a-z]+)$/

export interface ImageUpload {
  data: Buffer
  filename?: string
  projectId: string
  dataset: string
}

export const imagesDir = (dataDir: string) => path.join(dataDir, 'images')

/** Reads the image, stores its file and returns the asset document to create (not yet written). */
export async function prepareImageAsset(dataDir: string, upload: ImageUpload): Promise<Doc> {
  if (upload.data.length === 0) throw badRequest('The upload is empty')
  // Set explicitly (sharp's default is 268 megapixels): decoding is where a small file can claim gigabytes.
  const decode = () => sharp(upload.data, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS })
  let meta: Metadata
  try {
    // The header alone, without the pixel limit, so an oversized image gets the message below.
    meta = await sharp(upload.data).metadata()
  } catch {
    throw badRequest('The upload is not an image sharp can read')
  }
  const format = meta.format === 'heif' && meta.compression === 'av1' ? FORMATS.avif : FORMATS[meta.format ?? '']
  const { width, height } = meta
  if (!format || !width || !height)
    throw badRequest(`Unsupported image format "${meta.format}": upload JPEG, PNG, WebP, GIF or AVIF`)
  if (width * height > IMAGE_MAX_INPUT_PIXELS)
    throw badRequest(
      `The image is ${width} × ${height} pixels; the content lake takes images of at most ${IMAGE_MAX_INPUT_PIXELS} pixels`,
    )
  const sha1 = createHash('sha1').update(upload.data).digest('hex')
  const file = `${sha1}-${width}x${height}.${format.ext}`
  await storeFile(path.join(imagesDir(dataDir), file), upload.data)

  const stats = await decode().stats()
  const lqip = await decode().resize(20).jpeg({ quality: 40 }).toBuffer()
  const assetPath = `images/${upload.projectId}/${upload.dataset}/${file}`
  return {
    _id: `image-${sha1}-${width}x${height}-${format.ext}`,
    _type: 'sanity.imageAsset',
    assetId: sha1,
    sha1hash: sha1,
    extension: format.ext,
    mimeType: format.mimeType,
    size: upload.data.length,
    ...(upload.filename ? { originalFilename: upload.filename } : {}),
    path: assetPath,
    url: `${LAKE_MOUNT_PATH}/${assetPath}`,
    uploadId: randomId(),
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
      hasAlpha: Boolean(meta.hasAlpha),
      isOpaque: stats.isOpaque,
      lqip: `data:image/jpeg;base64,${lqip.toString('base64')}`,
    },
  }
}

/** Same bytes → same name, so an existing file is already correct. */
async function storeFile(target: string, data: Buffer): Promise<void> {
  try {
    await access(target)
    return
  } catch {
    // not stored yet
  }
  await mkdir(path.dirname(target), { recursive: true })
  const temp = `${target}.tmp-${randomId(8)}`
  await writeFile(temp, data, { flush: true })
  await rename(temp, target)
}
