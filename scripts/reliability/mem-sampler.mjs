/**
 * Where the shop's resident memory is (docs/reliability.md, "The RSS floor: V8's old space"). Diagnostics only, never
 * loaded by the shop itself: `NODE_OPTIONS=--import=<this file's URL> MEM_SAMPLER_OUT=<file.jsonl>` in the environment
 * of `npm run soak` (or of scripts/reliability/promotion-repro.ts) reaches the shop, and only the built shop's main
 * thread samples. One JSON line every 5 s: the main isolate's heap by space ([used, committed, physical] MB),
 * external memory and array buffers, the full and young collections since the last line, the heap in use after the
 * last full one (the live objects), and /proc/self/smaps split into file-backed, glibc's main arena ([heap]), its
 * thread arenas (64 MiB-aligned anonymous heaps), thread stacks and the rest of anonymous memory (V8's pages, the
 * workers' heaps, large mappings). MEM_SAMPLER_V8FLAGS: V8 flags set at start (e.g. `--trace-gc-nvp`, printed to the
 * shop's stdout); MEM_SAMPLER_PROFILE: see the heap sampling below.
 */
import { appendFileSync, readFileSync } from 'node:fs'
import { PerformanceObserver } from 'node:perf_hooks'
import v8 from 'node:v8'
import { isMainThread } from 'node:worker_threads'

const out = process.env.MEM_SAMPLER_OUT
const MB = 1024 * 1024
const mb = (bytes) => Math.round((bytes / MB) * 10) / 10
const ARENA = 64 * MB

function smaps() {
  const maps = []
  let cur
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line)
    if (head) {
      cur = { start: parseInt(head[1], 16), end: parseInt(head[2], 16), perms: head[3], name: head[4], rss: 0 }
      maps.push(cur)
    } else if (cur && line.startsWith('Rss:')) cur.rss = Number(/(\d+)/.exec(line)[1]) * 1024
  }
  const kinds = { file: 0, mainArena: 0, threadArenas: 0, arenaCount: 0, stacks: 0, otherAnon: 0, bigAnon: [] }
  for (let i = 0; i < maps.length; i++) {
    const m = maps[i]
    const size = m.end - m.start
    if (m.name.startsWith('/')) kinds.file += m.rss
    else if (m.name === '[heap]') kinds.mainArena += m.rss
    else if (m.name === '[stack]') kinds.stacks += m.rss
    else if (m.name.startsWith('[')) kinds.otherAnon += m.rss
    else if (m.perms.startsWith('rw') && m.start % ARENA === 0 && size <= ARENA && arenaTail(maps, i)) {
      kinds.threadArenas += m.rss
      kinds.arenaCount++
    } else if (
      m.perms.startsWith('rw') &&
      i > 0 &&
      maps[i - 1].end === m.start &&
      maps[i - 1].perms === '---p' &&
      maps[i - 1].end - maps[i - 1].start <= 64 * 1024 &&
      size >= 512 * 1024 &&
      size <= 16 * MB
    ) {
      kinds.stacks += m.rss
    } else {
      kinds.otherAnon += m.rss
      if (m.rss >= 2 * MB) kinds.bigAnon.push(`${m.start.toString(16)}:${mb(size)}/${mb(m.rss)}`)
    }
  }
  return kinds
}

/** A thread arena's heap: rw part from a 64 MiB boundary, then (unless it fills the 64 MiB) a ---p rest to the next. */
function arenaTail(maps, i) {
  const m = maps[i]
  if (m.end - m.start === ARENA) return true
  const next = maps[i + 1]
  return next !== undefined && next.start === m.end && next.perms === '---p' && next.end === m.start + ARENA
}

function status() {
  const text = readFileSync('/proc/self/status', 'utf8')
  const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(text)?.[1] ?? NaN) * 1024
  return { rssAnon: field('RssAnon'), rssFile: field('RssFile'), threads: field('Threads') / 1024 }
}

if (out && isMainThread && /dist\/node\/index\.mjs$/.test(process.argv[1] ?? '')) {
  for (const flag of (process.env.MEM_SAMPLER_V8FLAGS ?? '').split(' ').filter(Boolean)) v8.setFlagsFromString(flag)
  const started = Date.now()
  let majors = 0
  let minors = 0
  let liveAfterMajor = NaN
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = entry.detail?.kind ?? entry.kind
      if (kind === 4 /* mark-sweep-compact */) {
        majors++
        liveAfterMajor = process.memoryUsage().heapUsed
      } else minors++
    }
  }).observe({ entryTypes: ['gc'] })
  const timer = setInterval(() => {
    const mu = process.memoryUsage()
    const hs = v8.getHeapStatistics()
    const spaces = Object.fromEntries(
      v8
        .getHeapSpaceStatistics()
        .map((s) => [
          s.space_name.replace('_space', ''),
          [mb(s.space_used_size), mb(s.space_size), mb(s.physical_space_size)],
        ]),
    )
    const st = status()
    const sm = smaps()
    appendFileSync(
      out,
      `${JSON.stringify({
        at: Date.now(),
        t: Math.round((Date.now() - started) / 1000),
        rss: mb(mu.rss),
        rssAnon: mb(st.rssAnon),
        rssFile: mb(st.rssFile),
        threads: st.threads,
        heapUsed: mb(mu.heapUsed),
        heapTotal: mb(mu.heapTotal),
        v8Physical: mb(hs.total_physical_size),
        v8Malloced: mb(hs.malloced_memory),
        external: mb(mu.external),
        arrayBuffers: mb(mu.arrayBuffers),
        liveAfterMajor: mb(liveAfterMajor),
        majors,
        minors,
        spaces,
        file: mb(sm.file),
        mainArena: mb(sm.mainArena),
        threadArenas: mb(sm.threadArenas),
        arenaCount: sm.arenaCount,
        stacks: mb(sm.stacks),
        otherAnon: mb(sm.otherAnon),
        bigAnon: sm.bigAnon,
      })}\n`,
    )
    majors = 0
    minors = 0
  }, 5_000)
  timer.unref()
}

// Heap sampling on SIGUSR2 (MEM_SAMPLER_PROFILE=<prefix>): the first signal starts V8's sampling heap profiler,
// keeping objects that survived a scavenge (includeObjectsCollectedByMajorGC, not MinorGC): the promoted objects;
// the next writes <prefix>-N.heapprofile and stops.
if (out && process.env.MEM_SAMPLER_PROFILE && isMainThread && /dist\/node\/index\.mjs$/.test(process.argv[1] ?? '')) {
  const { Session } = await import('node:inspector')
  const { writeFileSync } = await import('node:fs')
  const session = new Session()
  session.connect()
  const post = (method, params) =>
    new Promise((resolve, reject) => session.post(method, params, (err, res) => (err ? reject(err) : resolve(res))))
  let sampling = false
  let n = 0
  process.on('SIGUSR2', () => {
    void (async () => {
      if (!sampling) {
        sampling = true
        await post('HeapProfiler.startSampling', {
          samplingInterval: 16384,
          includeObjectsCollectedByMajorGC: true,
          includeObjectsCollectedByMinorGC: false,
        })
      } else {
        sampling = false
        const { profile } = await post('HeapProfiler.stopSampling')
        writeFileSync(`${process.env.MEM_SAMPLER_PROFILE}-${++n}.heapprofile`, JSON.stringify(profile))
      }
    })().catch((err) => appendFileSync(out, `${JSON.stringify({ profilerError: String(err) })}\n`))
  })
}
