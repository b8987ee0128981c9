/**
 * Builds the Express app. The middleware order lives here and nowhere else:
 * (page-cache hits prepared earlier: the fast path, before Express) → request id + log → security headers
 * → compression → health → APIs (each with its own body limit) → static assets → pages.
 */
import { randomUUID } from 'node:crypto'
import { STATUS_CODES, type RequestListener } from 'node:http'
import compression from 'compression'
import express, { type ErrorRequestHandler, type Express } from 'express'
import { pinoHttp } from 'pino-http'
import { isSecretLinkPath, redactSecretLink } from '@/lib/route-table'
import type { Config } from './config'
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './db/unavailable'
import { publicConfig } from './config'
import type { Logger } from './logger'
import { pageCacheFastPath } from './page-cache/fast-path'
import { cspNonce, securityHeaders } from './security'
import type { Services } from './services'
import { mountAssets, pageHandler } from './ssr'

export interface AppOptions {
  config: Config
  logger: Logger
  services: Services
  root: string
  useBuild: boolean
}

export async function createApp({
  config,
  logger,
  services,
  root,
  useBuild,
}: AppOptions): Promise<{ app: Express; handler: RequestListener; close: () => Promise<void> }> {
  const app = express()
  app.disable('x-powered-by')
  // Believe X-Forwarded-For only from the proxies the operator named (TRUST_PROXY): every per-IP limit keys on req.ip.
  app.set('trust proxy', config.trustProxy)

  app.use(services.metrics.record)
  app.use(requestLog(logger))
  mountSecurityHeaders(app, config, useBuild)
  app.use(compression())
  mountOperatorEndpoints(app, services)
  services.mount(app)
  const pages = await mountPages(app, { config, logger, services, root, useBuild })
  app.use(answerError)

  // Before everything: a page-cache hit prepared by an earlier answer is sent without the app (its headers are that
  // answer's, so the middleware above already shaped them). server/page-cache/fast-path.ts
  const fastPath = pages.cached
    ? pageCacheFastPath({
        prepared: (key) => services.pageCache.prepared(key),
        record: services.metrics.recordHit,
        logger,
      })
    : undefined
  return {
    app,
    handler: fastPath ? fastPathFirst(fastPath, app) : app,
    close: async () => {
      fastPath?.close()
      await pages.close()
    },
  }
}

/** One JSON line per request, under the request's id (taken from X-Request-Id when it is a sane one). */
function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id']
      const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID()
      res.setHeader('X-Request-Id', id)
      return id
    },
    // Asset and HMR requests would drown the log.
    autoLogging: { ignore: (req) => /^\/(assets|fonts|@|node_modules|content\/images)\//.test(req.url ?? '') },
    serializers: {
      // A verification, reset or confirmation link's token is a password for a while: it never reaches the log.
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: redactSecretLink(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  })
}

function mountSecurityHeaders(app: Express, config: Config, useBuild: boolean): void {
  if (!useBuild) app.use(cspNonce())
  const headerOptions = {
    production: config.isProduction,
    viteDev: !useBuild,
    imageOrigins: config.sanity.apiHost ? [new URL(config.sanity.apiHost).origin] : [],
  }
  const headers = securityHeaders({ ...headerOptions, stripe: Boolean(config.stripe.publishableKey) })
  // A page whose URL holds a token runs no third-party script: Stripe.js could read the token from `location`.
  const secretLinkHeaders = securityHeaders({ ...headerOptions, stripe: false })
  app.use((req, res, next) => {
    if (!isSecretLinkPath(req.path)) return headers(req, res, next)
    // The page's client-navigation data (…/index.pageContext.json) too: no cache may keep a URL with a token.
    res.setHeader('Cache-Control', 'no-store')
    secretLinkHeaders(req, res, next)
  })
}

/**
 * Liveness (the process and its database) for a supervisor; readiness (every system a request needs) for a
 * load balancer deciding where to send traffic; the metrics for a scraper (docs/operations.md).
 */
function mountOperatorEndpoints(app: Express, services: Services): void {
  app.get(
    '/healthz',
    report(() => services.health()),
  )
  app.get(
    '/readyz',
    report(() => services.ready()),
  )
  app.get('/metrics', services.metrics.serve)
}

// Only ok/failing per system: the reason (hosts, drivers, messages) goes to the log, not to anyone who asks.
function report(check: () => Promise<Record<string, string>>): express.RequestHandler {
  return async (_req, res) => {
    const checks = await check()
    const ok = Object.values(checks).every((c) => c === 'ok')
    res.set('Cache-Control', 'no-store')
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'degraded', checks })
  }
}

/** Static assets, then every other GET as a page; `cached` says whether pages go through the page cache. */
async function mountPages(
  app: Express,
  { config, logger, services, root, useBuild }: AppOptions,
): Promise<{ cached: boolean; close(): Promise<void> }> {
  const ssrOptions = {
    root,
    useBuild,
    dataDir: config.dataDir,
    publicConfig: publicConfig(config),
    logger,
    services: services.page,
    draftMode: services.draftMode,
    // Vite's dev server changes code under a running server: only a built shop caches pages.
    ...(useBuild && !config.pageCacheDisabled ? { pageCache: services.pageCache } : {}),
  }
  const assets = await mountAssets(app, ssrOptions)
  app.get('/{*splat}', pageHandler(ssrOptions))
  return { cached: ssrOptions.pageCache !== undefined, close: () => assets.close() }
}

const answerError: ErrorRequestHandler = (
  err: { status?: number; statusCode?: number; type?: string; expose?: boolean; message?: string },
  req,
  res,
  _next,
) => {
  if (isDatabaseUnavailable(err)) {
    req.log.warn({ err }, 'database unavailable')
    if (res.headersSent) return
    res.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
    res.status(503).json({ error: { message: DATABASE_UNAVAILABLE_MESSAGE } })
    return
  }
  const status = err.status ?? err.statusCode ?? 500
  if (status >= 500) req.log.error({ err }, 'unhandled error')
  if (res.headersSent) return
  const message =
    status === 413
      ? 'Request body is too large'
      : status >= 500
        ? 'Something went wrong...'
        : err.expose && err.message
          ? err.message
          : err instanceof URIError
            ? 'The address is not valid: it has a malformed %-escape'
            : (STATUS_CODES[status] ?? 'The request could not be handled')
  res.status(status).json({ error: { message } })
}

/** The server's listener: the fast path answers what it can, the app the rest (and whatever the fast path fails). */
function fastPathFirst(fastPath: ReturnType<typeof pageCacheFastPath>, app: Express): RequestListener {
  return (req, res) => {
    const answered = fastPath.handle(req, res)
    if (answered === false) void app(req, res)
    else if (answered !== true)
      void answered.then(
        (done) => {
          if (!done) void app(req, res)
        },
        () => {
          void app(req, res)
        },
      )
  }
}
