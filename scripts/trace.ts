/**
 * `npm run trace`: where a page's main-thread time goes after it appears, on a phone. The BUILT shop (`npm run build`
 * first), Debian's Chromium through Playwright at a phone's viewport with the CPU slowed 4× (Lighthouse's mobile
 * preset) and the network left alone (loopback). For each page, after one untimed visit that fills the page cache:
 *
 * - the long tasks (over 50 ms) from navigation until the page has hydrated and the main thread has had a second of
 *   quiet, their count and their blocking time (each one's time past 50 ms: what Lighthouse sums as Total Blocking
 *   Time, though observed here rather than simulated);
 * - the scripts behind them, from Chromium's long-animation-frame entries (which script, which function);
 * - the CPU profile of the same load, self time by script file;
 * - the same page with JavaScript off, the reference: what the page costs without any of its scripts.
 *
 * `npm run trace -- --write` also replaces the trace section of docs/performance.md. `--pages /,/ar` picks pages;
 * `--functions` prints the functions with the most self time per page.
 * Timings depend on the machine's load (printed with them); compare runs at a similar load.
 */
import type { Browser, CDPSession } from '@playwright/test'
import { runBrowserBenchmark } from './perf/browser-benchmark'
import { HYDRATED, PHONE } from './perf/phone'
import { machineNote } from './perf/report'

const CPU_SLOWDOWN = 4
/** The main thread counts as settled after this long without a long task, once the page has hydrated. */
const QUIET_MS = 1000

interface LongTask {
  start: number
  duration: number
}
interface FrameScript {
  url: string
  fn: string
  invoker: string
  duration: number
}
interface PageTrace {
  path: string
  javascript: boolean
  longTasks: LongTask[]
  blocking: number
  /** From navigation until the bag button names its count (React hydrated, the saved bag read); null without JS. */
  hydratedAt: number | null
  scripts: FrameScript[]
  profile: { url: string; selfMs: number }[]
}

/** Registered before any of the page's scripts: long tasks and long animation frames, kept on `window`. */
function observeMainThread() {
  const w = window as unknown as { __tasks: LongTask[]; __frames: FrameScript[]; __lastTaskEnd: number }
  w.__tasks = []
  w.__frames = []
  w.__lastTaskEnd = 0
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      w.__tasks.push({ start: e.startTime, duration: e.duration })
      w.__lastTaskEnd = Math.max(w.__lastTaskEnd, e.startTime + e.duration)
    }
  }).observe({ type: 'longtask', buffered: true })
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {
        scripts: { sourceURL: string; sourceFunctionName: string; invoker: string; duration: number }[]
      }[])
        for (const s of e.scripts)
          w.__frames.push({ url: s.sourceURL, fn: s.sourceFunctionName, invoker: s.invoker, duration: s.duration })
    }).observe({ type: 'long-animation-frame', buffered: true })
  } catch {
    // A browser without long-animation-frame entries: the profile still attributes the time.
  }
}

function shortUrl(url: string): string {
  if (!url) return '(no script)'
  const { pathname } = new URL(url)
  // Entries keep their page's name; shared chunks are named by their hash alone (the build's file names).
  return pathname
    .replace(/^\/assets\/(?:chunks|entries|static)\//, '')
    .replace(/^(pages_.*|entry-.*)\.[\w-]{8}\.js$/, '$1')
}

/** A V8 CPU profile, as the DevTools protocol's Profiler.stop gives it (the fields read here). */
interface Profile {
  nodes: { id: number; callFrame: { url: string; functionName: string; columnNumber: number } }[]
  samples?: number[]
  timeDeltas?: number[]
}

/** Self time per script file from a V8 CPU profile (ms). */
function selfTimeByUrl(profile: Profile): { url: string; selfMs: number }[] {
  // Samples outside any script: (program) is the browser's own work (parsing, style, layout, paint), (garbage
  // collector), native calls such as appendChild are charged to themselves; (idle) is not work.
  const urlOf = new Map(profile.nodes.map((n) => [n.id, n.callFrame.url || n.callFrame.functionName || '(native)']))
  const totals = new Map<string, number>()
  profile.samples?.forEach((id, i) => {
    const url = urlOf.get(id) ?? '?'
    if (url === '(idle)') return
    totals.set(url, (totals.get(url) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000)
  })
  return [...totals]
    .map(([url, selfMs]) => ({ url: url.startsWith('http') ? shortUrl(url) : url, selfMs }))
    .sort((a, b) => b.selfMs - a.selfMs)
}

/** `--functions`: the functions with the most self time, with where they are (minified names need the place). */
function topFunctions(profile: Profile, count: number): string[] {
  const totals = new Map<string, number>()
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]))
  profile.samples?.forEach((id, i) => {
    const frame = byId.get(id)
    if (!frame || frame.functionName === '(idle)') return
    const key = `${frame.functionName || '(anonymous)'} ${frame.url ? shortUrl(frame.url) : ''}:${frame.columnNumber}`
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000)
  })
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `  ${Math.round(ms)} ms ${key}`)
}

async function tracePage(browser: Browser, url: string, javascript: boolean): Promise<Omit<PageTrace, 'path'>> {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: javascript })
  try {
    const page = await context.newPage()
    await page.goto(url) // the untimed visit
    await page.addInitScript(observeMainThread)
    const cdp: CDPSession = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await cdp.send('Profiler.start')
    await page.goto(url, { waitUntil: 'load' })
    let hydratedAt: number | null = null
    if (javascript) {
      await page.locator(HYDRATED).waitFor({ timeout: 120_000 })
      hydratedAt = await page.evaluate(() => performance.now())
      await page.waitForFunction(
        (quiet) => performance.now() - (window as unknown as { __lastTaskEnd: number }).__lastTaskEnd > quiet,
        QUIET_MS,
        { timeout: 120_000, polling: 100 },
      )
    }
    const { profile } = await cdp.send('Profiler.stop')
    const observed = javascript
      ? await page.evaluate(() => {
          const w = window as unknown as { __tasks: LongTask[]; __frames: FrameScript[] }
          return { longTasks: w.__tasks, scripts: w.__frames }
        })
      : { longTasks: [], scripts: [] }
    const blocking = observed.longTasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0)
    if (process.argv.includes('--functions')) console.log(topFunctions(profile, 25).join('\n'))
    return { javascript, ...observed, blocking, hydratedAt, profile: selfTimeByUrl(profile) }
  } finally {
    await context.close()
  }
}

/** The long animation frames' scripts summed by file and function, longest first. */
function topScripts(scripts: FrameScript[], count: number): string[] {
  const totals = new Map<string, number>()
  for (const s of scripts) {
    const key = `${shortUrl(s.url)} ${s.fn || (s.invoker.startsWith('http') ? '(evaluation)' : s.invoker)}`
    totals.set(key, (totals.get(key) ?? 0) + s.duration)
  }
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `${Math.round(ms)} ms ${key}`)
}

function render(traces: PageTrace[]): string {
  const ms = (n: number) => `${Math.round(n).toLocaleString('en')} ms`
  const rows = traces.map((t) => {
    const cpu = t.profile.reduce((sum, p) => sum + p.selfMs, 0)
    const lens = t.longTasks.map((l) => Math.round(l.duration)).join(', ')
    return `| \`${t.path}\`${t.javascript ? '' : ' (no JavaScript)'} | ${t.longTasks.length} | ${ms(t.blocking)} | ${lens || '–'} | ${t.hydratedAt === null ? '–' : ms(t.hydratedAt)} | ${ms(cpu)} |`
  })
  const causes = traces
    .filter((t) => t.javascript)
    .map((t) => {
      const files = t.profile
        .slice(0, 6)
        .map((p) => `${p.url} ${Math.round(p.selfMs)}`)
        .join(', ')
      const frames = topScripts(t.scripts, 5).join('; ')
      return `- \`${t.path}\`: CPU by file (ms) ${files}. Long frames' scripts: ${frames || 'none'}.`
    })
  return `## Main thread on a phone (\`npm run trace\`)

\`npm run trace\` (scripts/trace.ts): the built shop in Debian's Chromium through Playwright, a phone's viewport, the
CPU slowed ${CPU_SLOWDOWN}× (the network is loopback, not throttled), each page visited once before. Long tasks from
navigation until the page has hydrated (the bag button names its count) and the main thread has had ${QUIET_MS} ms
without one; "blocking" sums each long task's time past 50 ms (Total Blocking Time, observed, not simulated). "CPU"
is the main thread's busy time in the page's CPU profile over the same span. The no-JavaScript row is the same
page with scripts off: the floor the page's own HTML and CSS set.

| Page | Long tasks | Blocking | Their lengths (ms) | Hydrated at | CPU |
|---|---:|---:|---|---:|---:|
${rows.join('\n')}

Where the time goes:

${causes.join('\n')}

${machineNote()}`
}

runBrowserBenchmark('trace', async ({ origin, browser, pages }) => {
  const traces: PageTrace[] = []
  for (const path of await pages((product) => [
    '/',
    '/products',
    product,
    '/cart',
    '/ar',
    '/ar/products',
    `/ar${product}`,
    '/ar/cart',
  ])) {
    for (const javascript of [true, false]) {
      console.log(`trace ${path}${javascript ? '' : ' (no JavaScript)'}…`)
      traces.push({ path, ...(await tracePage(browser, origin + path, javascript)) })
    }
  }
  return render(traces)
})
