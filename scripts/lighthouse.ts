/**
 * `npm run lighthouse`: Lighthouse (the npm package, mobile preset) on Debian's Chromium against the BUILT shop, for
 * `/`, `/products` and one product page; writes the four category scores, LCP, TBT and CLS to docs/performance.md
 * and lists every audit that cost a point. CHROME_PATH picks the browser (default /usr/bin/chromium).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { projectRoot } from '@/server/paths'
import { startShop } from '@/tests/helpers/shop'
import { machineNote, writeReportSection } from './perf/report'
import { firstProductPath } from './perf/shop-pages'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const REPORTS_DIR = path.join(projectRoot, 'dist', 'lighthouse')
const METRICS = { lcp: 'largest-contentful-paint', tbt: 'total-blocking-time', cls: 'cumulative-layout-shift' }

interface PageResult {
  path: string
  scores: Record<(typeof CATEGORIES)[number], number>
  lcp: string
  tbt: string
  cls: string
  /** Audits that scored below 1 in a category that is not a perfect 100, with Lighthouse's own title. */
  failing: string[]
}

/** Lighthouse's own run, retried: on a busy machine the trace sometimes misses the navigation (NO_NAVSTART). */
async function runLighthouse(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const error = result.lhr.runtimeError
    if (!error) return result
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${error.message}`)
    console.warn(`Lighthouse failed on ${url} (${error.code}); trying again`)
  }
}

async function audit(url: string, port: number): Promise<Omit<PageResult, 'path'>> {
  const result = await runLighthouse(url, port)
  const { lhr } = result
  // The whole report, for the details behind a score (open it in https://googlechrome.github.io/lighthouse/viewer/).
  mkdirSync(REPORTS_DIR, { recursive: true })
  const name = new URL(url).pathname.replace(/^\/$/, '/home').slice(1).replace(/\//g, '-')
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
  return { scores, lcp: metric(METRICS.lcp), tbt: metric(METRICS.tbt), cls: metric(METRICS.cls), failing }
}

async function main() {
  const shop = await startShop({ env: { LOG_LEVEL: 'warn' } })
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  try {
    const paths = ['/', '/products', await firstProductPath(shop.url)]
    const results: PageResult[] = []
    for (const page of paths) {
      // One untimed visit first: the page cache and the image variants are filled, as on a shop that has had visitors.
      await audit(shop.url + page, chrome.port)
      console.log(`lighthouse ${page}…`)
      results.push({ path: page, ...(await audit(shop.url + page, chrome.port)) })
    }
    const report = renderReport(results)
    writeReportSection('lighthouse', report)
    console.log(`${report}\n\nFull reports: ${path.relative(projectRoot, REPORTS_DIR)}/`)
  } finally {
    chrome.kill()
    await shop.stop()
  }
}

function renderReport(results: PageResult[]): string {
  const version = (lighthouse as unknown as { version?: string }).version
  const rows = results.map(
    (r) =>
      `| \`${r.path}\` | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${r.lcp} | ${r.tbt} | ${r.cls} |`,
  )
  const failing = results.flatMap((r) => r.failing.map((f) => `- \`${r.path}\` ${f}`))
  return `## Lighthouse (mobile)

\`npm run lighthouse\`: Lighthouse${version ? ` ${version}` : ''} (npm package, default mobile preset: simulated slow 4G and
4× CPU slowdown) on ${process.env.CHROME_PATH ?? '/usr/bin/chromium'}, headless, against the built shop as \`npm start\`
runs it locally (plain HTTP on loopback). Each page is visited once before the measured run, so the page cache and
the image variants are warm.

| Page | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS |
|---|---:|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}

${failing.length ? `What still costs points:\n\n${failing.join('\n')}` : 'Nothing costs a point.'}

${machineNote()}`
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
