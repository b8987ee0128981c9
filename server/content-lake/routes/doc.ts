/** `GET /v…/data/doc/:dataset/:ids`: documents by id, with hidden drafts reported like missing ones. */
import express, { type Router } from 'express'
import type { Auth } from '../auth'
import { MIN_QUERY_CHARGE_MS } from '../limits'
import type { Doc, Docs } from '../store'
import { clientKey, type TimeBudget } from '../throttle'
import { isPrivateId } from '../visibility'
import { checkTarget } from './request'

export interface DocRouteDeps {
  dataset: string
  auth: Pick<Auth, 'isAuthenticated'>
  docs: () => Docs
  /** Worker time per anonymous client (IP); a doc read costs the minimum charge. */
  queryBudget: TimeBudget
}

export function docRoute(deps: DocRouteDeps): Router {
  const router = express.Router()
  router.get('/v:apiVersion/data/doc/:dataset/:ids', async (req, res) => {
    checkTarget(req, deps.dataset)
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
  return router
}
