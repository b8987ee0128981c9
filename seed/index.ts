import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The seed dataset on disk, in Sanity export format: `production.ndjson` (one document a line) next to
 * `images/`. Image objects reference files as `_sanityAsset: 'image@file://./images/<filename>'`, so
 * `sanity dataset import seed/production.ndjson production` reads the same files.
 */

export interface SeedImage {
  filename: string
  data: Buffer
  contentType: string
}

export interface SeedBundle {
  documents: Array<Record<string, unknown> & { _id: string; _type: string }>
  images: SeedImage[]
}

export const SEED_NDJSON = 'production.ndjson'
const ASSET_PREFIX = 'image@file://./images/'

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
}

/**
 * Where the seed lives. Next to this module when run from source; from the repo root when a bundler has
 * moved the module (the server build), where import.meta.url no longer points into seed/.
 */
export function seedDirectory(): string {
  const here = path.dirname(fileURLToPath(import.meta.url))
  if (existsSync(path.join(here, SEED_NDJSON))) return here
  return path.resolve(process.cwd(), 'seed')
}

/** The filename inside `images/` that a `_sanityAsset` value points at, or null for anything else. */
export function assetFilename(sanityAsset: unknown): string | null {
  if (typeof sanityAsset !== 'string' || !sanityAsset.startsWith(ASSET_PREFIX)) return null
  const filename = sanityAsset.slice(ASSET_PREFIX.length)
  // Only plain names: a seed file must never reach outside images/.
  return /^[A-Za-z0-9._-]+$/.test(filename) && !filename.startsWith('.') ? filename : null
}

/** Every `_sanityAsset` string anywhere in a document tree. */
export function collectAssetRefs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) collectAssetRefs(item, out)
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '_sanityAsset' && typeof child === 'string') out.push(child)
      else collectAssetRefs(child, out)
    }
  }
  return out
}

export function parseNdjson(text: string): SeedBundle['documents'] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, i) => {
      const doc = JSON.parse(line) as Record<string, unknown>
      if (typeof doc._id !== 'string' || typeof doc._type !== 'string') {
        throw new Error(`${SEED_NDJSON} line ${i + 1}: a seed document needs a string _id and _type`)
      }
      return doc as SeedBundle['documents'][number]
    })
}

export async function loadSeed(dir: string = seedDirectory()): Promise<SeedBundle> {
  const documents = parseNdjson(await readFile(path.join(dir, SEED_NDJSON), 'utf8'))
  const filenames = [...new Set(documents.flatMap((doc) => collectAssetRefs(doc)))].map((ref) => {
    const filename = assetFilename(ref)
    if (!filename) throw new Error(`Unsupported seed asset reference: ${ref}`)
    return filename
  })
  const images = await Promise.all(
    filenames.map(async (filename) => ({
      filename,
      data: await readFile(path.join(dir, 'images', filename)),
      contentType: CONTENT_TYPES[path.extname(filename).toLowerCase()] ?? 'application/octet-stream',
    })),
  )
  return { documents, images }
}
