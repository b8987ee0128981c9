/** `GET|POST /v…/data/query/:dataset`: GROQ in the query workers, under the caller's caps and time budget. */
import express, { type NextFunction, type Request, type Response, type Router } from 'express'
import type { Auth } from '../auth'
import {
  ANONYMOUS_PARAMS_MAX_BYTES,
  ANONYMOUS_QUERY_BODY_LIMIT_BYTES,
  ANONYMOUS_QUERY_MAX_CHARS,
  ANONYMOUS_QUERY_TIMEOUT_MS,
  ANONYMOUS_RESULT_MAX_BYTES,
  TOKEN_PARAMS_MAX_BYTES,
  TOKEN_QUERY_BODY_LIMIT_BYTES,
  TOKEN_QUERY_MAX_CHARS,
  TOKEN_QUERY_TIMEOUT_MS,
  TOKEN_RESULT_MAX_BYTES,
} from '../limits'
import { checkQuerySize, paramsFromBody, paramsFromSearch, type QueryCaps } from '../query'
import type { QueryPool } from '../query-pool'
import { clientKey, type TimeBudget } from '../throttle'
import { parseSourceMapOption } from '../source-map'
import { parsePerspective } from '../visibility'
import { checkTarget, type Query } from './request'

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

export interface QueryRouteDeps {
  dataset: string
  auth: Pick<Auth, 'isAuthenticated'>
  /** Runs HTTP queries off the web thread, under each caller's deadline. */
  pool: QueryPool
  /** Worker time per anonymous client (IP). */
  queryBudget: TimeBudget
}

export function queryRoutes(deps: QueryRouteDeps): Router {
  const router = express.Router()

  const query = async (req: Request, res: Response, text: unknown, params: Record<string, unknown>) => {
    checkTarget(req, deps.dataset)
    const search = req.query as Query
    const authenticated = deps.auth.isAuthenticated(req)
    const perspective = parsePerspective(search.perspective, String(req.params.apiVersion))
    const sourceMap = parseSourceMapOption(search.resultSourceMap)
    const limits = QUERY_LIMITS[authenticated ? 'token' : 'anonymous']
    const groq = checkQuerySize(text, params, limits)
    const settle = authenticated ? undefined : await deps.queryBudget.reserve(clientKey(req), limits.timeoutMs)
    const gone = new AbortController()
    res.on('close', () => gone.abort())
    const answer = await deps.pool.run({
      query: groq,
      params,
      perspective,
      authenticated,
      timeoutMs: limits.timeoutMs,
      maxResultBytes: limits.maxResultBytes,
      signal: gone.signal,
      ...(sourceMap ? { sourceMap } : {}),
      ...(settle ? { onWorkerTime: settle } : {}),
    })
    // The worker sent the result as JSON already; only the envelope is built here.
    const echo = search.returnQuery === 'false' ? '' : `,"query":${JSON.stringify(groq)}`
    const map = answer.sourceMap ? `,"resultSourceMap":${answer.sourceMap}` : ''
    res.type('application/json').send(`{"ms":${answer.ms}${echo},"result":${answer.json}${map}}`)
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

  return router
}
