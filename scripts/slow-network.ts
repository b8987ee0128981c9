/**
 * `npm run slow-network`: a first visit over a phone's network, applied for real rather than simulated. The BUILT
 * shop (`npm run build` first) in Debian's Chromium through Playwright at a phone's viewport, with Lighthouse's own
 * slow-4G figures applied through the DevTools protocol (its "devtools" throttling: 562.5 ms per request, 1.47 Mbps
 * down, CPU 4× slower) and an empty browser cache on every load; the shop's page cache is warm.
 *
 * Lighthouse's score comes from its simulation (Lantern), which replays the unthrottled loopback load on a modelled
 * network and, for module scripts, cannot tell a script that arrived before the largest paint from one the paint
 * waited for (docs/performance.md, "The product page's floor"). This measures what the simulation infers: when the
 * largest image really paints on such a network with the page's scripts and with every script blocked (so the
 * difference is what the scripts cost it), when the page has hydrated (the bag button names its count), and in how
 * many waves its scripts were requested before that (each wave a round trip at least: the HTML's scripts, then what
 * their evaluation asked for, and so on).
 *
 * `-- --pages /,/ar` picks pages, `-- --runs 5` loads each that many times (default 3; the table shows medians),
 * `-- --write` replaces the section of docs/performance.md.
 */
import type { Browser } from '@playwright/test'
import { throttling } from 'lighthouse/core/config/constants.js'
import { runBrowserBenchmark } from './perf/browser-benchmark'
import { HYDRATED, PHONE } from './perf/phone'
import { machineNote } from './perf/report'

const SLOW_4G = throttling.mobileSlow4G
/** Script requests that start this long after the previous one belong to a new wave: discovered later, not queued. */
const WAVE_GAP_MS = SLOW_4G.requestLatencyMs / 2

interface Load {
  lcp: number
  /** null with scripts blocked, or when the page never hydrated within the wait. */
  hydratedAt: number | null
  scripts: number
  waves: number
}

/** Registered before the page's scripts: the largest paint and the moment the bag button names its count. */
function observeLoad(hydrated: string) {
  const w = window as unknown as { __lcp: number; __hydratedAt: number | null }
  w.__lcp = 0
  w.__hydratedAt = null
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__lcp = e.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  const watch = new MutationObserver(() => {
    if (document.querySelector(hydrated)) {
      w.__hydratedAt = performance.now()
      watch.disconnect()
    }
  })
  watch.observe(document, { subtree: true, childList: true, attributes: true })
}

async function loadOnce(browser: Browser, url: string, scripts: boolean): Promise<Load> {
  const context = await browser.newContext(PHONE)
  try {
    const page = await context.newPage()
    await page.addInitScript(observeLoad, HYDRATED)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.requestLatencyMs,
      downloadThroughput: (SLOW_4G.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (SLOW_4G.uploadThroughputKbps * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdownMultiplier })
    // The observer above is a script of the test's own (addInitScript), which blocking the page's files leaves alone.
    if (!scripts) await cdp.send('Network.setBlockedURLs', { urls: ['*.js'] })
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    if (scripts) {
      await page.waitForFunction(
        () => (window as unknown as { __hydratedAt: number | null }).__hydratedAt !== null,
        null,
        {
          timeout: 120_000,
          polling: 100,
        },
      )
    }
    // The largest paint is final once the page has loaded (or hydrated) and a frame has passed.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))))
    return await page.evaluate((gap) => {
      const w = window as unknown as { __lcp: number; __hydratedAt: number | null }
      const until = w.__hydratedAt ?? Infinity
      const starts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => new URL(e.name).pathname.endsWith('.js') && e.startTime < until)
        .map((e) => e.startTime)
        .sort((a, b) => a - b)
      const waves = starts.filter((t, i) => i === 0 || t - starts[i - 1]! > gap).length
      return { lcp: w.__lcp, hydratedAt: w.__hydratedAt, scripts: starts.length, waves }
    }, WAVE_GAP_MS)
  } finally {
    await context.close()
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN
}

interface PageResult {
  path: string
  withScripts: Load[]
  withoutScripts: Load[]
}

function render(results: PageResult[], runs: number): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`
  const range = (values: number[]) => `${s(Math.min(...values))}–${s(Math.max(...values))}`
  const rows = results.map(({ path, withScripts, withoutScripts }) => {
    const lcp = withScripts.map((l) => l.lcp)
    const bare = withoutScripts.map((l) => l.lcp)
    const hydrated = withScripts.map((l) => l.hydratedAt ?? NaN)
    return `| \`${path}\` | ${s(median(lcp))} (${range(lcp)}) | ${s(median(bare))} (${range(bare)}) | ${s(median(lcp) - median(bare))} | ${s(median(hydrated))} (${range(hydrated)}) | ${median(withScripts.map((l) => l.scripts))} | ${median(withScripts.map((l) => l.waves))} |`
  })
  const network = `${SLOW_4G.requestLatencyMs} ms per request, ${(SLOW_4G.downloadThroughputKbps / 1000).toFixed(2)} Mbps down`
  return `## A first visit on slow 4G, applied (\`npm run slow-network\`)

\`npm run slow-network -- --write\` (scripts/slow-network.ts): each page loaded ${runs} times in Debian's Chromium at a
phone's viewport with Lighthouse's slow-4G figures applied through the DevTools protocol (its "devtools" throttling:
${network}, CPU ${SLOW_4G.cpuSlowdownMultiplier}× slower), an empty browser cache each time, the shop's page
cache warm; medians with the range. "LCP, no scripts" is the same page with every script blocked: the difference is
what the scripts cost the largest paint. "Script waves" counts the rounds in which the scripts that hydration waited
for were requested (the HTML's, then those their evaluation asked for, …): each costs at least a round trip.

| Page | LCP | LCP, no scripts | Scripts' cost to LCP | Hydrated at | Scripts before hydration | Script waves |
|---|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}

${machineNote()}`
}

runBrowserBenchmark('slow-network', async ({ origin, browser, pages, option }) => {
  const runs = Number(option('--runs') ?? 3)
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs takes a whole number of loads, not ${option('--runs')}`)
  const results: PageResult[] = []
  for (const path of await pages((product) => ['/', '/products', product, '/ar', `/ar${product}`])) {
    await fetch(origin + path) // fills the page cache and the image variants
    const result: PageResult = { path, withScripts: [], withoutScripts: [] }
    // Interleaved, so a change in the machine's load moves both alike.
    for (let run = 0; run < runs; run++) {
      result.withScripts.push(await loadOnce(browser, origin + path, true))
      result.withoutScripts.push(await loadOnce(browser, origin + path, false))
    }
    const last = result.withScripts.at(-1)!
    console.log(
      `${path}: LCP ${result.withScripts.map((l) => Math.round(l.lcp)).join(', ')} ms; without scripts ` +
        `${result.withoutScripts.map((l) => Math.round(l.lcp)).join(', ')} ms; hydrated ` +
        `${result.withScripts.map((l) => Math.round(l.hydratedAt ?? NaN)).join(', ')} ms; ${last.scripts} scripts in ${last.waves} waves`,
    )
    results.push(result)
  }
  return render(results, runs)
})
