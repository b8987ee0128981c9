/**
 * The operator's view of one instance in Prometheus' text format (docs/operations.md): requests by route and
 * status with their latency, page-cache results, rate-limit refusals, the mail outbox's backlog and age, and the
 * process itself (CPU, memory, event-loop lag, GC, the heap's live size after a full collection). Each instance
 * keeps its own registry; Prometheus adds them up.
 */
import { timingSafeEqual } from 'node:crypto'
import type { RequestHandler } from 'express'
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client'
import type { Database } from '../db/client'
import type { Logger } from '../logger'
import { isLocalPeer } from '../security'
import { registerHeapLiveGauge } from './heap'
import { registerOutboxGauges } from './outbox'
import { routeLabel } from './route-label'

export interface MetricsDeps {
  db: Database
  logger: Logger
  /** METRICS_TOKEN: a scraper from another host sends it as a bearer token; loopback needs none. */
  token: string | undefined
}

/** Page-cache outcomes as `sendCachedPage` records them in `res.locals.pageCache`. */
const CACHE_RESULTS = new Set(['HIT', 'MISS'])

export function createMetrics({ db, logger, token }: MetricsDeps) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const series = registerRequestSeries(registry)
  registerOutboxGauges(registry, db)
  registerHeapLiveGauge(registry)
  return {
    registry,
    record: requestRecorder(series),
    recordHit: hitRecorder(series),
    serve: metricsEndpoint(registry, logger, token),
  }
}

const LABEL_NAMES = ['route', 'method', 'status'] as const

function registerRequestSeries(registry: Registry) {
  const requests = new Counter({
    name: 'shop_http_requests_total',
    help: 'HTTP requests answered',
    labelNames: LABEL_NAMES,
    registers: [registry],
  })
  const duration = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time from the request to the last byte of the answer',
    labelNames: LABEL_NAMES,
    // A cache hit answers in about a millisecond, an argon2 sign-up in about a second.
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const pageCache = new Counter({
    name: 'shop_page_cache_requests_total',
    help: 'Pages served through the page cache, by result (HIT, MISS)',
    labelNames: ['result'],
    registers: [registry],
  })
  const refusals = new Counter({
    name: 'shop_rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limit',
    labelNames: ['route'],
    registers: [registry],
  })
  return { requests, duration, pageCache, refusals }
}

type RequestSeries = ReturnType<typeof registerRequestSeries>

/** First in the chain, so the time covers every middleware. */
function requestRecorder({ requests, duration, pageCache, refusals }: RequestSeries): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    // Read now: inside a mounted router (`/graphql`) `req.path` is the router's own, `/`.
    const path = req.path
    res.once('finish', () => {
      const route = routeLabel(path)
      const labels = { route, method: req.method, status: String(res.statusCode) }
      requests.inc(labels)
      duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9)
      const cache: unknown = res.locals.pageCache
      if (typeof cache === 'string' && CACHE_RESULTS.has(cache)) pageCache.inc({ result: cache })
      if (res.statusCode === 429) refusals.inc({ route })
    })
    next()
  }
}

/** A page-cache hit answered by the fast path (server/page-cache/fast-path.ts), which skips `record`. */
function hitRecorder({ requests, duration, pageCache }: RequestSeries) {
  // The fast path's series, one child per label set: a hit costs two increments and one observation.
  const hitSeries = new Map<
    string,
    { requests: Counter.Internal; duration: Histogram.Internal<(typeof LABEL_NAMES)[number]> }
  >()
  const hit = pageCache.labels({ result: 'HIT' })
  return function recordHit(route: string, method: string, status: number, started: bigint): void {
    const id = `${route} ${method} ${status}`
    let series = hitSeries.get(id)
    if (!series) {
      const labels = { route, method, status: String(status) }
      series = { requests: requests.labels(labels), duration: duration.labels(labels) }
      hitSeries.set(id, series)
    }
    series.requests.inc()
    series.duration.observe(Number(process.hrtime.bigint() - started) / 1e9)
    hit.inc()
  }
}

/** GET /metrics: loopback, or a scraper with METRICS_TOKEN; anyone else finds nothing there. */
function metricsEndpoint(registry: Registry, logger: Logger, token: string | undefined): RequestHandler {
  return async (req, res) => {
    if (!isLocalPeer(req) && !bearerMatches(req.headers.authorization, token)) {
      res.status(404).json({ error: { message: 'Not found' } })
      return
    }
    try {
      res
        .set('Cache-Control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics())
    } catch (err) {
      logger.warn({ err }, 'metrics: a collector failed')
      res.status(503).json({ error: { message: 'Metrics are unavailable' } })
    }
  }
}

function bearerMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith('Bearer ')) return false
  const given = Buffer.from(header.slice('Bearer '.length))
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export type Metrics = ReturnType<typeof createMetrics>
