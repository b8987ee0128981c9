/**
 * The whole shop as a user meets it: the compiled server (dist/node/index.mjs, what `npm start` runs) in its own
 * process, on a free loopback port, with a throw-away data directory and the environment a test gives it.
 * Needs `npm run build` first (npm test builds before it runs these tests).
 *
 * The data directory is copied from a template (migrated PGlite + seeded content lake) made once per build, because
 * a fresh PGlite cluster takes ~10 s to initialise and a copy opens in ~2 s.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, statSync } from 'node:fs'
import { cp, mkdtemp, rename, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { withAllocatorEnv } from '@/server/allocator-env.mjs'
import { projectRoot, SERVER_BUNDLE } from '@/server/paths'

/** Outside systems a test must opt into: CI's DATABASE_URL/REDIS_URL are for the suites that ask for them. */
const HERMETIC_UNSET = [
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'ALLOW_NO_SMTP',
  'RETURNS_ADDRESS',
  'SANITY_PROJECT_ID',
  'SANITY_WEBHOOK_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PUBLISHABLE_KEY',
  'CONTACT_FORM_ENDPOINT',
  'CONTENT_LAKE_TOKEN',
  'JWT_SECRET',
  'STAFF_FACTOR_KEY',
  'PUBLIC_URL',
  'NODE_ENV',
  'HOST',
  'PORT',
  'DATA_DIR',
  'LOG_LEVEL',
  'CDN_PROVIDER',
  'FASTLY_SERVICE_ID',
  'FASTLY_API_TOKEN',
  'FASTLY_API_URL',
]

export interface StartShopOptions {
  /** Variables for the shop; `undefined` removes one. PORT, DATA_DIR and PUBLIC_URL are set for you unless given. */
  env?: Record<string, string | undefined>
  /** Start from a copy of the seeded template (default) or from an empty directory. */
  freshDataDir?: boolean
}

export interface ShopProcess {
  /** http://127.0.0.1:<port> */
  url: string
  port: number
  /** The process id (a test that crashes the shop on purpose). */
  pid: number
  dataDir: string
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string
  /** The JSON log lines written so far. */
  logLines(): Array<Record<string, unknown>>
  /** SIGTERM, wait for the exit (SIGKILL after 15 s), remove the data directory. Returns the exit code. */
  stop(): Promise<number | null>
}

export function assertBuilt(): void {
  const bundle = path.join(projectRoot, SERVER_BUNDLE)
  if (!existsSync(bundle) || !existsSync(path.join(projectRoot, 'dist', 'server')))
    throw new Error(`No build in dist/: run \`npm run build\` before the app tests (npm test does).`)
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

function shopEnv(port: number, dataDir: string, overrides: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  // The allocator's settings, as `npm start` gives them (server/allocator-env.mjs); an override of `undefined` removes one.
  const env: NodeJS.ProcessEnv = withAllocatorEnv({ ...process.env })
  for (const name of HERMETIC_UNSET) delete env[name]
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'info',
  })
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[name]
    else env[name] = value
  }
  return env
}

function spawnShop(env: NodeJS.ProcessEnv): {
  child: ChildProcess
  output: () => string
  exited: Promise<number | null>
} {
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
    cwd: projectRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

async function waitForHealthy(url: string, exited: Promise<number | null>, output: () => string): Promise<void> {
  let gone = false
  void exited.then(() => (gone = true))
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (gone) throw new Error(`The shop exited during start-up:\n${output()}`)
    try {
      const res = await fetch(`${url}/healthz`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`The shop did not become healthy within 90 s:\n${output()}`)
}

/** One template per build: the seed and the migrations are part of what the build stamps. */
let template: Promise<string> | undefined
function dataTemplate(): Promise<string> {
  template ??= (async () => {
    const stamp = statSync(path.join(projectRoot, SERVER_BUNDLE)).mtimeMs
    const key = createHash('sha256').update(`${projectRoot}|${stamp}`).digest('hex').slice(0, 12)
    const dir = path.join(os.tmpdir(), `storefront-shop-template-${key}`)
    if (existsSync(dir)) return dir
    const building = await mkdtemp(path.join(os.tmpdir(), 'storefront-shop-template-build-'))
    const port = await freePort()
    const { child, output, exited } = spawnShop(shopEnv(port, building, { LOG_LEVEL: 'warn' }))
    try {
      await waitForHealthy(`http://127.0.0.1:${port}`, exited, output)
    } finally {
      child.kill('SIGTERM')
      await exited
    }
    // Another worker may have finished first; either copy is good.
    await rename(building, dir).catch(() => rm(building, { recursive: true, force: true }))
    return dir
  })()
  return template
}

/** A fresh copy of the seeded data directory (migrated PGlite + content lake); the caller removes it. */
export async function seededDataDir(): Promise<string> {
  assertBuilt()
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-shop-'))
  await cp(await dataTemplate(), dataDir, { recursive: true })
  return dataDir
}

export async function startShop(options: StartShopOptions = {}): Promise<ShopProcess> {
  assertBuilt()
  const dataDir = options.freshDataDir
    ? await mkdtemp(path.join(os.tmpdir(), 'storefront-shop-'))
    : await seededDataDir()
  const port = Number(options.env?.PORT ?? 0) || (await freePort())
  const env = shopEnv(port, dataDir, options.env)
  const { child, output, exited } = spawnShop(env)
  const url = `http://127.0.0.1:${port}`
  try {
    await waitForHealthy(url, exited, output)
  } catch (error) {
    child.kill('SIGKILL')
    await rm(dataDir, { recursive: true, force: true })
    throw error
  }
  return {
    url,
    port,
    pid: child.pid!,
    dataDir,
    output,
    logLines: () =>
      output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
        await exited
        clearTimeout(timer)
      }
      await rm(dataDir, { recursive: true, force: true })
      return exited
    },
  }
}

/** Runs the shop with a configuration that must not start: resolves with the exit code and what it printed. */
export async function startShopExpectingExit(
  env: Record<string, string | undefined>,
): Promise<{ code: number | null; output: string }> {
  assertBuilt()
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-shop-'))
  const { child, output, exited } = spawnShop(shopEnv(await freePort(), dataDir, env))
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
  const code = await exited
  clearTimeout(timer)
  await rm(dataDir, { recursive: true, force: true })
  return { code, output: output() }
}
