/**
 * `npm run lighthouse`: Lighthouse (the npm package, mobile preset) on Debian's Chromium against the BUILT shop, for
 * `/`, `/products`, one product page and the Arabic home and product pages; writes the four category scores, LCP, TBT
 * and CLS to docs/performance.md and lists every audit that cost a point. Then the layout shift of `/` and the two
 * Arabic pages on the mobile and desktop presets with the network throttled for real, so that a late font swaps in
 * view (docs/product.md §19.5), in a section of its own; `npm run lighthouse -- --layout-shift` measures only that.
 * CHROME_PATH picks the browser (default /usr/bin/chromium).
 *
 * Beside each page, the same page with every script blocked (`blockedUrlPatterns`): the reference a figure is read
 * against, since this machine's CPU is shared and its load moves the figures of both alike. `-- --pages /,/ar` picks
 * the pages, `-- --runs 2` measures each page that many times and keeps the best performance score (the issue's
 * "best of two runs"), `-- --no-layout-shift` skips the layout-shift section.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Flags } from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { projectRoot } from '@/server/paths'
import { startShop } from '@/harness/shop'
import { machineNote, writeReportSection } from './perf/report'
import { firstProductPath } from './perf/shop-pages'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const REPORTS_DIR = path.join(projectRoot, 'dist', 'lighthouse')
const METRICS = { lcp: 'largest-contentful-paint', tbt: 'total-blocking-time', cls: 'cumulative-layout-shift' }

interface PageResult {
  path: string
  /** The page with its scripts blocked: the no-JavaScript reference. */
  noJs?: boolean
  scores: Record<(typeof CATEGORIES)[number], number>
  lcp: string
  tbt: string
  cls: string
  /**
   * Lighthouse's own reading of the machine's speed at the start of the run (`benchmarkIndex`, its "CPU/Memory
   * Power"; higher is faster): the same code scores lower on a slower day, so a figure is read with it.
   */
  benchmark: number
  /** Audits that scored below 1 in a category that is not a perfect 100, with Lighthouse's own title. */
  failing: string[]
}

/** Lighthouse's own run, retried: on a busy machine the trace sometimes misses the navigation (NO_NAVSTART). */
async function runLighthouse(url: string, port: number, options: { flags?: Flags; desktop?: boolean } = {}) {
  for (let attempt = 1; ; attempt++) {
    const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], ...options.flags }
    const result = await lighthouse(url, flags, options.desktop ? desktopConfig : undefined)
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const error = result.lhr.runtimeError
    if (!error) return result
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${error.message}`)
    console.warn(`Lighthouse failed on ${url} (${error.code}); trying again`)
  }
}

async function audit(url: string, port: number, noJs = false): Promise<Omit<PageResult, 'path'>> {
  const result = await runLighthouse(url, port, noJs ? { flags: { blockedUrlPatterns: ['*.js'] } } : {})
  const { lhr } = result
  // The whole report, for the details behind a score (open it in https://googlechrome.github.io/lighthouse/viewer/).
  mkdirSync(REPORTS_DIR, { recursive: true })
  const name = new URL(url).pathname.replace(/^\/$/, '/home').slice(1).replace(/\//g, '-') + (noJs ? '-no-js' : '')
  writeFileSync(path.join(REPORTS_DIR, `${name}.json`), result.report as string)
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as PageResult['scores']
  const failing = CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 || id === 'performance')
      .map((ref) => lhr.audits[ref.id]!)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
      .filter((a) => id !== 'performance' || a.scoreDisplayMode === 'numeric' || a.details?.type === 'opportunity')
      .map((a) => `${id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`),
  )
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?'
  const benchmark = Math.round(lhr.environment.benchmarkIndex)
  return {
    noJs,
    scores,
    lcp: metric(METRICS.lcp),
    tbt: metric(METRICS.tbt),
    cls: metric(METRICS.cls),
    benchmark,
    failing,
  }
}

/** The best performance score of `runs` audits of the page (Lighthouse's run-to-run swing on a shared machine). */
async function bestOf(runs: number, url: string, port: number, noJs = false) {
  let best: Omit<PageResult, 'path'> | undefined
  for (let run = 0; run < runs; run++) {
    const result = await audit(url, port, noJs)
    console.log(
      `  performance ${result.scores.performance}, TBT ${result.tbt}, LCP ${result.lcp}, CPU index ${result.benchmark}${noJs ? ' (no JS)' : ''}`,
    )
    if (!best || result.scores.performance > best.scores.performance) best = result
  }
  return best!
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name)
  return at >= 0 ? process.argv[at + 1] : undefined
}

interface ShiftResult {
  path: string
  preset: 'mobile' | 'desktop'
  cls: string
  /** The shifts Lighthouse finds a web font behind (its "Web font loaded" root cause), summed. */
  fontShift: number
  /** The Arabic font files the page fetched (components/ui/fontFiles.ts): preloaded, or drawn. */
  arabicFiles: string[]
}

/**
 * CLS with the network throttled for real (`devtools`): Lighthouse's default simulation loads the page at full speed
 * and only computes the timings, so every font is in before the first paint and no swap can shift anything.
 */
async function layoutShift(
  url: string,
  port: number,
  preset: ShiftResult['preset'],
): Promise<Omit<ShiftResult, 'path'>> {
  const { lhr } = await runLighthouse(url, port, {
    flags: { onlyCategories: ['performance'], throttlingMethod: 'devtools' },
    desktop: preset === 'desktop',
  })
  type Table = { items?: { url?: string; score?: number; subItems?: { items: { cause?: string }[] } }[] }
  const shifts = (lhr.audits['layout-shifts']?.details as Table | undefined)?.items ?? []
  const fontShift = shifts
    .filter((shift) => shift.subItems?.items.some((cause) => /font/i.test(cause.cause ?? '')))
    .reduce((sum, shift) => sum + (shift.score ?? 0), 0)
  const requests = (lhr.audits['network-requests']?.details as Table | undefined)?.items ?? []
  const arabicFiles = requests
    .map((request) => /\/fonts\/(noto-[a-z]+-arabic)-/.exec(request.url ?? '')?.[1])
    .filter((name): name is string => Boolean(name))
  return { preset, cls: lhr.audits[METRICS.cls]?.displayValue ?? '?', fontShift, arabicFiles }
}

async function main() {
  const shop = await startShop({ env: { LOG_LEVEL: 'warn' } })
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  try {
    const product = await firstProductPath(shop.url)
    const warm = new Set<string>()
    if (!process.argv.includes('--layout-shift')) {
      const results: PageResult[] = []
      const runs = Number(option('--runs') ?? 1)
      const pages = option('--pages')?.split(',') ?? ['/', '/products', product, '/cart', '/ar', `/ar${product}`]
      for (const page of pages) {
        // One untimed visit first: the page cache and the image variants are filled, as on a shop that has had visitors.
        await audit(shop.url + page, chrome.port)
        warm.add(page)
        console.log(`lighthouse ${page}…`)
        results.push({ path: page, ...(await bestOf(runs, shop.url + page, chrome.port)) })
        results.push({ path: page, ...(await bestOf(1, shop.url + page, chrome.port, true)) })
      }
      const report = renderReport(results)
      writeReportSection('lighthouse', report)
      console.log(`${report}\n\nFull reports: ${path.relative(projectRoot, REPORTS_DIR)}/`)
    }
    const shifts: ShiftResult[] = []
    for (const page of process.argv.includes('--no-layout-shift') ? [] : ['/', '/ar', `/ar${product}`]) {
      if (!warm.has(page)) await layoutShift(shop.url + page, chrome.port, 'desktop')
      for (const preset of ['mobile', 'desktop'] as const) {
        console.log(`lighthouse ${page}, layout shift (${preset}, throttled)…`)
        shifts.push({ path: page, ...(await layoutShift(shop.url + page, chrome.port, preset)) })
      }
    }
    if (shifts.length) {
      const report = renderShiftReport(shifts)
      writeReportSection('layout-shift', report)
      console.log(report)
    }
  } finally {
    chrome.kill()
    await shop.stop()
  }
}

function renderReport(results: PageResult[]): string {
  const version = (lighthouse as unknown as { version?: string }).version
  const rows = results.map(
    (r) =>
      `| \`${r.path}\`${r.noJs ? ' without JavaScript' : ''} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.benchmark} |`,
  )
  const failing = results.filter((r) => !r.noJs).flatMap((r) => r.failing.map((f) => `- \`${r.path}\` ${f}`))
  return `## Lighthouse (mobile)

\`npm run lighthouse\`: Lighthouse${version ? ` ${version}` : ''} (npm package, default mobile preset: simulated slow 4G and
4× CPU slowdown) on ${process.env.CHROME_PATH ?? '/usr/bin/chromium'}, headless, against the built shop as \`npm start\`
runs it locally (plain HTTP on loopback). Each page is visited once before the measured run, so the page cache and
the image variants are warm. Each page is followed by itself with every script blocked (the same HTML and CSS, no
JavaScript): the reference for this machine's state at that moment, so the difference is what the scripts cost.
"CPU index" is Lighthouse's own benchmark of the machine as the run started (\`benchmarkIndex\`; higher is faster,
and Lighthouse warns below 1,000): the same pages score lower on a slower machine or day.

| Page | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS | CPU index |
|---|---:|---:|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}

${failing.length ? `What still costs points:\n\n${failing.join('\n')}` : 'Nothing costs a point.'}

${machineNote()}`
}

function renderShiftReport(shifts: ShiftResult[]): string {
  const rows = shifts.map(
    (s) =>
      `| \`${s.path}\` | ${s.preset} | ${s.cls} | ${s.fontShift.toFixed(3)} | ${s.arabicFiles.join(', ') || 'none'} |`,
  )
  return `## Layout shift while the fonts load (mobile and desktop)

\`npm run lighthouse\` (or \`npm run lighthouse -- --layout-shift\` alone): Lighthouse's performance category on the
mobile and the desktop preset with the network throttled for real (\`throttlingMethod: 'devtools'\`; the default
simulation loads at full speed, so on loopback every font is in before the first paint and cannot move anything),
against the built shop, each page visited once before. "Web-font shifts" sums the shifts Lighthouse finds a web font
behind; "Arabic files" are the Arabic font files the page fetched (docs/product.md §19.5).

| Page | Preset | CLS | Web-font shifts | Arabic files |
|---|---|---:|---:|---|
${rows.join('\n')}

${machineNote()}`
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
