/**
 * `npm run soak -- --probe` (docs/reliability.md, "Where the time goes"): starts the shop with probe.mjs inside it
 * and a CPU profile, then prints what they saw over the measured part: the event loop's delay, the thread pool's
 * queue, dns.lookup calls, the PostgreSQL pool's waits and queries by kind, each route's time split into pool wait,
 * queries, the stock lock and Redis, the CPU's share per package and the busiest functions, and PostgreSQL's own
 * view of the shop's connections. Load-independent figures (shares, counts per request) are what decide.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { ActivitySummary } from '@/harness/reliability/db-activity'

const PROBE = fileURLToPath(new URL('./probe.mjs', import.meta.url))

/** The environment that loads the probe and the profiler into the shop, and where they write. */
export function startProbe(): { dir: string; env: Record<string, string> } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'soak-probe-'))
  console.info(`[soak] probe: writing to ${dir}`)
  return {
    dir,
    env: {
      NODE_OPTIONS: `--import=${pathToFileURL(PROBE).href}`,
      SOAK_PROBE_OUT: path.join(dir, 'probe.jsonl'),
    },
  }
}

interface Summary {
  n: number
  mean: number | null
  p50: number | null
  p99: number | null
  max: number | null
}
interface RouteLine {
  total: Summary
  poolWait: Summary
  pgMs: Summary
  lockMs: Summary
  redisMs: Summary
  pgQueriesPerRequest: number
  redisPerRequest: number
  dnsPerRequest: number
}
interface ProbeLine {
  at: string
  eventLoopDelay: { mean: number; p50: number; p99: number; max: number }
  threadpoolWait: Summary
  dnsLookups: Record<string, number>
  pgPoolWait: Summary
  pgQueries: Record<string, Summary>
  routes: Record<string, RouteLine>
}

const avg = (xs: number[]) => (xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10 : NaN)
const most = (xs: number[]) => (xs.length ? Math.max(...xs) : NaN)
/** Mean of the windows' means (weighted by their counts) and the worst window's p99. */
function merge(summaries: Summary[]): { n: number; mean: number; worstP99: number } {
  const n = summaries.reduce((a, s) => a + s.n, 0)
  const sum = summaries.reduce((a, s) => a + (s.mean ?? 0) * s.n, 0)
  return { n, mean: Math.round((sum / Math.max(1, n)) * 10) / 10, worstP99: most(summaries.map((s) => s.p99 ?? 0)) }
}

function printProbeLines(lines: ProbeLine[]): void {
  console.info(`\n[probe] ${lines.length} windows of 5 s in the measured part`)
  const loop = lines.map((l) => l.eventLoopDelay)
  console.info(
    `[probe] event-loop delay: mean ${avg(loop.map((l) => l.mean))} ms, p99 of the windows ${avg(loop.map((l) => l.p99))} ms (worst ${most(loop.map((l) => l.p99))}), max ${most(loop.map((l) => l.max))} ms`,
  )
  const pool = merge(lines.map((l) => l.threadpoolWait))
  console.info(`[probe] thread-pool queue (a stat's wait): mean ${pool.mean} ms, worst window p99 ${pool.worstP99} ms`)
  const dns = new Map<string, number>()
  for (const l of lines) for (const [host, n] of Object.entries(l.dnsLookups)) dns.set(host, (dns.get(host) ?? 0) + n)
  console.info(`[probe] dns.lookup calls: ${JSON.stringify(Object.fromEntries(dns))}`)
  const wait = merge(lines.map((l) => l.pgPoolWait))
  console.info(
    `[probe] PostgreSQL pool: ${wait.n} checkouts, mean wait ${wait.mean} ms, worst window p99 ${wait.worstP99} ms`,
  )
  const kinds = new Map<string, Summary[]>()
  for (const l of lines) for (const [k, s] of Object.entries(l.pgQueries)) kinds.set(k, [...(kinds.get(k) ?? []), s])
  const byCount = [...kinds].map(([k, ss]) => [k, merge(ss)] as const).sort((a, b) => b[1].n - a[1].n)
  for (const [k, m] of byCount.slice(0, 15))
    console.info(`[probe]   query ×${m.n}, mean ${m.mean} ms, worst p99 ${m.worstP99} ms: ${k}`)
  console.info(
    '[probe] route | requests | mean ms | pool wait | queries (ms) | stock lock | Redis (ms) | per request: queries, Redis, dns',
  )
  const routes = new Map<string, RouteLine[]>()
  for (const l of lines) for (const [r, s] of Object.entries(l.routes)) routes.set(r, [...(routes.get(r) ?? []), s])
  for (const [route, rs] of routes) {
    const total = merge(rs.map((r) => r.total))
    const part = (pick: (r: RouteLine) => Summary) => merge(rs.map(pick)).mean
    console.info(
      `[probe] ${route} | ${total.n} | ${total.mean} | ${part((r) => r.poolWait)} | ${part((r) => r.pgMs)} | ${part((r) => r.lockMs)} | ${part((r) => r.redisMs)} | ${avg(rs.map((r) => r.pgQueriesPerRequest))}, ${avg(rs.map((r) => r.redisPerRequest))}, ${avg(rs.map((r) => r.dnsPerRequest))}`,
    )
  }
}

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
  startTime: number
}

/** Which package (or the shop's own bundle, or V8) a function belongs to. */
function owner(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)'
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1]
  if (pkg) return pkg
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0]
  if (url.includes('/dist/node/')) return 'shop (dist/node)'
  return url
}

/** Self time per package and the busiest functions, over the samples taken after `since` (epoch ms). */
function printProfile(dir: string, since: number): void {
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'))
  if (!file) return void console.info('[probe] no CPU profile was written')
  const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Profile
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const packages = new Map<string, number>()
  const functions = new Map<string, number>()
  // Profile times are microseconds on the monotonic clock; the measured part is the profile's tail.
  const end = profile.startTime + profile.timeDeltas.reduce((a, b) => a + b, 0)
  const from = end - (Date.now() - since) * 1000
  let t = profile.startTime
  let total = 0
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i]!
    if (t < from) return
    const node = byId.get(id)!
    const { functionName, url, lineNumber } = node.callFrame
    const us = profile.timeDeltas[i]!
    total += us
    const pkg = owner(url, functionName)
    packages.set(pkg, (packages.get(pkg) ?? 0) + us)
    const fn = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`
    functions.set(fn, (functions.get(fn) ?? 0) + us)
  })
  const share = (us: number) => `${((100 * us) / Math.max(1, total)).toFixed(1)} %`
  console.info(
    `[probe] CPU profile ${path.join(dir, file)}: ${(total / 1e6).toFixed(1)} s sampled in the measured part`,
  )
  for (const [pkg, us] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.info(`[probe]   ${share(us)} ${pkg}`)
  console.info('[probe] busiest functions (self time):')
  for (const [fn, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.info(`[probe]   ${share(us)} ${fn}`)
}

/** Everything the probe and the profiler wrote about the measured part (from `since`, epoch ms). */
export function printProbe(dir: string, since: number): void {
  let lines: ProbeLine[] = []
  try {
    lines = readFileSync(path.join(dir, 'probe.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as ProbeLine)
      .filter((l) => Date.parse(l.at) > since + 5_000)
  } catch {
    console.info('[probe] the probe wrote nothing')
  }
  if (lines.length) printProbeLines(lines)
  printProfile(dir, since)
}

export function printActivity(summary: ActivitySummary): void {
  console.info(
    `\n[probe] PostgreSQL, the shop's connections (${summary.samples} samples, 1 a second): state / wait: mean, most at once`,
  )
  for (const [what, s] of Object.entries(summary.states).sort((a, b) => b[1].mean - a[1].mean))
    console.info(`[probe]   ${what}: ${s.mean}, ${s.max}`)
  console.info(
    `[probe]   waiting for an advisory lock: mean ${summary.advisoryWaiters.mean}, most ${summary.advisoryWaiters.max}`,
  )
  const { direct, proxied } = summary.roundTrip
  console.info(
    `[probe] select 1 from the soak's process: straight to PostgreSQL mean ${direct.mean} ms (most ${direct.max}); through the fault proxy ${proxied ? `mean ${proxied.mean} ms (most ${proxied.max})` : '—'}`,
  )
}

/** CPU seconds (user + system) the process `pid` has used so far, from /proc (clock ticks of 10 ms). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/**
 * The soak's own process (autocannon, the Stripe fake and SMTP on its loop, the fault proxies on a worker thread)
 * against the shop's, over the measured part: the event-loop delay of the soak's loop, and the CPU each used. On two
 * shared cores whatever the load generator takes, the shop does not get.
 */
export function watchProcesses(shopPid: number) {
  const loop = monitorEventLoopDelay({ resolution: 10 })
  let started = { at: 0, soak: 0, shop: 0 }
  const soakCpu = () => {
    const { user, system } = process.cpuUsage()
    return (user + system) / 1e6
  }
  return {
    start() {
      loop.enable()
      started = { at: Date.now(), soak: soakCpu(), shop: cpuSeconds(shopPid) }
    },
    print() {
      loop.disable()
      const wall = (Date.now() - started.at) / 1000
      const share = (s: number) => `${s.toFixed(1)} s (${Math.round((100 * s) / wall)} % of a core)`
      const ms = (ns: number) => Math.round(ns / 1e5) / 10
      console.info(
        `[probe] CPU over the measured ${Math.round(wall)} s: the shop ${share(cpuSeconds(shopPid) - started.shop)}, the soak's process ${share(soakCpu() - started.soak)}`,
      )
      console.info(
        `[probe] the soak's own event loop (load generator, Stripe fake, SMTP): delay mean ${ms(loop.mean)} ms, p50 ${ms(loop.percentile(50))}, p99 ${ms(loop.percentile(99))}, max ${ms(loop.max)}`,
      )
    },
  }
}
