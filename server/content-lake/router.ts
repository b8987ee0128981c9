/** The Sanity-compatible HTTP surface (express 5 Router); handlers stay thin and call the lake's modules. */
import express, { type NextFunction, type Request, type Response, type Router } from 'express'
import type { Logger } from 'pino'
import { MAX_UPLOAD_BYTES } from './assets'
import type { Auth } from './auth'
import { ApiError, badRequest, notFound } from './errors'
import type { ImageServer } from './images'
import type { ListenHub } from './listen'
import type { Transaction } from './mutate'
import { paramsFromBody, paramsFromSearch, parseQuery, runQuery } from './query'
import type { Doc, Docs } from './store'
import { isPrivateId, parsePerspective, viewOf } from './visibility'

const MUTATE_BODY_LIMIT = '10mb'
const QUERY_BODY_LIMIT = '1mb'
const API_VERSION = /^(\d{4}-\d{2}-\d{2}|1|X)$/

export interface RouterDeps {
  projectId: string
  dataset: string
  logger: Logger
  auth: Auth
  docs: () => Docs
  commit: (mutations: unknown, options: { transactionId?: string; dryRun?: boolean }) => Promise<Transaction>
  uploadImage: (upload: { data: Buffer; filename?: string }) => Promise<Doc>
  hub: ListenHub
  images: ImageServer
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
    const view = viewOf(deps.docs(), authenticated, perspective)
    const started = performance.now()
    const result = await runQuery(text, params, { view, projectId: deps.projectId, dataset: deps.dataset })
    const ms = Math.round(performance.now() - started)
    res.json({ ms, ...(search.returnQuery === 'false' ? {} : { query: text }), result })
  }

  router.get('/v:apiVersion/data/query/:dataset', async (req, res) => {
    const search = req.query as Query
    await query(req, res, search.query, paramsFromSearch(search))
  })

  router.post('/v:apiVersion/data/query/:dataset', express.json({ limit: QUERY_BODY_LIMIT }), async (req, res) => {
    const body = (req.body ?? {}) as Query
    await query(req, res, body.query, paramsFromBody(body.params))
  })

  router.get('/v:apiVersion/data/doc/:dataset/:ids', (req, res) => {
    checkTarget(req)
    const authenticated = deps.auth.isAuthenticated(req)
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
    express.json({ limit: MUTATE_BODY_LIMIT }),
    async (req, res) => {
      checkTarget(req)
      const search = req.query as Query
      const body = (req.body ?? {}) as Query
      const visibility = search.visibility ?? 'sync'
      if (visibility !== 'sync' && visibility !== 'async' && visibility !== 'deferred')
        throw badRequest(`Invalid visibility "${String(visibility)}": use sync, async or deferred`)
      const transaction = await deps.commit(body.mutations, {
        ...(typeof body.transactionId === 'string' ? { transactionId: body.transactionId } : {}),
        dryRun: flag(search, 'dryRun'),
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
    const text = search.query
    if (typeof text !== 'string' || text.trim() === '') throw badRequest('Missing "query"')
    const params = paramsFromSearch(search)
    let tree
    try {
      tree = parseQuery(text, params)
    } catch (err) {
      // EventSource clients only read events, so a bad query is reported as Sanity's channelError event.
      if (err instanceof ApiError) return deps.hub.reject(res, err.body)
      throw err
    }
    deps.hub.open(req, res, {
      tree,
      params,
      authenticated,
      includeResult: search.includeResult !== 'false',
      includePrevious: flag(search, 'includePreviousRevision'),
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
    await deps.images.handle(req, res)
  })

  router.use((req) => {
    throw notFound(`No content API route for ${req.method} ${req.path}`)
  })

  router.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err)
    if (err instanceof ApiError) {
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
    deps.logger.error({ err, path: req.path }, 'content lake request failed')
    res.status(500).json({ error: { type: 'internalError', description: 'Internal error in the content lake' } })
  })

  return router
}
