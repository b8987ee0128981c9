/**
 * Content Source Maps (`resultSourceMap`), the shape Sanity's query API documents: for each text of a query's result,
 * the document and the field it was read from, so `@sanity/client`'s stega encoder and visual editing can send an
 * editor from any text on the page to its field in Studio.
 *
 * groq-js does not track where a value came from, so the map is rebuilt from the answer: each text is looked for in
 * the document the answer's object names (its `_id`) and in the documents that one references (`category->title`),
 * preferring a field of the same name; a text outside any document's object is mapped only when exactly one field of
 * the view holds it. A computed text (`title + " " + slogan`) is left out, as the hosted API leaves it out too. Only
 * strings are mapped: they are what stega encodes. Keys starting with `_` (ids, types, keys) are never mapped.
 */
import type { Doc } from './store'
import type { View } from './visibility'

/** `true` writes array items of the source by index; `withKeyArraySelector` by their `_key` where they have one. */
export type SourceMapMode = 'index' | 'key'

export interface ContentSourceMap {
  documents: Array<{ _id: string; _type: string }>
  paths: string[]
  mappings: Record<string, { type: 'value'; source: { type: 'documentValue'; document: number; path: number } }>
}

type Segment = string | number | { _key: string; index: number }

/** Sanity's JSONPath: `$['variants'][?(@._key=='a1')]['colour']`, or `[0]` for an index. */
export function jsonPath(path: readonly Segment[], mode: SourceMapMode = 'index'): string {
  return `$${path
    .map((segment) => {
      if (typeof segment === 'string') return `['${segment.replace(/[\\']/g, (c) => `\\${c}`).replace(/\n/g, '\\n')}']`
      if (typeof segment === 'number') return `[${segment}]`
      return mode === 'key' ? `[?(@._key=='${segment._key.replace(/[\\']/g, (c) => `\\${c}`)}')]` : `[${segment.index}]`
    })
    .join('')}`
}

/** Parses `resultSourceMap` as the API takes it: `true`, `withKeyArraySelector`, or absent/false. */
export function parseSourceMapOption(value: unknown): SourceMapMode | undefined {
  if (value === 'withKeyArraySelector') return 'key'
  if (value === true || value === 'true') return 'index'
  return undefined
}

const lastKey = (path: Segment[]) => {
  const last = path[path.length - 1]
  return typeof last === 'string' ? last : undefined
}

/** Every string leaf of a document with its path, by value; built once per document object. */
const textsByDoc = new WeakMap<Doc, Map<string, Segment[][]>>()

function textsOf(doc: Doc): Map<string, Segment[][]> {
  const texts = textsByDoc.get(doc)
  if (texts) return texts
  const found = new Map<string, Segment[][]>()
  const visit = (value: unknown, path: Segment[]) => {
    if (typeof value === 'string') {
      const key = lastKey(path)
      if (path.length && !key?.startsWith('_')) found.set(value, [...(found.get(value) ?? []), path])
    } else if (Array.isArray(value)) {
      value.forEach((item: unknown, index) => {
        const key = (item as { _key?: unknown } | null)?._key
        visit(item, [...path, typeof key === 'string' ? { _key: key, index } : index])
      })
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) visit(child, [...path, key])
    }
  }
  visit(doc, [])
  textsByDoc.set(doc, found)
  return found
}

/** The ids a document references (`_ref`), where `->` may have read from. */
function referencesOf(doc: Doc): string[] {
  const refs: string[] = []
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (value && typeof value === 'object') {
      const ref = (value as { _ref?: unknown })._ref
      if (typeof ref === 'string') refs.push(ref)
      Object.values(value).forEach(visit)
    }
  }
  visit(doc)
  return refs
}

/** The path in `doc` holding `text`, preferring the field named like the answer's key (`title`, then `titleAr`). */
function pathIn(doc: Doc, text: string, key: string | undefined): Segment[] | undefined {
  const paths = textsOf(doc).get(text)
  if (!paths?.length) return undefined
  return (
    paths.find((path) => lastKey(path) === key) ??
    paths.find((path) => key !== undefined && lastKey(path)?.startsWith(key)) ??
    paths[0]
  )
}

interface Found {
  doc: Doc
  path: Segment[]
}

function findSource(text: string, key: string | undefined, context: Doc | undefined, view: View): Found | undefined {
  if (context) {
    const own = pathIn(context, text, key)
    if (own) return { doc: context, path: own }
    for (const id of referencesOf(context)) {
      const doc = view.byId.get(id)
      const path = doc && pathIn(doc, text, key)
      if (doc && path) return { doc, path }
    }
    return undefined
  }
  let found: Found | undefined
  for (const doc of view.documents) {
    const paths = textsOf(doc).get(text)
    if (!paths) continue
    if (found || paths.length > 1) return undefined
    found = { doc, path: paths[0]! }
  }
  return found
}

/** The Content Source Map of `result`, read from `view` (the documents the query ran over). */
export function contentSourceMap(result: unknown, view: View, mode: SourceMapMode): ContentSourceMap {
  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} }
  const documentIndex = new Map<Doc, number>()
  const pathIndex = new Map<string, number>()
  const indexOf = <K>(index: Map<K, number>, key: K, add: () => void) => {
    let at = index.get(key)
    if (at === undefined) {
      at = index.size
      index.set(key, at)
      add()
    }
    return at
  }
  const walk = (value: unknown, resultPath: Array<string | number>, context: Doc | undefined) => {
    if (typeof value === 'string') {
      const key = resultPath[resultPath.length - 1]
      if (typeof key === 'string' && key.startsWith('_')) return
      const found = findSource(value, typeof key === 'string' ? key : undefined, context, view)
      if (!found) return
      const id = (found.doc as { _originalId?: string })._originalId ?? found.doc._id
      const document = indexOf(documentIndex, found.doc, () => map.documents.push({ _id: id, _type: found.doc._type }))
      const source = jsonPath(found.path, mode)
      const path = indexOf(pathIndex, source, () => map.paths.push(source))
      map.mappings[jsonPath(resultPath)] = { type: 'value', source: { type: 'documentValue', document, path } }
    } else if (Array.isArray(value)) {
      value.forEach((item: unknown, index) => walk(item, [...resultPath, index], context))
    } else if (value && typeof value === 'object') {
      const id = (value as { _id?: unknown })._id
      const own = typeof id === 'string' ? view.byId.get(id) : undefined
      for (const [key, child] of Object.entries(value)) walk(child, [...resultPath, key], own ?? context)
    }
  }
  walk(result, [], undefined)
  return map
}
