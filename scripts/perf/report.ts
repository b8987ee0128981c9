/**
 * docs/performance.md is written by four benchmarks (`npm run bench`, `lighthouse`, `trace`, `slow-network`): each
 * owns one section, between `<!-- name:start -->` and `<!-- name:end -->`, and replaces only that, so each can be
 * rerun alone.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { projectRoot } from '@/server/paths'

export const REPORT_FILE = path.join(projectRoot, 'docs', 'performance.md')

const HEADER = `# Performance

Four benchmarks write this file; each replaces only its own section. All four start the built shop
(\`npm run build\` first) on 127.0.0.1 with every embedded default (content lake, PGlite, in-memory rate limits) and a
throw-away data directory. They are measurements, not tests: CI does not run them and nothing is gated on a timing.

- \`npm run bench\` (scripts/bench.ts): server latency and throughput per page, cached and uncached, against a
  bare Node server answering the same bytes; start-up time and memory of the compiled server against the TypeScript
  sources run by tsx.
- \`npm run lighthouse\` (scripts/lighthouse.ts): Lighthouse's four category scores for \`/\`, \`/products\`, a
  product page, \`/cart\` and the Arabic home and product pages on the mobile preset, each beside itself without
  JavaScript; the layout shift of \`/\` and the Arabic pages on the mobile and desktop presets with the network
  throttled, as the fonts arrive (\`-- --layout-shift\`: that alone).
- \`npm run trace -- --write\` (scripts/trace.ts): each page's long tasks on a phone (4× CPU slowdown) until it has
  hydrated, and the scripts behind them, beside the page without JavaScript.
- \`npm run slow-network -- --write\` (scripts/slow-network.ts): a first visit with Lighthouse's slow-4G network and
  CPU applied for real: when the largest paint lands with and without the page's scripts, when the page hydrates,
  and in how many waves its scripts were requested before that.
`

/** Replaces the section, or appends it when the file has none yet. */
export function writeReportSection(name: string, body: string): void {
  const start = `<!-- ${name}:start -->`
  const end = `<!-- ${name}:end -->`
  const section = `${start}\n${body.trim()}\n${end}`
  let text = existsSync(REPORT_FILE) ? readFileSync(REPORT_FILE, 'utf8') : ''
  if (!text.includes('<!-- ')) text = HEADER // the old single-report layout: start over
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  text =
    from >= 0 && to > from
      ? text.slice(0, from) + section + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${section}\n`
  writeFileSync(REPORT_FILE, text)
}

/**
 * The machine and the time, for the reader comparing two runs. PERF_MACHINE names the machine: a virtual machine's
 * host name says little.
 */
export function machineNote(): string {
  const cpus = os.cpus()
  const load = os.loadavg().map((n) => n.toFixed(2))
  return [
    ...(process.env.PERF_MACHINE ? [`- Machine: ${process.env.PERF_MACHINE}`] : []),
    `- Date: ${new Date().toISOString()}`,
    `- Node: ${process.version}`,
    `- CPU: ${cpus[0]?.model.trim() ?? 'unknown'} × ${cpus.length}`,
    `- Memory: ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    `- OS: ${os.type()} ${os.release()} (${os.arch()})`,
    `- Load average at the end (1, 5, 15 min): ${load.join(', ')}. A load near or above the core count means other`,
    `  work shared the CPU and the figures are pessimistic; rerun on a quiet machine to compare.`,
  ].join('\n')
}
