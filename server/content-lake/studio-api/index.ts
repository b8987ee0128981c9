/**
 * The part of Sanity's HTTP API that Sanity Studio needs besides the data API the shop uses: the Actions API,
 * history, the caller and the project, and quiet answers for hosted-only services. Mounted by the lake's router
 * behind the token: Studio is a token holder, and nothing here is for anonymous callers (docs/adr/0008-local-studio.md).
 */
import express, { type Request, type RequestHandler, type Router } from 'express'
import { IDENTITY_NONCE, type Auth } from '../auth'
import { badRequest, notFound } from '../errors'
import type { TransactionLog } from '../history'
import type { CommitOptions, MutationsOrPlan, Transaction } from '../mutate'
import { API_VERSION } from '../routes/request'
import type { Docs } from '../store'
import { planActions } from './actions'
import { historyRoutes } from './history-routes'
import { LOCAL_EDITOR_ID, projectRoutes } from './project'

/** Actions carry whole documents (create, replaceDraft); the same room as a mutation. */
const ACTIONS_BODY_LIMIT = '10mb'

/** What the Studio routes use of the lake (the router hands its own deps over). */
export interface StudioApiDeps {
  projectId: string
  dataset: string
  docs: () => Docs
  commit: (mutations: MutationsOrPlan, options: CommitOptions) => Promise<Transaction>
  history: TransactionLog
  auth: Pick<Auth, 'identityProof'>
}

export function studioApi(deps: StudioApiDeps, requireToken: RequestHandler): Router {
  const router = express.Router()
  const versioned = express.Router({ mergeParams: true })

  // Studio's connectivity checks: answered for anyone, like the hosted API.
  router.get('/v:apiVersion/ping', (_req, res) => {
    res.type('text/plain').send('PONG')
  })
  router.get('/v:apiVersion/data/ping/:dataset', (_req, res) => {
    res.json({ ok: true })
  })
  // `npm run studio` checks that this is its lake before it sends the token (server/local-studio/shop.ts). Anyone
  // may ask: the proof is an HMAC of the caller's own nonce and says nothing about the token.
  router.get('/v:apiVersion/local-studio/identity', (req, res) => {
    const nonce = req.query.nonce
    if (typeof nonce !== 'string' || !IDENTITY_NONCE.test(nonce))
      throw badRequest('"nonce" must be 32–128 base64url characters')
    res.setHeader('Cache-Control', 'no-store')
    res.json({ proof: deps.auth.identityProof(nonce, req.socket.localPort ?? 0) })
  })

  router.use('/v:apiVersion', requireToken, (req, _res, next) => {
    if (!API_VERSION.test(String(req.params.apiVersion)))
      throw badRequest(`Invalid API version "v${String(req.params.apiVersion)}"`)
    next()
  })
  router.use('/v:apiVersion', versioned)

  const checkDataset = (req: Request) => {
    if (req.params.dataset !== deps.dataset)
      throw notFound(`Dataset "${String(req.params.dataset)}" not found`, 'datasetNotFound')
  }

  versioned.post('/data/actions/:dataset', express.json({ limit: ACTIONS_BODY_LIMIT }), async (req, res) => {
    checkDataset(req)
    const body = (req.body ?? {}) as Record<string, unknown>
    const transaction = await deps.commit((docs: Docs) => planActions(docs, body), {
      ...(typeof body.transactionId === 'string' ? { transactionId: body.transactionId } : {}),
      dryRun: body.dryRun === true,
      identity: LOCAL_EDITOR_ID,
    })
    res.json({ transactionId: transaction.transactionId })
  })

  versioned.use('/data/history/:dataset', (req, _res, next) => {
    checkDataset(req)
    next()
  })
  versioned.use(historyRoutes({ history: deps.history, docs: deps.docs, dataset: deps.dataset }))
  versioned.use(projectRoutes({ projectId: deps.projectId, dataset: deps.dataset }))

  // References from other datasets (Studio asks before a delete): one local dataset has none.
  versioned.get('/data/references/:dataset/documents/:id/to', (req, res) => {
    checkDataset(req)
    res.json({ totalCount: 0, references: [] })
  })

  // Hosted-only services the local Studio may still ask about; "nothing here" keeps each of them idle.
  versioned.get('/schedules/:projectId/:dataset', (_req, res) => res.json({ schedules: [] }))
  versioned.post('/descriptors/claim', (_req, res) => res.status(404).json({ error: 'Not supported locally' }))
  versioned.all('/intake/{*rest}', (_req, res) => res.status(204).end())
  versioned.all('/journey/{*rest}', (_req, res) => res.json([]))
  return router
}
