/**
 * `npm run content:export [-- --out <dir>]`: writes the embedded content lake's published content in the seed's
 * format (seed/README.md), so content authored in the local Studio can be committed or imported into a
 * hosted dataset (`sanity dataset import production.ndjson <dataset>` in that folder). Reads DATA_DIR's dataset
 * file, which the lake only ever replaces whole, so it works whether the shop is running or not.
 */
import 'dotenv/config'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { loadConfig } from '@/server/config'
import { exportSeed } from '@/seed/export'
import { parseNdjson } from '@/seed/index'

function outDir(dataDir: string): string {
  const at = process.argv.indexOf('--out')
  if (at >= 0) {
    const value = process.argv[at + 1]
    if (!value) throw new Error('--out needs a directory')
    return path.resolve(value)
  }
  return path.join(dataDir, 'export')
}

async function main(): Promise<void> {
  const config = loadConfig()
  const lakeDir = path.join(config.dataDir, 'content')
  const file = path.join(lakeDir, `${config.contentLake.dataset}.ndjson`)
  const documents = parseNdjson(await readFile(file, 'utf8'))
  const dir = outDir(config.dataDir)
  const { documents: count, images } = await exportSeed(
    // The lake keeps each file under images/ by the last part of the asset's path (server/content-lake/assets.ts).
    { documents, assetFile: (asset) => path.join(lakeDir, 'images', path.basename(String(asset.path))) },
    dir,
  )
  console.log(
    `Exported ${count} published documents and ${images} images to ${path.relative(process.cwd(), dir) || '.'}`,
  )
  console.log(
    `Import into hosted Sanity: cd ${path.relative(process.cwd(), dir)} && npx sanity dataset import ${path.basename(file)} <dataset>`,
  )
}

main().catch((error: unknown) => {
  console.error(`Export failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
