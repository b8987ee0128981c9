/**
 * The Sanity-compatible HTTP surface (express 5 Router), one router a use case in routes/: query, doc, mutate,
 * listen, images, then Studio's API; handlers stay thin and call the lake's modules.
 */
import express, { type Router } from 'express'
import type { Logger } from 'pino'
import type { Auth } from './auth'
import type { TransactionLog } from './history'
import { docRoute, type DocRouteDeps } from './routes/doc'
import { errorResponder, unknownRoute } from './routes/error-responses'
import { imageRoutes, type ImageRouteDeps } from './routes/images'
import { listenRoute, type ListenRouteDeps } from './routes/listen'
import { liveRoutes } from './routes/live'
import { mutateRoute, type MutateRouteDeps } from './routes/mutate'
import { queryRoutes, type QueryRouteDeps } from './routes/query'
import { tokenRequired } from './routes/request'
import { studioApi, type StudioApiDeps } from './studio-api/index'

export interface RouterDeps
  extends QueryRouteDeps, DocRouteDeps, MutateRouteDeps, ListenRouteDeps, ImageRouteDeps, StudioApiDeps {
  projectId: string
  logger: Logger
  auth: Auth
  history: TransactionLog
}

export function createRouter(deps: RouterDeps): Router {
  const router = express.Router()
  const requireToken = tokenRequired(deps.auth)
  router.use(queryRoutes(deps))
  router.use(docRoute(deps))
  router.use(mutateRoute(deps, requireToken))
  router.use(listenRoute(deps))
  router.use(liveRoutes(deps))
  router.use(imageRoutes(deps, requireToken))
  // What Sanity Studio needs besides the data API (docs/adr/0008-local-studio.md); token holders only.
  router.use(studioApi(deps, requireToken))
  router.use(unknownRoute)
  router.use(errorResponder(deps.logger))
  return router
}
