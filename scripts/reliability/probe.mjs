/**
 * Where a request's time goes, measured inside the shop (`npm run soak -- --probe`): loaded into the shop process
 * with `--import`, it writes one JSON line every 5 s to SOAK_PROBE_OUT with the event loop's delay, how long a
 * trivial job waits for libuv's thread pool (argon2, file reads, zlib and dns.lookup share it), dns.lookup calls,
 * the PostgreSQL pool (waits for a connection, queries and their time by kind, the advisory stock lock's wait) and,
 * per route, each request's time split into those waits plus Redis round trips. Plain JavaScript, so the built shop
 * loads it as it is; diagnostics only, never loaded by the shop itself.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { appendFileSync, stat, writeFileSync } from 'node:fs'
import { Session } from 'node:inspector'
import { createRequire } from 'node:module'
import dns from 'node:dns'
import http from 'node:http'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { isMainThread } from 'node:worker_threads'

const out = process.env.SOAK_PROBE_OUT
// The shop's own copies of pg and ioredis (it is started in its project's directory).
const requireHere = createRequire(`${process.cwd()}/package.json`)
const als = new AsyncLocalStorage()
const now = () => performance.now()

/** Sorted-on-demand samples with percentiles. */
class Samples {
  values = []
  add(v) {
    if (this.values.length < 200_000) this.values.push(v)
  }
  summary() {
    const s = this.values.sort((a, b) => a - b)
    const q = (p) => (s.length ? Math.round(s[Math.min(s.length - 1, Math.floor(p * s.length))] * 10) / 10 : null)
    const sum = s.reduce((a, b) => a + b, 0)
    return {
      n: s.length,
      mean: s.length ? Math.round((sum / s.length) * 10) / 10 : null,
      p50: q(0.5),
      p99: q(0.99),
      max: q(1),
    }
  }
}

let window = freshWindow()
function freshWindow() {
  return {
    started: Date.now(),
    threadpool: new Samples(),
    poolWait: new Samples(),
    dns: new Map(),
    queries: new Map(),
    routes: new Map(),
  }
}

/** The route of a request, coarse: the money path by name, pages as one. */
function routeOf(url = '') {
  const path = url.split('?')[0]
  if (path.startsWith('/api/')) return path.split('/').slice(0, 4).join('/')
  if (path === '/graphql') return '/graphql'
  if (path.startsWith('/content/images/')) return 'images'
  if (path.startsWith('/content/')) return 'content api'
  return 'pages'
}

// Every request runs in its own context, so the waits below are charged to the request that caused them.
function patchHttp() {
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function (event, req, res) {
    if (event !== 'request') return emit.apply(this, arguments)
    // A run that measures one kind of request at a time (npm run bench:money-path) names it in X-Probe-Route.
    const tag = req.headers['x-probe-route']
    const span = {
      route: typeof tag === 'string' && /^[\w:-]{1,40}$/.test(tag) ? tag : routeOf(req.url),
      start: now(),
      poolWait: 0,
      pgQueries: 0,
      pgMs: 0,
      lockMs: 0,
      redis: 0,
      redisMs: 0,
      dns: 0,
    }
    res.once('finish', () => {
      let r = window.routes.get(span.route)
      if (!r)
        window.routes.set(
          span.route,
          (r = {
            total: new Samples(),
            poolWait: new Samples(),
            pgMs: new Samples(),
            lockMs: new Samples(),
            redisMs: new Samples(),
            pgQueries: 0,
            redis: 0,
            dns: 0,
          }),
        )
      r.total.add(now() - span.start)
      r.poolWait.add(span.poolWait)
      r.pgMs.add(span.pgMs)
      r.lockMs.add(span.lockMs)
      r.redisMs.add(span.redisMs)
      r.pgQueries += span.pgQueries
      r.redis += span.redis
      r.dns += span.dns
    })
    return als.run(span, () => emit.apply(this, arguments))
  }
}

// dns.lookup runs on the thread pool: count who asks for what (net.connect reads dns.lookup at call time).
function patchDns() {
  const lookup = dns.lookup
  dns.lookup = function (host, ...rest) {
    window.dns.set(host, (window.dns.get(host) ?? 0) + 1)
    const span = als.getStore()
    if (span) span.dns++
    return lookup.call(this, host, ...rest)
  }
}

/** What a request waited for and spent on PostgreSQL; `span` is the request's (undefined outside requests). */
function charge(span, what) {
  if (!span) return
  span.poolWait += what.wait ?? 0
  if (what.query !== undefined) {
    span.pgQueries++
    span.pgMs += what.query
  }
  span.lockMs += what.lock ?? 0
}

function kindOf(config) {
  const text = typeof config === 'string' ? config : (config?.text ?? '')
  return /pg_advisory_xact_lock/.test(text) ? 'advisory stock lock' : text.replace(/\s+/g, ' ').trim().slice(0, 70)
}

function recordKind(kind, ms) {
  let q = window.queries.get(kind)
  if (!q) window.queries.set(kind, (q = new Samples()))
  q.add(ms)
}

/** Calls `fn(args…, cb)` or `fn(args…)` (a promise), and `after` once either way. */
function timed(fn, self, args, after) {
  const last = args.length - 1
  if (typeof args[last] === 'function') {
    const callback = args[last]
    args[last] = (...r) => {
      after(r[1])
      return callback(...r)
    }
    return fn.apply(self, args)
  }
  const result = fn.apply(self, args)
  if (result && typeof result.then === 'function') result.then(after, () => after())
  return result
}

/**
 * pg-pool's connect and query, and pg's Client.query. A pool query is charged where it was asked for (the pool
 * runs it later, in whatever context released a connection); a transaction's queries are charged to the request
 * that took the connection (its client is marked until released).
 */
function patchPg() {
  let pg
  try {
    pg = requireHere('pg')
  } catch {
    return
  }
  const pool = Object.getPrototypeOf(pg.Pool.prototype)
  let poolQuery
  const connect = pool.connect
  pool.connect = function (...args) {
    const span = als.getStore()
    const record = poolQuery
    poolQuery = undefined
    const t0 = now()
    return timed(connect, this, args, (client) => {
      const wait = now() - t0
      window.poolWait.add(wait)
      if (record) return void (record.wait = wait)
      charge(span, { wait })
      // A connection the caller keeps (a transaction): its queries are this request's.
      if (client && span) {
        client.__probeSpan = span
        const release = client.release
        client.release = function (...r) {
          client.__probeSpan = undefined
          client.release = release
          return release.apply(this, r)
        }
      }
    })
  }
  const query = pool.query
  pool.query = function (...args) {
    const span = als.getStore()
    const record = { wait: 0 }
    const t0 = now()
    poolQuery = record
    try {
      return timed(query, this, args, () => {
        charge(span, { wait: record.wait, query: now() - t0 - record.wait })
      })
    } finally {
      poolQuery = undefined
    }
  }
  const clientQuery = pg.Client.prototype.query
  pg.Client.prototype.query = function (...args) {
    const kind = kindOf(args[0])
    const span = this.__probeSpan
    const t0 = now()
    return timed(clientQuery, this, args, () => {
      const ms = now() - t0
      recordKind(kind, ms)
      charge(span, { query: ms, lock: kind === 'advisory stock lock' ? ms : 0 })
    })
  }
}

function patchRedis() {
  let Redis
  try {
    Redis = requireHere('ioredis').Redis
  } catch {
    return
  }
  const send = Redis.prototype.sendCommand
  Redis.prototype.sendCommand = function (command, stream) {
    const span = als.getStore()
    const t0 = now()
    const result = send.call(this, command, stream)
    if (span && command?.promise) {
      span.redis++
      const done = () => (span.redisMs += now() - t0)
      command.promise.then(done, done)
    }
    return result
  }
}

const loop = monitorEventLoopDelay({ resolution: 10 })

function flush() {
  if (!out) return
  const w = window
  window = freshWindow()
  const ms = (ns) => Math.round(ns / 1e5) / 10
  const line = {
    at: new Date().toISOString(),
    seconds: Math.round((Date.now() - w.started) / 100) / 10,
    eventLoopDelay: {
      mean: ms(loop.mean),
      p50: ms(loop.percentile(50)),
      p99: ms(loop.percentile(99)),
      max: ms(loop.max),
    },
    threadpoolWait: w.threadpool.summary(),
    dnsLookups: Object.fromEntries(w.dns),
    pgPoolWait: w.poolWait.summary(),
    pgQueries: Object.fromEntries([...w.queries].map(([k, s]) => [k, s.summary()])),
    routes: Object.fromEntries(
      [...w.routes].map(([route, r]) => [
        route,
        {
          total: r.total.summary(),
          poolWait: r.poolWait.summary(),
          pgMs: r.pgMs.summary(),
          lockMs: r.lockMs.summary(),
          redisMs: r.redisMs.summary(),
          pgQueriesPerRequest: r.total.values.length ? Math.round((r.pgQueries / r.total.values.length) * 10) / 10 : 0,
          redisPerRequest: r.total.values.length ? Math.round((r.redis / r.total.values.length) * 10) / 10 : 0,
          dnsPerRequest: r.total.values.length ? Math.round((r.dns / r.total.values.length) * 100) / 100 : 0,
        },
      ]),
    ),
  }
  loop.reset()
  appendFileSync(out, `${JSON.stringify(line)}\n`)
}

function startSampling() {
  // The thread pool's queue, seen from outside: how long a stat of this file waits (alone well under 1 ms).
  const self = new URL(import.meta.url).pathname
  setInterval(() => {
    const t0 = now()
    stat(self, () => window.threadpool.add(now() - t0))
  }, 50).unref()
  loop.enable()
  setInterval(flush, 5_000).unref()
  // A CPU profile of the whole run (--cpu-prof is not allowed in NODE_OPTIONS): an in-process inspector session,
  // whose messages are answered synchronously, so the profile can still be taken and written at exit.
  const session = new Session()
  session.connect()
  session.post('Profiler.enable')
  session.post('Profiler.start')
  process.once('exit', () => {
    flush()
    session.post('Profiler.stop', (err, result) => {
      if (!err) writeFileSync(out.replace(/\.jsonl$/, '') + '.cpuprofile', JSON.stringify(result.profile))
    })
  })
}

// Only in the built shop (dist/node/index.mjs) and only when asked: NODE_OPTIONS reaches every node process of a run.
if (out && isMainThread && /dist\/node\/index\.mjs$/.test(process.argv[1] ?? '')) {
  patchHttp()
  patchDns()
  patchPg()
  patchRedis()
  startSampling()
}
