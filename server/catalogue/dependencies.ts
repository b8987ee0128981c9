/**
 * Invalidation by key (docs/adr/0007-page-cache.md): which cached content queries a content change can affect. A
 * query depends on the documents in its result (their `_id`s) and on every document of the types it selects
 * (`*[_type == "product" …]`) or dereferences (`category->title`). Anything this cannot tell is an "any": a query
 * that scans without a `_type` filter, or that does not parse, depends on every change, and so does a changed
 * document whose type is unknown.
 */
import { parse, type ExprNode } from 'groq-js'
import schema from '@/lib/content/schema.json'

/** A published document that changed (created, edited or deleted). */
export interface ChangedDocument {
  id: string
  /** Its `_type`; undefined when the notice did not say, which affects every query. */
  type: string | undefined
}

/** What a content change notice says changed: these documents, or `'unknown'` (re-run every query). */
export type ContentChange = readonly ChangedDocument[] | 'unknown'

export interface QueryDependencies {
  /** `_id`s in the query's last result. */
  ids: ReadonlySet<string>
  /** The `_type`s it selects or dereferences; 'any' when they cannot be told. */
  types: ReadonlySet<string> | 'any'
}

/**
 * Every type a reference can point at, from the Studio's schema (lib/content/schema.json, `npm run typegen`): a
 * dereference may read any of them. Coarser than following each reference field, and never wrong.
 */
const DEREFERENCE_TARGETS: ReadonlySet<string> = new Set(
  Array.from(JSON.stringify(schema).matchAll(/"dereferencesTo":"([^"]+)"/g), (match) => match[1]!),
)

const typesByQuery = new Map<string, ReadonlySet<string> | 'any'>()
/** Query texts are the shop's own (lib/content/queries.ts): a handful, so this memo stays small. */
const MAX_MEMOIZED_QUERIES = 100

/** The `_type`s a GROQ query selects or dereferences, or 'any' when a part of it is not restricted to types. */
export function typesReadBy(groq: string): ReadonlySet<string> | 'any' {
  const known = typesByQuery.get(groq)
  if (known) return known
  let types: ReadonlySet<string> | 'any'
  try {
    const found = new Set<string>()
    types = collectTypes(parse(groq), found) ? found : 'any'
  } catch {
    types = 'any'
  }
  if (typesByQuery.size < MAX_MEMOIZED_QUERIES) typesByQuery.set(groq, types)
  return types
}

/** Adds the types `node` reads to `found`; false when it reads documents of types it does not name. */
function collectTypes(node: unknown, found: Set<string>): boolean {
  if (Array.isArray(node)) return node.every((child) => collectTypes(child, found))
  if (!node || typeof node !== 'object') return true
  const expr = node as ExprNode
  if (expr.type === 'Everything') return false
  if (expr.type === 'Filter' && expr.base.type === 'Everything') {
    const selected = selectedTypes(expr.expr)
    if (!selected) return false
    for (const type of selected) found.add(type)
    return collectTypes(expr.expr, found)
  }
  if (expr.type === 'Deref') for (const type of DEREFERENCE_TARGETS) found.add(type)
  return Object.values(expr).every((child) => collectTypes(child, found))
}

/** The types a filter admits when it requires `_type == "x"` (or `_type in [...]`) at its top level. */
function selectedTypes(filter: ExprNode): string[] | undefined {
  if (filter.type === 'And') return selectedTypes(filter.left) ?? selectedTypes(filter.right)
  if (filter.type === 'Or') {
    const [left, right] = [selectedTypes(filter.left), selectedTypes(filter.right)]
    return left && right ? [...left, ...right] : undefined
  }
  if (filter.type === 'Group') return selectedTypes(filter.base)
  if (filter.type !== 'OpCall' || filter.left.type !== 'AccessAttribute') return undefined
  if (filter.left.name !== '_type' || filter.left.base) return undefined
  if (filter.op === '==' && filter.right.type === 'Value' && typeof filter.right.value === 'string')
    return [filter.right.value]
  if (filter.op === 'in' && filter.right.type === 'Array') {
    const values = filter.right.elements.map((element) =>
      !element.isSplat && element.value.type === 'Value' && typeof element.value.value === 'string'
        ? element.value.value
        : undefined,
    )
    return values.every((value) => value !== undefined) ? values : undefined
  }
  return undefined
}

/** Every `_id` in a query result, at any depth. */
export function idsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) idsIn(item, found)
  else if (value && typeof value === 'object') {
    for (const [name, child] of Object.entries(value))
      if (name === '_id' && typeof child === 'string') found.add(child)
      else idsIn(child, found)
  }
  return found
}

/** What a query (its GROQ text and its last result) depends on. */
export const dependenciesOf = (groq: string, result: unknown): QueryDependencies => ({
  ids: idsIn(result),
  types: typesReadBy(groq),
})

/** Whether a change can alter the result of a query with these dependencies. */
export function isAffected(dependencies: QueryDependencies, change: ContentChange): boolean {
  if (change === 'unknown' || dependencies.types === 'any') return true
  const { ids, types } = dependencies
  return change.some((doc) => doc.type === undefined || types.has(doc.type) || ids.has(doc.id))
}

/** Two notices arriving before the revalidation that covers both: what changed in either. */
export function mergeChanges(a: ContentChange, b: ContentChange): ContentChange {
  return a === 'unknown' || b === 'unknown' ? 'unknown' : [...a, ...b]
}
