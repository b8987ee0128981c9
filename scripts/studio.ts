/**
 * `npm run studio`. With a Sanity project (SANITY_PROJECT_ID or SANITY_STUDIO_PROJECT_ID) it is `sanity dev`
 * against hosted Sanity, as before. Without one it authors the shop's embedded content lake, offline: it makes the
 * *.localhost certificate (first run), finds or starts the shop that owns DATA_DIR's lake, runs `sanity dev` over
 * HTTPS forwarding the API to that shop, and writes the Studio's URL with the lake token (for the browser to keep) to
 * a file only the owner can read, printing the file's path rather than the token (docs/security.md §3, N11).
 * docs/adr/0008-local-studio.md, README "Authoring locally".
 */
import 'dotenv/config'
import { spawn } from 'node:child_process'
import { request } from 'node:https'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { loadConfig } from '@/server/config'
import { ensureLocalCertificate } from '@/server/local-studio/certificate'
import { writeStudioUrl } from '@/server/local-studio/studio-url'
import { findOrStartShop, type LakeShop } from '@/server/local-studio/shop'
import { projectRoot } from '@/server/paths'
import { LOCAL_ENV } from '@/studio/local/options'

const STUDIO_DIR = path.join(projectRoot, 'studio')
const SANITY_BIN = path.join(projectRoot, 'node_modules', '.bin', 'sanity')
/** Sanity's dev server is up in seconds; the first page load then bundles the Studio (cached afterwards). */
const STUDIO_START_TIMEOUT_MS = 120_000

const log = (line: string) => console.log(line)

function hosted(): Promise<number> {
  const projectId = process.env.SANITY_STUDIO_PROJECT_ID || process.env.SANITY_PROJECT_ID
  const child = spawn(SANITY_BIN, ['dev', ...process.argv.slice(2)], {
    cwd: STUDIO_DIR,
    stdio: 'inherit',
    env: {
      ...process.env,
      SANITY_STUDIO_PROJECT_ID: projectId,
      SANITY_STUDIO_DATASET: process.env.SANITY_STUDIO_DATASET || process.env.SANITY_DATASET || 'production',
    },
  })
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)))
}

/** Resolves once the dev server answers over TLS with our certificate. */
async function waitForStudio(port: number, caFile: string, exited: () => boolean): Promise<void> {
  const ca = readFileSync(caFile)
  const deadline = Date.now() + STUDIO_START_TIMEOUT_MS
  for (;;) {
    if (exited()) throw new Error('sanity dev stopped during start-up (its output is above)')
    const ok = await new Promise<boolean>((resolve) => {
      const req = request({ host: '127.0.0.1', servername: 'localhost', port, path: '/', ca, timeout: 5000 }, (res) => {
        res.resume()
        resolve((res.statusCode ?? 500) < 500)
      })
      req.on('error', () => resolve(false))
      req.on('timeout', () => req.destroy())
      req.end()
    })
    if (ok) return
    if (Date.now() > deadline)
      throw new Error(`The Studio did not answer on port ${port} within ${STUDIO_START_TIMEOUT_MS / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

async function local(): Promise<number> {
  const config = loadConfig()
  const { projectId, dataset, token } = config.contentLake
  const port = config.studio.port
  const certificate = await ensureLocalCertificate(config.dataDir)
  const shop: LakeShop = await findOrStartShop({
    port: config.port,
    token,
    dataDir: config.dataDir,
    env: process.env,
    log,
  })
  if (!shop.started) log(`Using the shop already running on ${shop.origin}.`)

  const child = spawn(SANITY_BIN, ['dev', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: STUDIO_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      SANITY_STUDIO_PROJECT_ID: projectId,
      SANITY_STUDIO_DATASET: dataset,
      [LOCAL_ENV.apiHost]: `https://localhost:${port}`,
      [LOCAL_ENV.shopOrigin]: shop.origin,
      // The Presentation tool previews this shop in draft mode (studio/presentation).
      SANITY_STUDIO_SHOP_ORIGIN: process.env.SANITY_STUDIO_SHOP_ORIGIN || shop.origin,
      [LOCAL_ENV.lakeToken]: token,
      [LOCAL_ENV.tlsKey]: certificate.keyFile,
      [LOCAL_ENV.tlsCert]: certificate.certFile,
    },
  })
  // Sanity prints an http:// address for its server; ours is the https one below.
  child.stdout.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n'))
      if (line.trim() && !/running at http:/.test(line)) process.stdout.write(`${line}\n`)
  })
  let exited = false
  const done = new Promise<number>((resolve) =>
    child.once('exit', (code) => {
      exited = true
      resolve(code ?? 1)
    }),
  )
  const stop = async () => {
    child.kill('SIGTERM')
    await done
    await shop.stop()
  }
  process.once('SIGINT', () => void stop())
  process.once('SIGTERM', () => void stop())

  try {
    await waitForStudio(port, certificate.caFile, () => exited)
  } catch (err) {
    await stop()
    throw err
  }
  const studioUrl = `https://${projectId}.localhost:${port}/`
  const urlFile = await writeStudioUrl(config.dataDir, `${studioUrl}#token=${token}`)
  log('')
  log(`Sanity Studio for the embedded content lake (${shop.origin}/content, dataset ${dataset}):`)
  log(`  ${studioUrl}`)
  log(
    `  First time in this browser: open the address in ${path.relative(process.cwd(), urlFile)} (readable by you only;`,
  )
  log('  it carries the lake token). The browser keeps the token, and the address above works from then on.')
  log(`  The storefront: ${shop.origin}/`)
  if (certificate.created)
    log(
      `  New TLS certificate: trust ${path.relative(process.cwd(), certificate.caFile)} in your browser (README, "Authoring locally").`,
    )
  const code = await done
  await shop.stop()
  return code
}

const projectId = process.env.SANITY_PROJECT_ID?.trim() || process.env.SANITY_STUDIO_PROJECT_ID?.trim()
;(projectId ? hosted() : local()).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`npm run studio: ${err instanceof Error ? err.message : String(err)}`)
    process.exit(1)
  },
)
