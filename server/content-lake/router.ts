/** The Sanity-compatible HTTP surface (express 5 Router); handlers stay thin and call the lake's modules. */
import express, { type NextFunction, type Request, type Response, type Router } from 'express'
import type { Logger } from 'pino'
import type { Auth } from './auth'
import { ApiError, badRequest, notFound } from './errors'
import type { TransactionLog } from './history'
import type { ImageServer } from './images'
import {
  ANONYMOUS_LISTEN_PARAMS_MAX_BYTES,
  ANONYMOUS_LISTEN_QUERY_MAX_CHARS,
  ANONYMOUS_PARAMS_MAX_BYTES,
  ANONYMOUS_QUERY_BODY_LIMIT_BYTES,
  ANONYMOUS_QUERY_MAX_CHARS,
  ANONYMOUS_QUERY_TIMEOUT_MS,
  ANONYMOUS_RESULT_MAX_BYTES,
  MAX_UPLOAD_BYTES,
  MIN_QUERY_CHARGE_MS,
  MUTATE_BODY_LIMIT_BYTES,
  TOKEN_PARAMS_MAX_BYTES,
  TOKEN_LISTEN_QUERY_MAX_CHARS,
  TOKEN_QUERY_BODY_LIMIT_BYTES,
  TOKEN_QUERY_MAX_CHARS,
  TOKEN_QUERY_TIMEOUT_MS,
  TOKEN_RESULT_MAX_BYTES,
} from './limits'
import { checkAnonymousGroq } from './anonymous-grammar'
import type { ListenHub } from './listen'
import type { CommitOptions, MutationsOrPlan, Transaction } from './mutate'
import { checkQuerySize, paramsFromBody, paramsFromSearch, parseQuery, type QueryCaps } from './query'
import type { QueryPool } from './query-pool'
import type { Doc, Docs } from './store'
import { studioApi } from './studio-api/index'
import { LOCAL_EDITOR_ID } from './studio-api/project'
import { clientKey, type TimeBudget } from './throttle'
import { isPrivateId, parsePerspective } from './visibility'

const API_VERSION = /^(\d{4}-\d{2}-\d{2}|1|X)$/

/** Listen queries are parsed and matched on the web thread, so even token holders' are kept short. */
const LISTEN_LIMITS: Record<'anonymous' | 'token', QueryCaps> = {
  anonymous: { maxQueryChars: ANONYMOUS_LISTEN_QUERY_MAX_CHARS, maxParamsBytes: ANONYMOUS_LISTEN_PARAMS_MAX_BYTES },
  token: { maxQueryChars: TOKEN_LISTEN_QUERY_MAX_CHARS, maxParamsBytes: TOKEN_LISTEN_QUERY_MAX_CHARS },
}

/** What a caller may ask of the query workers: anonymous callers little, token holders (Studio, seed) much more. */
const QUERY_LIMITS: Record<'anonymous' | 'token', QueryCaps & { timeoutMs: number; maxResultBytes: number }> = {
  anonymous: {
    maxQueryChars: ANONYMOUS_QUERY_MAX_CHARS,
    maxParamsBytes: ANONYMOUS_PARAMS_MAX_BYTES,
    timeoutMs: ANONYMOUS_QUERY_TIMEOUT_MS,
    maxResultBytes: ANONYMOUS_RESULT_MAX_BYTES,
  },
  token: {
    maxQueryChars: TOKEN_QUERY_MAX_CHARS,
    maxParamsBytes: TOKEN_PARAMS_MAX_BYTES,
    timeoutMs: TOKEN_QUERY_TIMEOUT_MS,
    maxResultBytes: TOKEN_RESULT_MAX_BYTES,
  },
}

export interface RouterDeps {
  projectId: string
  dataset: string
  logger: Logger
  auth: Auth
  docs: () => Docs
  commit: (mutations: MutationsOrPlan, options: CommitOptions) => Promise<Transaction>
  uploadImage: (upload: { data: Buffer; filename?: string }) => Promise<Doc>
  hub: ListenHub
  images: ImageServer
  /** Runs HTTP queries off the web thread, under each caller's deadline. */
  pool: QueryPool
  /** Worker time per anonymous client (IP). */
  queryBudget: TimeBudget
  history: TransactionLog
}

type Query = Record<string, unknown>
const flag = (query: Query, name: string) => query[name] === 'true'

export function createRouter(deps: RouterDeps): Router {
  const router = express.Router()

  /** Every data route is versioned and names the dataset; anything else is the caller's mistake. */
  const checkTarget = (req: Request) => {
    const { apiVersion, dataset } = req.params as Record<string, string>
    if (!API_VERSION.test(apiVersion ?? '')) throw badRequest(`Invalid API version "v${apiVersion}"`)
    if (dataset !== deps.dataset) throw notFound(`Dataset "${dataset}" not found`, 'datasetNotFound')
  }

  const query = async (req: Request, res: Response, text: unknown, params: Record<string, unknown>) => {
    checkTarget(req)
    const search = req.query as Query
    const authenticated = deps.auth.isAuthenticated(req)
    const perspective = parsePerspective(search.perspective, String(req.params.apiVersion))
    const limits = QUERY_LIMITS[authenticated ? 'token' : 'anonymous']
    const groq = checkQuerySize(text, params, limits)
    const settle = authenticated ? undefined : await deps.queryBudget.reserve(clientKey(req), limits.timeoutMs)
    const gone = new AbortController()
    res.on('close', () => gone.abort())
    const { json, ms } = await deps.pool.run({
      query: groq,
      params,
      perspective,
      authenticated,
      timeoutMs: limits.timeoutMs,
      maxResultBytes: limits.maxResultBytes,
      signal: gone.signal,
      ...(settle ? { onWorkerTime: settle } : {}),
    })
    // The worker sent the result as JSON already; only the envelope is built here.
    const echo = search.returnQuery === 'false' ? '' : `,"query":${JSON.stringify(groq)}`
    res.type('application/json').send(`{"ms":${ms}${echo},"result":${json}}`)
  }

  router.get('/v:apiVersion/data/query/:dataset', async (req, res) => {
    const search = req.query as Query
    await query(req, res, search.query, paramsFromSearch(search))
  })

  /** The body limit depends on the caller, so an anonymous megabyte is refused before it is read. */
  const anonymousQueryBody = express.json({ limit: ANONYMOUS_QUERY_BODY_LIMIT_BYTES })
  const tokenQueryBody = express.json({ limit: TOKEN_QUERY_BODY_LIMIT_BYTES })
  const queryBody = (req: Request, res: Response, next: NextFunction) =>
    (deps.auth.isAuthenticated(req) ? tokenQueryBody : anonymousQueryBody)(req, res, next)

  router.post('/v:apiVersion/data/query/:dataset', queryBody, async (req, res) => {
    const body = (req.body ?? {}) as Query
    await query(req, res, body.query, paramsFromBody(body.params))
  })

  router.get('/v:apiVersion/data/doc/:dataset/:ids', async (req, res) => {
    checkTarget(req)
    const authenticated = deps.auth.isAuthenticated(req)
    if (!authenticated) await deps.queryBudget.charge(clientKey(req), MIN_QUERY_CHARGE_MS)
    const docs = deps.docs()
    const ids = String(req.params.ids).split(',').filter(Boolean)
    const documents: Doc[] = []
    const omitted: { id: string; reason: 'existence' }[] = []
    for (const id of ids) {
      const doc = docs.get(id)
      // Hidden drafts are reported like missing ones, so their existence does not leak.
      if (doc && (authenticated || !isPrivateId(id))) documents.push(doc)
      else omitted.push({ id, reason: 'existence' })
    }
    res.json({ documents, omitted })
  })

  const requireToken = (req: Request, _res: Response, next: NextFunction) => {
    deps.auth.requireToken(req)
    next()
  }

  router.post(
    '/v:apiVersion/data/mutate/:dataset',
    requireToken,
    express.json({ limit: MUTATE_BODY_LIMIT_BYTES }),
    async (req, res) => {
      checkTarget(req)
      const search = req.query as Query
      const body = (req.body ?? {}) as Query
      const visibility = search.visibility ?? 'sync'
      if (visibility !== 'sync' && visibility !== 'async' && visibility !== 'deferred')
        throw badRequest(`Invalid visibility ${JSON.stringify(visibility)}: use sync, async or deferred`)
      const transaction = await deps.commit(body.mutations, {
        ...(typeof body.transactionId === 'string' ? { transactionId: body.transactionId } : {}),
        dryRun: flag(search, 'dryRun'),
        identity: LOCAL_EDITOR_ID,
      })
      const withDocuments = flag(search, 'returnDocuments')
      res.json({
        transactionId: transaction.transactionId,
        results: transaction.results.map(({ id, operation, document }) =>
          withDocuments && document ? { id, operation, document } : { id, operation },
        ),
      })
    },
  )

  router.get('/v:apiVersion/data/listen/:dataset', (req, res) => {
    checkTarget(req)
    const search = req.query as Query
    const authenticated = deps.auth.isAuthenticated(req)
    const client = clientKey(req)
    const text = search.query
    if (typeof text !== 'string' || text.trim() === '') throw badRequest('Missing "query"')
    const params = paramsFromSearch(search)
    // Too many streams is a plain 429, before the query is even read.
    deps.hub.admit(client, authenticated)
    let tree
    try {
      checkQuerySize(text, params, LISTEN_LIMITS[authenticated ? 'token' : 'anonymous'])
      tree = parseQuery(text, params)
      if (!authenticated) checkAnonymousGroq(tree, text, 'listen')
    } catch (err) {
      // EventSource clients only read events, so a bad query is reported as Sanity's channelError event.
      if (err instanceof ApiError) return deps.hub.reject(res, err.body)
      throw err
    }
    deps.hub.open(req, res, {
      client,
      tree,
      params,
      authenticated,
      includeResult: search.includeResult !== 'false',
      includePrevious: flag(search, 'includePreviousRevision'),
      includeMutations: search.includeMutations !== 'false',
      includeAllVersions: flag(search, 'includeAllVersions'),
      effects: search.effectFormat === 'mendoza',
    })
  })

  router.post(
    '/v:apiVersion/assets/images/:dataset',
    requireToken,
    express.raw({ type: () => true, limit: MAX_UPLOAD_BYTES }),
    async (req, res) => {
      checkTarget(req)
      const data = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
      const filename = typeof req.query.filename === 'string' ? req.query.filename : undefined
      const document = await deps.uploadImage({ data, ...(filename ? { filename } : {}) })
      res.json({ document })
    },
  )

  router.get('/images/:projectId/:dataset/:file{/:vanityName}', async (req, res) => {
    await deps.images.handle(req, res, { authenticated: deps.auth.isAuthenticated(req) })
  })

  // What Sanity Studio needs besides the data API (docs/adr/0008-local-studio.md); token holders only.
  router.use(studioApi(deps, requireToken))

  router.use((req) => {
    throw notFound(`No content API route for ${req.method} ${req.path}`)
  })

  router.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err)
    if (err instanceof ApiError) {
      res.set(err.headers)
      if (err.status >= 500) deps.logger.error({ err, path: req.path }, 'content lake request failed')
      res.status(err.status).json(err.responseBody())
      return
    }
    const bodyError = err as { type?: string; message?: string; limit?: number; length?: number }
    if (bodyError.type === 'entity.too.large') {
      const description = `Request body too large: ${bodyError.length} bytes, the limit is ${bodyError.limit} bytes`
      res.status(413).json({ error: { type: 'httpPayloadTooLarge', description } })
      return
    }
    if (bodyError.type === 'entity.parse.failed') {
      res.status(400).json({
        error: { type: 'httpBadRequest', description: `Request body is not valid JSON: ${bodyError.message}` },
      })
      return
    }
    // Express's own client errors, e.g. a path segment that is not valid percent-encoded UTF-8 (URIError, 400).
    const clientError = err as { status?: unknown; expose?: unknown; message?: unknown }
    if (typeof clientError.status === 'number' && clientError.status >= 400 && clientError.status < 500) {
      const description =
        clientError.expose && typeof clientError.message === 'string' ? clientError.message : 'Bad request'
      res.status(clientError.status).json({ error: { type: 'httpBadRequest', description } })
      return
    }
    deps.logger.error({ err, path: req.path }, 'content lake request failed')
    res.status(500).json({ error: { type: 'internalError', description: 'Internal error in the content lake' } })
  })

  return router
}
