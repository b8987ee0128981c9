/**
 * `npm run bench`: load-tests the BUILT shop on loopback and writes docs/performance.md.
 * Starts the compiled server (dist/node/index.mjs) in production mode on a free 127.0.0.1 port with a throw-away DATA_DIR,
 * warms up, then runs autocannon (10 connections, ~10 s) against /, /products and one product page.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The part of autocannon's result this report uses (the package ships no types). */
interface AutocannonResult {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number; average: number }
  throughput: { average: number }
  errors: number
  timeouts: number
  non2xx: number
  duration: number
}
type Autocannon = (options: {
  url: string
  connections: number
  duration: number
  headers?: Record<string, string>
}) => Promise<AutocannonResult>
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = 10
const START_TIMEOUT_MS = 180_000

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

async function waitForHealth(origin: string, exited: () => boolean) {
  const started = Date.now()
  while (Date.now() - started < START_TIMEOUT_MS) {
    if (exited()) throw new Error('the server exited before it was ready')
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the server did not become healthy in time')
}

async function main() {
  if (!existsSync(path.join(root, 'dist', 'server'))) throw new Error('No build found: run `npm run build` first.')
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'warn',
  }
  // Embedded defaults only: nothing outside this machine is touched.
  for (const name of [
    'DATABASE_URL',
    'REDIS_URL',
    'SMTP_URL',
    'SANITY_PROJECT_ID',
    'STRIPE_SECRET_KEY',
    'CONTACT_FORM_ENDPOINT',
  ])
    delete env[name]
  const server = spawn(process.execPath, ['--enable-source-maps', 'dist/node/index.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  let exited = false
  server.on('exit', () => (exited = true))

  try {
    console.log(`starting the built shop on ${origin}…`)
    await waitForHealth(origin, () => exited)
    const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text()
    const productPath = sitemap.match(/<loc>https?:\/\/[^/]+(\/product\/[^<]+)<\/loc>/)?.[1]
    if (!productPath) throw new Error('no product in the sitemap')
    const targets = ['/', '/products', productPath]

    // Warm-up: fills the content cache and JIT-compiles the render path.
    for (const target of targets) for (let i = 0; i < 20; i++) await (await fetch(origin + target)).arrayBuffer()

    const results: Array<{ target: string; result: AutocannonResult }> = []
    for (const target of targets) {
      console.log(`autocannon ${target} (${CONNECTIONS} connections, ${DURATION_S} s)…`)
      const result = await autocannon({
        url: origin + target,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: { 'accept-encoding': 'gzip' },
      })
      results.push({ target, result })
    }
    const report = renderReport(results)
    writeFileSync(path.join(root, 'docs', 'performance.md'), report)
    console.log(report)
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => (exited ? resolve(null) : server.once('exit', resolve)))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

function renderReport(results: Array<{ target: string; result: AutocannonResult }>): string {
  const cpus = os.cpus()
  const rows = results.map(({ target, result: r }) => {
    const errors = r.errors + r.timeouts + r.non2xx
    return `| \`${target.startsWith('/product/') ? '/product/:slug' : target}\` | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r.requests.total} | ${errors} | ${(r.throughput.average / 1024).toFixed(0)} |`
  })
  return `# Performance

Measured with \`npm run bench\` (scripts/bench.ts): the built shop in production mode with every embedded default
(content lake, PGlite, in-memory rate limits) on 127.0.0.1, after a warm-up, ${CONNECTIONS} connections for ${DURATION_S} s per page,
gzip accepted. The load generator runs on the same machine, so absolute numbers are a lower bound and mainly useful for
comparing changes. Pages are server-rendered on every request; content comes from the in-memory stale-while-revalidate
cache (fresh 60 s), so these numbers measure rendering, not the content service.

| Page | Requests/s (avg) | p50 latency (ms) | p99 latency (ms) | Requests | Errors (incl. non-2xx, timeouts) | Throughput (KiB/s) |
|---|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}

## Machine

- Date: ${new Date().toISOString()}
- Node: ${process.version}
- CPU: ${cpus[0]?.model ?? 'unknown'} × ${cpus.length}
- Memory: ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB
- OS: ${os.type()} ${os.release()} (${os.arch()})

Other work may have been running on the machine at the time; rerun \`npm run build && npm run bench\` to compare.
`
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
