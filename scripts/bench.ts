/**
 * `npm run bench`: load-tests the BUILT shop on loopback and writes its section of docs/performance.md.
 *
 * 1. Pages: `/`, `/products`, a category and a product page, served from the page cache (a shop as it runs) and
 *    rendered on every request (a second shop started with DISABLE_PAGE_CACHE=true), each at one connection (the
 *    latency a shopper sees) and at 10 (throughput); `/robots.txt`, answered by the same server without a render
 *    (through every middleware). The ceiling the pages are compared with is a bare Node `http` server (its own
 *    process, nothing but `res.end`) answering the same gzipped bytes of `/` (issue 24, item 6).
 * 2. Start-up: process start → the first 200 from /healthz, and the resident memory then, for the compiled server
 *    (`node dist/node/index.mjs`, what `npm start` runs) against the TypeScript sources run by tsx (what it ran before).
 *
 * BENCH_DURATION (seconds per run, default 10) and BENCH_STARTS (start-ups per server, default 3) shorten or
 * lengthen it. Timings are never gated on: this is a measurement.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { projectRoot, SERVER_BUNDLE } from '@/server/paths'
import { freePort, seededDataDir, startShop, type ShopProcess } from '@/harness/shop'
import { autocannon } from './perf/autocannon'
import { machineNote, writeReportSection } from './perf/report'
import { firstCategoryPath, firstProductPath } from './perf/shop-pages'

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
const STARTS = Number(process.env.BENCH_STARTS ?? 3)
const CONNECTIONS = [1, 10] as const
const STATIC = '/robots.txt'

/** The shop as deployed: production mode (strict configuration), embedded defaults, test payments. */
const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  // GST is on by default, and production wants the seller's ABN with it (docs/product.md §10.8).
  SHOP_ABN: '51 824 753 556',
  ALLOW_TEST_PAYMENTS: 'true',
  // The bench sends no mail (docs/security/accounts.md, N12).
  ALLOW_NO_SMTP: 'true',
  RETURNS_ADDRESS: 'Noor & Thread Returns, 1 Test Lane, Brunswick VIC 3056',
  JWT_SECRET: randomBytes(32).toString('base64url'),
  STAFF_FACTOR_KEY: randomBytes(32).toString('base64url'),
  LOG_LEVEL: 'warn',
}

interface Load {
  p50: number
  p99: number
  rps: number
  errors: number
}
interface PageRow {
  label: string
  cached?: Record<number, Load>
  uncached?: Record<number, Load>
}

/** The bare server: a process of its own that answers every request with the given file's bytes, gzip-encoded. */
const BARE_SERVER = `
const http = require('node:http')
const body = require('node:fs').readFileSync(process.argv[1])
http
  .createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html;charset=utf-8', 'content-encoding': 'gzip', 'content-length': body.length })
    res.end(body)
  })
  .listen(Number(process.argv[2]), '127.0.0.1', () => console.log('listening'))
`

/** The shop's gzipped bytes of a page, as it sends them. */
function gzippedBytes(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          res.headers['content-encoding'] === 'gzip'
            ? resolve(Buffer.concat(chunks))
            : reject(new Error(`${url} was not sent gzipped`)),
        )
      })
      .on('error', reject)
  })
}

/** Rounds of the paired comparison: the cached `/` and the bare server at 10 connections, one after the other. */
const PAIRS = 3
const PAIR_DURATION_S = Math.max(2, Math.round(DURATION_S / 2))

interface Pair {
  cached: number
  bare: number
}

/**
 * The bare server's own rows, then PAIRS rounds that measure the shop's cached page and the bare server back to
 * back: on a machine others are using, the load changes between the table's runs, a pair's two runs share it.
 */
async function measureBare(body: Buffer, cachedUrl: string): Promise<{ rows: Record<number, Load>; pairs: Pair[] }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-bare-'))
  const file = path.join(dir, 'index.html.gz')
  await writeFile(file, body)
  const port = await freePort()
  const child = spawn(process.execPath, ['-e', BARE_SERVER, file, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.once('data', () => resolve())
      child.once('exit', () => reject(new Error('the bare server exited')))
    })
    const rows: Record<number, Load> = {}
    for (const connections of CONNECTIONS) {
      console.log(`bare http server (${body.length} bytes gzip): ${connections} connection(s), ${DURATION_S} s…`)
      rows[connections] = await load(`http://127.0.0.1:${port}/`, connections)
    }
    const pairs: Pair[] = []
    for (let i = 0; i < PAIRS; i++) {
      console.log(`pair ${i + 1}/${PAIRS}: cached / and the bare server, 10 connections, ${PAIR_DURATION_S} s each…`)
      const cached = (await load(cachedUrl, 10, PAIR_DURATION_S)).rps
      const bare = (await load(`http://127.0.0.1:${port}/`, 10, PAIR_DURATION_S)).rps
      pairs.push({ cached, bare })
    }
    return { rows, pairs }
  } finally {
    child.kill('SIGTERM')
    await exited
    await rm(dir, { recursive: true, force: true })
  }
}

async function load(url: string, connections: number, duration = DURATION_S): Promise<Load> {
  const r = await autocannon({ url, connections, duration, headers: { 'accept-encoding': 'gzip' } })
  return {
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: r.requests.average,
    errors: r.errors + r.timeouts + r.non2xx,
  }
}

/** Fills the page cache (or JIT-warms the render) and checks the shop answers the way this run claims. */
async function warm(shop: ShopProcess, target: string, expectCache: 'HIT' | null) {
  let state: string | null = null
  for (let i = 0; i < 30; i++) {
    const res = await fetch(shop.url + target, { headers: { 'accept-encoding': 'gzip' } })
    await res.arrayBuffer()
    if (!res.ok) throw new Error(`${target} answered ${res.status}`)
    state = res.headers.get('x-page-cache')
  }
  if (state !== expectCache) throw new Error(`${target}: X-Page-Cache is ${state}, expected ${expectCache}`)
}

async function measurePages(
  rows: PageRow[],
  targets: string[],
  mode: 'cached' | 'uncached',
): Promise<{ bytes: number; rows: Record<number, Load>; pairs: Pair[] } | undefined> {
  const shop = await startShop({
    env: { ...PRODUCTION_ENV, ...(mode === 'uncached' ? { DISABLE_PAGE_CACHE: 'true' } : {}) },
  })
  let bare: { bytes: number; rows: Record<number, Load>; pairs: Pair[] } | undefined
  try {
    for (const [i, target] of targets.entries()) {
      const isStatic = target === STATIC
      if (isStatic && mode === 'uncached') continue
      await warm(shop, target, mode === 'cached' && !isStatic ? 'HIT' : null)
      const results: Record<number, Load> = {}
      for (const connections of CONNECTIONS) {
        console.log(`${mode} ${target}: ${connections} connection(s), ${DURATION_S} s…`)
        results[connections] = await load(shop.url + target, connections)
      }
      rows[i]![isStatic ? 'cached' : mode] = results
    }
    if (mode === 'cached') {
      const home = await gzippedBytes(`${shop.url}/`)
      bare = { bytes: home.length, ...(await measureBare(home, `${shop.url}/`)) }
    }
  } finally {
    await shop.stop()
  }
  return bare
}

/** Resident memory of a process and its descendants (tsx runs the server in a child process), from /proc. */
function treeRssBytes(pid: number): number {
  let kB = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim()
    for (const child of children ? children.split(' ') : []) kB += treeRssBytes(Number(child)) / 1024
  }
  return kB * 1024
}

interface StartUp {
  ms: number
  rssBytes: number
}

async function startOnce(command: string[]): Promise<StartUp> {
  const dataDir = await seededDataDir()
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const started = performance.now()
  const child = spawn(process.execPath, command, {
    cwd: projectRoot,
    env: {
      ...process.env,
      ...PRODUCTION_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited during start-up:\n${stderr}`)
      if (performance.now() - started > 120_000) throw new Error(`${command.join(' ')} did not start within 120 s`)
      const ok = await fetch(`${origin}/healthz`).then(
        (res) => res.ok,
        () => false,
      )
      if (ok) break
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    const ms = performance.now() - started
    return { ms, rssBytes: treeRssBytes(child.pid!) }
  } finally {
    child.kill('SIGTERM')
    await exited
    await rm(dataDir, { recursive: true, force: true })
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function measureStartUp(command: string[]): Promise<{ runs: StartUp[]; ms: number; rssBytes: number }> {
  const runs: StartUp[] = []
  for (let i = 0; i < STARTS; i++) {
    console.log(`start-up ${i + 1}/${STARTS}: ${command.join(' ')}…`)
    runs.push(await startOnce(command))
  }
  return { runs, ms: median(runs.map((r) => r.ms)), rssBytes: median(runs.map((r) => r.rssBytes)) }
}

async function main() {
  // The pages come from the sitemap of a running shop, as a crawler would find them.
  const probe = await startShop({ env: PRODUCTION_ENV })
  const targets = await Promise.all([firstCategoryPath(probe.url), firstProductPath(probe.url)])
    .then(([category, product]) => ['/', '/products', category, product, STATIC])
    .finally(() => probe.stop())
  const labels = ['`/`', '`/products`', '`/category/:slug`', '`/product/:slug`', `\`${STATIC}\` (no render)`]
  const rows: PageRow[] = targets.map((_, i) => ({ label: labels[i]! }))

  const loadAtStart = os.loadavg().map((n) => n.toFixed(2))
  const bare = (await measurePages(rows, targets, 'cached'))!
  await measurePages(rows, targets, 'uncached')
  const compiled = await measureStartUp(['--enable-source-maps', SERVER_BUNDLE])
  const tsx = await measureStartUp([path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), 'server/index.ts'])

  const report = renderReport(targets, rows, { ...bare, loadAtStart }, { compiled, tsx })
  writeReportSection('bench', report)
  console.log(report)
}

function renderReport(
  targets: string[],
  rows: PageRow[],
  {
    rows: bare,
    pairs,
    bytes,
    loadAtStart,
  }: { rows: Record<number, Load>; pairs: Pair[]; bytes: number; loadAtStart: string[] },
  starts: Record<'compiled' | 'tsx', Awaited<ReturnType<typeof measureStartUp>>>,
): string {
  const ceiling = bare
  // autocannon counts whole milliseconds: 0 means under one.
  const ms = (n: number) => (n === 0 ? '< 1' : String(n))
  const cell = (l: Load | undefined) =>
    l ? `${ms(l.p50)} | ${ms(l.p99)} | ${Math.round(l.rps)}${l.errors ? ` (${l.errors} errors)` : ''}` : '– | – | –'
  const ratio = (l: Load | undefined, c: number) => (l ? `${Math.round((100 * l.rps) / ceiling[c]!.rps)} %` : '–')
  const table = rows.flatMap((row, i) => {
    const isStatic = targets[i] === STATIC
    return [
      `| ${row.label} | ${isStatic ? 'static' : 'cached'} | ${cell(row.cached?.[1])} | ${ratio(row.cached?.[1], 1)} | ${cell(row.cached?.[10])} | ${ratio(row.cached?.[10], 10)} |`,
      ...(isStatic
        ? []
        : [
            `| | uncached | ${cell(row.uncached?.[1])} | ${ratio(row.uncached?.[1], 1)} | ${cell(row.uncached?.[10])} | ${ratio(row.uncached?.[10], 10)} |`,
          ]),
    ]
  })
  table.push(
    `| bare Node \`http\` server, \`/\`'s ${bytes} bytes gzip | ceiling | ${cell(bare[1])} | ${ratio(bare[1], 1)} | ${cell(bare[10])} | ${ratio(bare[10], 10)} |`,
  )
  const mb = (n: number) => `${Math.round(n / 1024 ** 2)} MB`
  const runs = (s: (typeof starts)['compiled']) => s.runs.map((r) => `${Math.round(r.ms)} ms`).join(', ')
  return `## Server: pages, cached and uncached (\`npm run bench\`)

The built shop in production mode (\`NODE_ENV=production\`, embedded defaults, test payments) on 127.0.0.1, seeded
catalogue; autocannon on the same machine, gzip accepted, ${DURATION_S} s per run after a warm-up of 30 requests.
**cached**: the page cache answers (every run checks \`X-Page-Cache: HIT\`; hits take the fast path,
\`server/page-cache/fast-path.ts\`). **uncached**: a second shop started with \`DISABLE_PAGE_CACHE=true\` renders
every request (React SSR, styled-components, content from the in-process query cache, gzip per response).
\`${STATIC}\` is answered by the same server without a render, through every middleware. **ceiling**: a bare Node
\`http\` server in its own process answering the same gzipped bytes of \`/\` (nothing but \`res.end\`).
Latencies in ms; "÷ bare" is the row's req/s against the bare server's at the same number of connections.
Load average (1, 5, 15 min) when the run started: ${loadAtStart.join(', ')}.

| Page | Served | p50 (1 conn) | p99 (1 conn) | req/s (1 conn) | ÷ bare (1 conn) | p50 (10 conn) | p99 (10 conn) | req/s (10 conn) | ÷ bare (10 conn) |
|---|---|---:|---:|---:|---:|---:|---:|---:|---:|
${table.join('\n')}

Paired at 10 connections (the cached \`/\` for ${PAIR_DURATION_S} s, then the bare server for ${PAIR_DURATION_S} s, ${PAIRS} times): ${pairs
    .map(
      (p) => `${Math.round(p.cached)} against ${Math.round(p.bare)} req/s (${Math.round((100 * p.cached) / p.bare)} %)`,
    )
    .join('; ')}; median ${median(pairs.map((p) => Math.round((100 * p.cached) / p.bare)))} %.

Pages: ${targets
    .slice(2, 4)
    .map((t) => `\`${t}\``)
    .join(', ')}.

## Start-up: compiled server against tsx

Process start until \`/healthz\` first answers 200, and the resident memory (RSS, the process and its children) at
that moment, median of ${STARTS} starts each, same environment and a copy of the same seeded data directory.

| Server | Start-up (median) | RSS after start (median) | Each start |
|---|---:|---:|---|
| \`node dist/node/index.mjs\` (compiled; \`npm start\` today) | ${Math.round(starts.compiled.ms)} ms | ${mb(starts.compiled.rssBytes)} | ${runs(starts.compiled)} |
| \`tsx server/index.ts\` (TypeScript compiled at start-up; \`npm start\` before) | ${Math.round(starts.tsx.ms)} ms | ${mb(starts.tsx.rssBytes)} | ${runs(starts.tsx)} |

tsx runs the server in a child process of its own CLI; its RSS counts both (the CLI alone is a Node process).

${machineNote()}`
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
