/**
 * The one grammar for GROQ from callers without the token (docs/security/content-lake.md, N1), for every kind of
 * anonymous read: `/data/query` and `/data/listen` (and whatever is added later goes through `checkAnonymousGroq`).
 *
 * - Nothing that builds a regular expression is accepted anywhere: `match` and `score()` (groq-js turns a pattern
 *   into an unescaped, exponentially backtracking RegExp) and a `path()` whose pattern is not a literal with at most
 *   one `**` (each `**` is a `.*`, so several backtrack polynomially in the id's length).
 * - Queries run in the worker pool under the anonymous deadline (query-pool.ts), so beyond that rule they may use
 *   the whole language: their cost is bounded by the deadline, the per-client time budget and the result cap.
 * - Listen filters are matched on the web thread against every change, where no deadline can stop one evaluation,
 *   so they must be a plain filter over the changed document from an explicit whitelist whose every node costs
 *   time linear in the document and the (1 kB) params: comparisons, `in`, `&&`, `||`, `!`, `defined()`,
 *   `references()`, `path()`, attribute and element access, literals, arrays and params.
 */
import type { ExprNode } from 'groq-js'
import { ApiError } from './errors'

export type AnonymousKind = 'query' | 'listen'

const LISTEN_NODES = new Set([
  'This',
  'Value',
  'Parameter',
  'AccessAttribute',
  'AccessElement',
  'Group',
  'And',
  'Or',
  'Not',
  'Neg',
  'Pos',
  'Array',
  'ArrayElement',
  'OpCall',
  'FuncCall',
])
const LISTEN_OPERATORS = new Set(['==', '!=', '<', '<=', '>', '>=', 'in'])
const LISTEN_FUNCTIONS = new Set(['global::defined', 'global::references', 'global::path'])

const PATH_MAX_DOUBLE_STARS = 1

const shorten = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text)

/**
 * Throws 400 (Sanity's error shape: `queryGrammarError` for queries, `listenQueryError` for listen, which the
 * router sends as channelError) when an anonymous caller's parsed query leaves the grammar above.
 */
export function checkAnonymousGroq(tree: ExprNode, query: string, kind: AnonymousKind): void {
  const refuse = (what: string) =>
    kind === 'listen'
      ? new ApiError(400, {
          type: 'listenQueryError',
          description: `Listen queries must be a filter such as *[_type == "product"]; ${what} are not allowed without the token`,
          query,
        })
      : new ApiError(400, {
          type: 'queryGrammarError',
          description: `${what[0]!.toUpperCase()}${what.slice(1)} are not allowed without the token`,
          query,
        })
  if (kind === 'listen') {
    if (tree.type === 'Everything') return
    if (tree.type !== 'Filter' || tree.base.type !== 'Everything')
      throw refuse(`"${shorten(query)}" is not a filter, and other queries`)
  }
  const stack: unknown[] = [kind === 'listen' && tree.type === 'Filter' ? tree.expr : tree]
  while (stack.length) {
    const node = stack.pop()
    if (Array.isArray(node)) {
      stack.push(...(node as unknown[]))
      continue
    }
    if (!node || typeof node !== 'object') continue
    const record = node as Record<string, unknown>
    const type = record.type
    if (typeof type !== 'string') {
      stack.push(...Object.values(record))
      continue
    }
    const problem = regexBuilder(record) ?? (kind === 'listen' ? outsideFilterGrammar(record) : undefined)
    if (problem) throw refuse(problem)
    // Literal values (a `Value` node's JSON, a param) are data, not syntax: nothing in them is walked.
    if (type === 'Value') continue
    stack.push(...Object.values(record))
  }
}

/** What in this node would make groq-js build a regular expression from caller text, if anything. */
function regexBuilder(node: Record<string, unknown>): string | undefined {
  if (node.type === 'OpCall' && node.op === 'match') return '`match` patterns'
  if (node.type === 'PipeFuncCall' && node.name === 'score') return 'score() and other `match` rankings'
  if (node.type === 'FuncCall' && node.namespace === 'global' && node.name === 'path') {
    const [pattern, ...rest] = node.args as Array<Record<string, unknown>>
    const text = pattern?.type === 'Value' ? pattern.value : undefined
    if (rest.length || typeof text !== 'string' || (text.match(/\*\*/g)?.length ?? 0) > PATH_MAX_DOUBLE_STARS)
      return `path() patterns other than one literal with at most ${PATH_MAX_DOUBLE_STARS} "**"`
  }
  return undefined
}

/** Listen only: the whitelist of node types, operators and functions. */
function outsideFilterGrammar(node: Record<string, unknown>): string | undefined {
  const type = node.type as string
  if (type === 'Everything') return 'sub-queries (*[...])'
  if (type === 'Projection' || type === 'Object') return 'projections ({...})'
  if (type === 'PipeFuncCall') return 'order(), score() and other pipe functions'
  if (type === 'Slice') return 'slices ([0...10])'
  if (type === 'Deref') return 'dereferences (->)'
  if (!LISTEN_NODES.has(type)) return `${type} expressions`
  if (type === 'OpCall' && !LISTEN_OPERATORS.has(node.op as string)) return `the ${String(node.op)} operator and others`
  if (type === 'FuncCall') {
    const name = `${String(node.namespace)}::${String(node.name)}`
    if (!LISTEN_FUNCTIONS.has(name)) return `${name.replace(/^global::/, '')}() and other functions`
  }
  return undefined
}
