/**
 * Draws every seed picture (SVG → WebP with sharp) into seed/images/ and writes the seed dataset
 * seed/production.ndjson in Sanity export format. Deterministic: re-running gives the same files.
 *
 *   npm run seed:images            # everything
 *   npm run seed:images -- abaya   # only pictures whose file name contains "abaya" (for iterating on art)
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { CATALOGUE } from '@/seed/catalogue'
import { buildSeedDocuments, HERO_IMAGES, imagePlan } from '@/seed/documents'
import { flavours, heroPrimarySvg, heroSecondarySvg, productSvg } from '@/seed/art/compose'
import { SEED_NDJSON } from '@/seed/index'

const seedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'seed')
const imagesDir = path.join(seedDir, 'images')
const filter = process.argv[2]

async function render(svg: string, filename: string): Promise<number> {
  const data = await sharp(Buffer.from(svg)).webp({ quality: 78, effort: 4, smartSubsample: true }).toBuffer()
  await writeFile(path.join(imagesDir, filename), data)
  return data.length
}

async function main(): Promise<void> {
  await mkdir(imagesDir, { recursive: true })
  const flavourOf = flavours(CATALOGUE)
  const jobs: Array<{ filename: string; svg: () => string }> = []
  CATALOGUE.forEach((entry, index) => {
    for (const image of imagePlan(entry, index)) {
      jobs.push({
        filename: image.filename,
        svg: () => productSvg(entry, image.variant, flavourOf.get(entry.slug) ?? 0),
      })
    }
  })
  jobs.push({ filename: HERO_IMAGES.primary.filename, svg: heroPrimarySvg })
  jobs.push({ filename: HERO_IMAGES.secondary.filename, svg: heroSecondarySvg })

  let total = 0
  let largest = { filename: '', size: 0 }
  for (const job of jobs) {
    if (filter && !job.filename.includes(filter)) continue
    const size = await render(job.svg(), job.filename)
    total += size
    if (size > largest.size) largest = { filename: job.filename, size }
  }

  const documents = buildSeedDocuments()
  await writeFile(path.join(seedDir, SEED_NDJSON), documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n')

  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
  console.log(
    `Wrote ${filter ? `${jobs.filter((j) => j.filename.includes(filter)).length} of ` : ''}${jobs.length} images (${kb(total)}, largest ${largest.filename} ${kb(largest.size)}) and ${documents.length} documents to ${path.relative(process.cwd(), seedDir)}`,
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
