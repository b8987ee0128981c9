/** `GET /v…/data/listen/:dataset`: a GROQ filter's changes as server-sent events (the hub keeps the streams). */
import express, { type Router } from 'express'
import { checkAnonymousGroq } from '../anonymous-grammar'
import type { Auth } from '../auth'
import { ApiError, badRequest } from '../errors'
import {
  ANONYMOUS_LISTEN_PARAMS_MAX_BYTES,
  ANONYMOUS_LISTEN_QUERY_MAX_CHARS,
  TOKEN_LISTEN_QUERY_MAX_CHARS,
} from '../limits'
import type { ListenHub } from '../listen'
import { checkQuerySize, paramsFromSearch, parseQuery, type QueryCaps } from '../query'
import { clientKey } from '../throttle'
import { checkTarget, flag, type Query } from './request'

/** Listen queries are parsed and matched on the web thread, so even token holders' are kept short. */
const LISTEN_LIMITS: Record<'anonymous' | 'token', QueryCaps> = {
  anonymous: { maxQueryChars: ANONYMOUS_LISTEN_QUERY_MAX_CHARS, maxParamsBytes: ANONYMOUS_LISTEN_PARAMS_MAX_BYTES },
  token: { maxQueryChars: TOKEN_LISTEN_QUERY_MAX_CHARS, maxParamsBytes: TOKEN_LISTEN_QUERY_MAX_CHARS },
}

export interface ListenRouteDeps {
  dataset: string
  auth: Pick<Auth, 'isAuthenticated'>
  hub: ListenHub
}

export function listenRoute(deps: ListenRouteDeps): Router {
  const router = express.Router()
  router.get('/v:apiVersion/data/listen/:dataset', (req, res) => {
    checkTarget(req, deps.dataset)
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
  return router
}
