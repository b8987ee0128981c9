/**
 * Re-seeds content (npm run seed). With SANITY_PROJECT_ID and SANITY_WRITE_TOKEN it writes to the hosted
 * dataset; otherwise to the embedded content lake of the running shop (which also seeds itself on first
 * start, so this is for resetting content). Documents keep their ids, so running it twice is harmless.
 */
import 'dotenv/config'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createClient, type SanityClient } from '@sanity/client'
import { SANITY_API_VERSION, SANITY_DATASET } from '@/lib/constants'
import { clientSeedTarget, importSeed } from '@/seed/import'
import { loadSeed } from '@/seed/index'

function hostedClient(projectId: string, token: string): { client: SanityClient; where: string } {
  const dataset = process.env.SANITY_DATASET || SANITY_DATASET
  return {
    client: createClient({ projectId, dataset, apiVersion: SANITY_API_VERSION, token, useCdn: false }),
    where: `hosted Sanity project ${projectId}, dataset ${dataset}`,
  }
}

function contentLakeToken(): string {
  const fromEnv = process.env.CONTENT_LAKE_TOKEN?.trim()
  if (fromEnv) return fromEnv
  const file = path.resolve(process.env.DATA_DIR || '.data', 'secrets', 'content-lake-token')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  throw new Error(
    `No content lake token: set CONTENT_LAKE_TOKEN or start the shop once so it writes ${path.relative(process.cwd(), file)}`,
  )
}

function embeddedClient(): { client: SanityClient; where: string } {
  const apiHost = process.env.CONTENT_LAKE_URL ?? 'http://127.0.0.1:3000/content'
  return {
    client: createClient({
      projectId: 'local',
      dataset: SANITY_DATASET,
      apiVersion: SANITY_API_VERSION,
      apiHost,
      useProjectHostname: false,
      useCdn: false,
      token: contentLakeToken(),
    }),
    where: `the embedded content lake at ${apiHost}`,
  }
}

async function main(): Promise<void> {
  const projectId = process.env.SANITY_PROJECT_ID?.trim()
  const writeToken = process.env.SANITY_WRITE_TOKEN?.trim()
  const { client, where } = projectId && writeToken ? hostedClient(projectId, writeToken) : embeddedClient()
  console.log(`Seeding ${where}…`)
  const bundle = await loadSeed()
  const started = Date.now()
  const result = await importSeed(clientSeedTarget(client), bundle)
  console.log(
    `Done in ${((Date.now() - started) / 1000).toFixed(1)} s: uploaded ${result.images} images and wrote ${result.documents} documents (createOrReplace, one transaction).`,
  )
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error)
  const hint = /ECONNREFUSED/.test(message) ? ' (is the shop running? Start it, or set CONTENT_LAKE_URL)' : ''
  console.error(`Seeding failed: ${message}${hint}`)
  process.exit(1)
})
