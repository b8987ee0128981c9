/** `POST /v…/data/mutate/:dataset` (token): Sanity's mutations, committed as one transaction. */
import express, { type RequestHandler, type Router } from 'express'
import { badRequest } from '../errors'
import { MUTATE_BODY_LIMIT_BYTES } from '../limits'
import type { CommitOptions, MutationsOrPlan, Transaction } from '../mutate'
import { LOCAL_EDITOR_ID } from '../studio-api/project'
import { checkTarget, flag, type Query } from './request'

export interface MutateRouteDeps {
  dataset: string
  commit: (mutations: MutationsOrPlan, options: CommitOptions) => Promise<Transaction>
}

export function mutateRoute(deps: MutateRouteDeps, requireToken: RequestHandler): Router {
  const router = express.Router()
  router.post(
    '/v:apiVersion/data/mutate/:dataset',
    requireToken,
    express.json({ limit: MUTATE_BODY_LIMIT_BYTES }),
    async (req, res) => {
      checkTarget(req, deps.dataset)
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
  return router
}
