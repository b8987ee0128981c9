/**
 * `GET /v…/data/live/events/:dataset`: Sanity's Live Content API as the Presentation tool's live queries (and
 * @sanity/client's `live.events()`) use it — `welcome`, then a `restart` for each change the caller may see. Drafts
 * (`includeDrafts=true`) need the token. The streams are the listen hub's, under its per-client limits.
 * `GET /v…/check/cors`: what the client asks after a dropped stream; the lake serves its own origin and the Studio's
 * forwarding, so any origin that reaches it is allowed.
 */
import express, { type Router } from 'express'
import type { Auth } from '../auth'
import { AuthError } from '../errors'
import type { ListenHub } from '../listen'
import { parseQuery } from '../query'
import { clientKey } from '../throttle'
import { checkTarget, flag } from './request'

export interface LiveRouteDeps {
  dataset: string
  auth: Pick<Auth, 'isAuthenticated'>
  hub: ListenHub
}

export function liveRoutes(deps: LiveRouteDeps): Router {
  const router = express.Router()
  router.get('/v:apiVersion/data/live/events/:dataset', (req, res) => {
    checkTarget(req, deps.dataset)
    const includeDrafts = flag(req.query, 'includeDrafts')
    const authenticated = deps.auth.isAuthenticated(req)
    if (includeDrafts && !authenticated) throw new AuthError('includeDrafts requires a token')
    deps.hub.open(req, res, {
      client: clientKey(req),
      // Never matched: a live stream hears of transactions, not of a query's documents (listen.ts).
      tree: parseQuery('*[false]', {}),
      params: {},
      authenticated,
      includeResult: false,
      includePrevious: false,
      includeMutations: false,
      includeAllVersions: false,
      effects: false,
      live: { includeDrafts },
    })
  })
  router.get('/v:apiVersion/check/cors', (_req, res) => {
    res.json({ result: { allowed: true, withCredentials: false } })
  })
  return router
}
