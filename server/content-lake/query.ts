/**
 * GROQ over a read view with groq-js: the bounded parse-tree cache, `$param` decoding, the size caps on query
 * text and params, and evaluation. The same code runs on the web thread (`lake.query`, listen filters, mutations
 * selected by query) and in the query workers (HTTP reads).
 */
import { evaluate, GroqSyntaxError, parse, type ExprNode } from 'groq-js'
import { LRUCache } from 'lru-cache'
import { ApiError, badRequest } from './errors'
import { PARSE_CACHE_MAX_CHARS, PARSE_CACHE_MAX_ENTRIES, PARSE_CACHE_MAX_QUERY_CHARS } from './limits'
import type { View } from './visibility'

/** Bounded by count and by total query text; trees are only stored for queries that were accepted. */
const parseCache = new LRUCache<string, ExprNode>({
  max: PARSE_CACHE_MAX_ENTRIES,
  maxSize: PARSE_CACHE_MAX_CHARS,
  sizeCalculation: (_tree, key) => Math.max(1, key.length),
})

/** For tests and diagnostics: how much the parse cache holds. */
export const parseCacheStats = () => ({ entries: parseCache.size, chars: parseCache.calculatedSize })

/** Sanity's queryParseError shape: @sanity/client prints a code frame from start/end. */
const parseError = (query: string, description: string, start: number, end = start + 1) =>
  new ApiError(400, { type: 'queryParseError', description, query, start, end })

export interface QueryCaps {
  maxQueryChars: number
  maxParamsBytes: number
}

/** Refuses a query whose text or params are over the caller's caps, before any parsing (413, Sanity's shape). */
export function checkQuerySize(query: unknown, params: Record<string, unknown>, caps: QueryCaps): string {
  if (typeof query !== 'string' || query.trim() === '') throw badRequest('Missing "query"')
  if (query.length > caps.maxQueryChars)
    throw new ApiError(413, {
      type: 'queryTooLarge',
      description: `The query is ${query.length} characters; the limit for this caller is ${caps.maxQueryChars}`,
    })
  const paramsBytes = Buffer.byteLength(JSON.stringify(params))
  if (paramsBytes > caps.maxParamsBytes)
    throw new ApiError(413, {
      type: 'queryTooLarge',
      description: `The query params are ${paramsBytes} bytes of JSON; the limit for this caller is ${caps.maxParamsBytes}`,
    })
  return query
}

/**
 * One tree per query string; queries that need params at parse time (e.g. `[0...$n]`) are keyed by params too.
 * A tree is cached only once the query is accepted (it parses and every `$param` it uses is provided).
 */
export function parseQuery(query: string, params: Record<string, unknown>): ExprNode {
  const cacheable = query.length <= PARSE_CACHE_MAX_QUERY_CHARS
  const hit = cacheable ? (parseCache.get(query) ?? parseCache.get(paramKey(query, params))) : undefined
  if (hit) {
    checkParams(hit, params, query)
    return hit
  }
  let key = query
  let tree: ExprNode
  try {
    try {
      tree = parse(query)
    } catch (err) {
      if (err instanceof GroqSyntaxError || Object.keys(params).length === 0) throw err
      key = paramKey(query, params)
      tree = parse(query, { params })
    }
  } catch (err) {
    if (err instanceof GroqSyntaxError) throw parseError(query, err.message, err.position)
    throw parseError(query, (err as Error).message, 0, query.length)
  }
  checkParams(tree, params, query)
  if (cacheable) parseCache.set(key, tree)
  return tree
}

const paramKey = (query: string, params: Record<string, unknown>) => `${query}\u0000${JSON.stringify(params)}`

/** GET sends each param as `$name=<JSON>`; anything that is not JSON is the caller's mistake. */
export function paramsFromSearch(search: Record<string, unknown>): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, raw] of Object.entries(search)) {
    if (!key.startsWith('$')) continue
    const name = key.slice(1)
    if (typeof raw !== 'string') throw badRequest(`Parameter $${name} was given more than once`)
    try {
      params[name] = JSON.parse(raw)
    } catch {
      throw badRequest(
        `Parameter $${name} is not valid JSON: ${JSON.stringify(raw)} (strings must be quoted, e.g. $${name}="value")`,
      )
    }
  }
  return params
}

export function paramsFromBody(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest('"params" must be a JSON object')
  return value as Record<string, unknown>
}

/** groq-js evaluates an unknown `$param` to null; the hosted API refuses the query, and so do we. */
function checkParams(tree: unknown, params: Record<string, unknown>, query: string): void {
  const stack: unknown[] = [tree]
  while (stack.length) {
    const node = stack.pop()
    if (Array.isArray(node)) stack.push(...(node as unknown[]))
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>
      if (record.type === 'Parameter' && typeof record.name === 'string' && !Object.hasOwn(params, record.name)) {
        const at = Math.max(0, query.indexOf(`$${record.name}`))
        throw parseError(query, `param $${record.name} referenced, but not provided`, at, at + record.name.length + 1)
      }
      stack.push(...Object.values(record))
    }
  }
}

export interface RunContext {
  view: View
  projectId: string
  dataset: string
}

export async function runQuery(query: unknown, params: Record<string, unknown>, ctx: RunContext): Promise<unknown> {
  if (typeof query !== 'string' || query.trim() === '') throw badRequest('Missing "query"')
  const tree = parseQuery(query, params)
  try {
    const value = await evaluate(tree, {
      dataset: ctx.view.documents,
      params,
      timestamp: new Date(),
      sanity: { projectId: ctx.projectId, dataset: ctx.dataset },
      dereference: ({ _ref }) => ctx.view.byId.get(_ref) ?? null,
    })
    return await value.get()
  } catch (err) {
    throw new ApiError(400, { type: 'queryError', description: (err as Error).message, query })
  }
}

/** Does `doc` pass the filter of a listen query such as `*[_type == "product"]`? */
export async function matchesFilter(tree: ExprNode, doc: unknown, params: Record<string, unknown>): Promise<boolean> {
  if (!doc) return false
  try {
    const result: unknown = await (await evaluate(tree, { dataset: [doc], params })).get()
    return Array.isArray(result) ? result.length > 0 : Boolean(result)
  } catch {
    return false
  }
}
