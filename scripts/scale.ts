/**
 * npm run scale: the built shop as 1, then 2, then 3 instances behind Debian's nginx on loopback, on one PostgreSQL
 * database and one Redis, the content from a Sanity-compatible server (harness/cluster.ts, shared with the
 * two-instance app test). It measures req/s per page per instance count, how soon a publish shows on every
 * instance, an instance killed under load (failed requests at the balancer, lost orders), the outbox (each mail
 * once) and a login brute force spread over the instances; then writes docs/scaling.md.
 *
 * Needs `npm run build`, DATABASE_URL, REDIS_URL and nginx (NGINX_PATH, default /usr/sbin/nginx).
 * `SCALE_DURATION` (seconds per page, default 5), `SCALE_CONNECTIONS` (default 20).
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { projectRoot } from '@/server/paths'
import { DEFAULT_RATE_LIMITS } from '@/server/rate-limit/limits'
import {
  checkoutOnTestPage,
  clusterSkipReason,
  loginBruteForce,
  NGINX,
  migrationRuns,
  orderSessions,
  outboxMails,
  pageCacheAcross,
  publishVisible,
  somePriceId,
  someProduct,
  startCluster,
  suggestionFlood,
  type Cluster,
} from '@/harness/cluster'
import { autocannon } from './perf/autocannon'

const DURATION_S = Number(process.env.SCALE_DURATION ?? 5)
const CONNECTIONS = Number(process.env.SCALE_CONNECTIONS ?? 20)
const MAX_INSTANCES = 3
const PUBLISH_BOUND_MS = 1_000
const REPORT = path.join(projectRoot, 'docs', 'scaling.md')

const sh = (cmd: string, args: string[] = []) => execFileSync(cmd, args, { encoding: 'utf8' }).trim()
const mark = (ok: boolean) => (ok ? 'holds' : '**fails**')
/** `nginx -v` prints to stderr. */
const nginxVersion = () =>
  spawnSync(NGINX, ['-v'], { encoding: 'utf8' })
    .stderr.trim()
    .replace(/^nginx version: /, '')
const UPTIME_AT_START = sh('uptime')

interface Row {
  instances: number
  page: string
  rps: number
  p50: number
  p99: number
  failed: number
}

async function measure(cluster: Cluster, pages: string[]): Promise<Row[]> {
  // Every page rendered once and cached (shared in Redis) before the clock starts.
  await pageCacheAcross(cluster, pages)
  const rows: Row[] = []
  for (const page of pages) {
    const r = await autocannon({ url: `${cluster.url}${page}`, connections: CONNECTIONS, duration: DURATION_S })
    rows.push({
      instances: cluster.instances.length,
      page,
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      failed: r.errors + r.timeouts + r.non2xx,
    })
    console.info(`${cluster.instances.length} instance(s) ${page}: ${Math.round(r.requests.average)} req/s`)
  }
  return rows
}

/** One instance SIGKILLed a third of the way into a load run, checkouts before and after: what the balancer lost. */
async function killUnderLoad(cluster: Cluster, page: string) {
  const priceId = await somePriceId(cluster.url)
  const before: string[] = []
  for (let i = 0; i < 5; i++) before.push(await checkoutOnTestPage(cluster.url, priceId))
  const victim = cluster.instances[0]!
  const load = autocannon({ url: `${cluster.url}${page}`, connections: CONNECTIONS, duration: DURATION_S * 2 })
  const killed = new Promise<void>((resolve, reject) =>
    setTimeout(() => void cluster.kill(victim).then(resolve, reject), (DURATION_S * 2 * 1000) / 3),
  )
  const [result] = await Promise.all([load, killed])
  const after: string[] = []
  for (let i = 0; i < 5; i++) after.push(await checkoutOnTestPage(cluster.url, priceId))
  const stored = await orderSessions(cluster)
  const lost = [...before, ...after].filter((id) => !stored.has(id))
  await cluster.reroute()
  return {
    requests: result.requests.total,
    failed: result.errors + result.timeouts + result.non2xx,
    orders: before.length + after.length,
    lost: lost.length,
  }
}

async function main() {
  const skip = await clusterSkipReason()
  if (skip) {
    console.error(`npm run scale cannot run here: ${skip}`)
    process.exit(1)
  }
  const started = new Date()
  const cluster = await startCluster(1)
  try {
    const migrations = await migrationRuns(cluster)
    const product = await someProduct(cluster)
    const pages = ['/', '/products', product.path, '/our-story']
    const rows: Row[] = []
    const publish: Array<{ instances: number; ms: number[]; untouched: string[] }> = []
    let grownTogether = 0
    for (let n = 1; n <= MAX_INSTANCES; n++) {
      if (n > 1) grownTogether += (await cluster.grow(1)).length
      rows.push(...(await measure(cluster, pages)))
      publish.push({ instances: n, ...(await publishVisible(cluster, 15_000)) })
    }
    const cache = await pageCacheAcross(cluster, ['/contact-us', '/shipping-returns'])
    const loginLimit = DEFAULT_RATE_LIMITS.login.perEmail.points
    const login = await loginBruteForce(cluster, loginLimit + 3)
    const firstRefusal = login.indexOf('RATE_LIMITED') + 1
    const suggestLimit = DEFAULT_RATE_LIMITS.suggest.perIp.points
    const suggest = await suggestionFlood(cluster, suggestLimit + MAX_INSTANCES)
    const first429 = suggest.indexOf(429) + 1
    const mails = await outboxMails(cluster, 12, 60_000)
    const kill = await killUnderLoad(cluster, '/products')
    const loadAtEnd = sh('uptime')

    const pagesTable = [
      `| Page | ${Array.from({ length: MAX_INSTANCES }, (_, i) => `${i + 1} instance${i ? 's' : ''}: req/s (p50 / p99 ms)`).join(' | ')} | failed |`,
      `|---|${'---|'.repeat(MAX_INSTANCES)}---|`,
      ...pages.map((page) => {
        const cells = rows.filter((r) => r.page === page)
        return `| \`${page}\` | ${cells.map((r) => `${r.rps} (${r.p50} / ${r.p99})`).join(' | ')} | ${cells.reduce((s, r) => s + r.failed, 0)} |`
      }),
    ].join('\n')
    const publishMax = Math.max(...publish.flatMap((p) => p.ms))
    const mailsOnce = mails.every((m) => m === 1)
    const report = `# Scaling out

Written by \`npm run scale\` (scripts/scale.ts; the checks live in harness/cluster.ts, which the two-instance
app test \`tests/app/two-instances.test.ts\` shares). How to run several instances, and what to watch, is in
docs/operations.md; why each piece is shared is in docs/architecture.md.

The run: the built shop (\`dist/node/index.mjs\`, \`NODE_ENV=production\`, test payments) as 1, then 2, then 3
instances, each started with an empty data directory, on one PostgreSQL database (empty at the first start) and one
Redis database, the content from a Sanity-compatible server (another shop's embedded lake), mail to an SMTP server on
loopback, behind Debian's nginx on loopback (round robin, \`proxy_next_upstream error timeout http_502 http_503\`, so
idempotent requests move to another instance when one dies; POSTs are never replayed). Load: autocannon,
${CONNECTIONS} connections, ${DURATION_S} s per page, every page cached (the page cache is shared in Redis).

## Machine

- Date: ${started.toISOString()}
- \`nproc\`: ${sh('nproc')}; CPU: ${os.cpus()[0]?.model.trim() ?? 'unknown'}; memory ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB; Node ${process.version}; ${nginxVersion()}
- \`uptime\` at the start: ${UPTIME_AT_START}
- \`uptime\` at the end: ${loadAtEnd}
- The machine was shared with other work (other sessions' builds and tests) during the run: a load average near or
  above the core count means the figures are pessimistic. Every instance, nginx, PostgreSQL, Redis, the content
  server and autocannon share these ${sh('nproc')} cores, so more instances cannot add throughput here; the figures show
  that the shop runs correctly as several instances, not how it scales on more cores.

## Throughput per page and instance count

${pagesTable}

## Checks

| Check | Result | Verdict |
|---|---|---|
| Migrations when the first instance starts on an empty database (the instances of the app test start at the same moment) | ${migrations.rows} migrations applied, ${migrations.distinct} distinct; ${grownTogether} more instances joined later | ${mark(migrations.rows === migrations.distinct)} |
| A content publish visible on every instance within ${PUBLISH_BOUND_MS} ms | ${publish.map((p) => `${p.instances} instance${p.instances > 1 ? 's' : ''}: ${p.ms.join(', ')} ms`).join('; ')} | ${mark(publishMax <= PUBLISH_BOUND_MS)} |
| One render per page across instances | ${Object.entries(cache)
      .map(([page, seen]) => `\`${page}\`: ${seen.join(', ')}`)
      .join(
        '; ',
      )} | ${mark(Object.values(cache).every((seen) => seen[0] === 'MISS' && seen.slice(1).every((s) => s === 'HIT')))} |
| After each publish, a page that does not show the product (\`/our-story\`) still cached on every instance | ${publish.map((p) => `${p.instances}: ${p.untouched.join(', ')}`).join('; ')} | ${mark(publish.every((p) => p.untouched.every((s) => s === 'HIT')))} |
| Login brute force on one address, one client, the attempts spread over ${MAX_INSTANCES} instances (limit ${loginLimit}) | first refusal at attempt ${firstRefusal} | ${mark(firstRefusal === loginLimit + 1)} |
| Search suggestions from one client over ${MAX_INSTANCES} instances (limit ${suggestLimit}/min) | first 429 at request ${first429}; after it: ${suggest.slice(suggestLimit).join(', ')} | ${mark(first429 === suggestLimit + 1 && suggest.slice(suggestLimit).every((s) => s === 429))} |
| Outbox: ${mails.length} verification mails, sign-ups spread over the instances | mails per address: ${mails.join(', ')} | ${mark(mailsOnce)} |
| One of ${MAX_INSTANCES} instances SIGKILLed a third of the way into ${DURATION_S * 2} s of load on \`/products\` | ${kill.requests} requests, ${kill.failed} failed at the balancer | ${mark(kill.failed === 0)} |
| Orders around the kill (checkouts paid on the test payment page, 5 before and 5 after) | ${kill.orders} paid, ${kill.lost} lost | ${mark(kill.lost === 0)} |
`
    writeFileSync(REPORT, report)
    console.info(`wrote ${path.relative(projectRoot, REPORT)}`)
  } finally {
    await cluster.close()
  }
}

await main()
