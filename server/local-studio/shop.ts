/**
 * The shop whose content lake the local Studio edits: the one already running on PORT with this DATA_DIR's lake
 * token, or one started here (`npm run dev`'s entry). One lake process serves both the Studio and the storefront,
 * so a publish purges the storefront's content cache at once (docs/adr/0008-local-studio.md).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { lakeIdentityProof } from '@/server/content-lake/auth'
import { LAKE_MOUNT_PATH } from '@/server/content-lake/index'
import { projectRoot } from '@/server/paths'

/** A fresh data directory migrates PGlite and seeds the lake first; a warm start takes a few seconds. */
export const SHOP_START_TIMEOUT_MS = 180_000
const PROBE_API_VERSION = 'v2025-02-19'

export interface LakeShop {
  origin: string
  /** Whether this command started it (and so stops it). */
  started: boolean
  stop(): Promise<void>
}

export class ShopMismatchError extends Error {
  override name = 'ShopMismatchError'
}

type Probe = 'ours' | 'down' | { problem: string }

/**
 * Asks whatever answers on `origin` to prove it is the lake of our DATA_DIR, without sending the token: it must
 * return the HMAC of a fresh nonce and the port, keyed with the token (`lakeIdentityProof`). Another program that
 * took the port (another user of the machine, say) learns nothing, and cannot relay the challenge to the real
 * shop on another port (N11 of the second review, docs/security.md §3). The token goes only to a shop that proved it.
 */
export async function probeLake(origin: string, token: string): Promise<Probe> {
  const nonce = randomBytes(32).toString('base64url')
  let res: Response
  try {
    res = await fetch(
      `${origin}${LAKE_MOUNT_PATH}/${PROBE_API_VERSION}/local-studio/identity?nonce=${encodeURIComponent(nonce)}`,
      { signal: AbortSignal.timeout(5000), redirect: 'error' },
    )
  } catch {
    return 'down'
  }
  if (res.status === 404)
    return {
      problem: `it has no embedded content lake at ${LAKE_MOUNT_PATH} (HTTP 404; is SANITY_PROJECT_ID set for it?)`,
    }
  const body = (await res.json().catch(() => null)) as { proof?: unknown } | null
  if (!res.ok || typeof body?.proof !== 'string')
    return { problem: `it does not answer the content lake's identity check (HTTP ${res.status})` }
  const expected = Buffer.from(lakeIdentityProof(token, nonce, Number(new URL(origin).port)))
  const given = Buffer.from(body.proof)
  if (given.length === expected.length && timingSafeEqual(given, expected)) return 'ours'
  return {
    problem:
      'it cannot prove it knows this DATA_DIR’s lake token (it runs with another DATA_DIR or CONTENT_LAKE_TOKEN)',
  }
}

export async function findOrStartShop(options: {
  port: number
  token: string
  dataDir: string
  env: NodeJS.ProcessEnv
  log: (line: string) => void
}): Promise<LakeShop> {
  const origin = `http://127.0.0.1:${options.port}`
  const first = await probeLake(origin, options.token)
  if (first === 'ours') return { origin, started: false, stop: async () => undefined }
  if (first !== 'down')
    throw new ShopMismatchError(
      `Something already answers on port ${options.port}, but ${first.problem}. Stop it, or give this command another PORT.`,
    )

  const logFile = path.join(options.dataDir, 'studio', 'shop.log')
  await mkdir(path.dirname(logFile), { recursive: true })
  options.log(`Starting the shop on ${origin} (its log: ${path.relative(process.cwd(), logFile)})…`)
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'dev.ts')], {
    cwd: projectRoot,
    env: { ...options.env, PORT: String(options.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const log = createWriteStream(logFile, { flags: 'a' })
  child.stdout.pipe(log)
  child.stderr.pipe(log)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  let gone = false
  void exited.then(() => (gone = true))

  const deadline = Date.now() + SHOP_START_TIMEOUT_MS
  for (;;) {
    if (gone) throw new Error(`The shop stopped during start-up:\n${await tail(logFile)}`)
    const probe = await probeLake(origin, options.token)
    if (probe === 'ours') break
    if (probe !== 'down') {
      child.kill('SIGTERM')
      throw new ShopMismatchError(`The shop started, but ${probe.problem}.`)
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM')
      throw new Error(`The shop did not answer within ${SHOP_START_TIMEOUT_MS / 1000} s:\n${await tail(logFile)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { origin, started: true, stop: () => stopChild(child, exited) }
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
  await exited
  clearTimeout(timer)
}

async function tail(file: string, lines = 30): Promise<string> {
  const text = await readFile(file, 'utf8').catch(() => '')
  return text.split('\n').slice(-lines).join('\n')
}
