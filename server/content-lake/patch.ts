/**
 * Patch operations on one document (set, setIfMissing, unset, inc, dec, insert), with the part of
 * Sanity's JSONMatch path syntax that editors and the client use: `a.b`, `a[2]`, `a[-1]`, `a[_key=="k"]`.
 * Paths never reach an object's prototype: `__proto__`, `constructor` and `prototype` segments are refused,
 * and the walk only follows a document's own properties.
 */
import type { Doc } from './store'

type Token = { kind: 'field'; name: string } | { kind: 'index'; index: number } | { kind: 'key'; key: string }

/** A patch the caller got wrong (bad path or type); becomes a 400 mutationError. */
export class PatchError extends Error {}

const SEGMENT = /^([A-Za-z_$][\w$-]*)?((?:\[[^\]]*\])*)$/
const SELECTOR = /\[([^\]]*)\]/g
const KEY_SELECTOR = /^\s*_key\s*==\s*(?:"([^"]*)"|'([^']*)')\s*$/
/** Writing through these would change Object.prototype (or a constructor) for the whole process. */
const RESERVED_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype'])

export function parsePath(path: string): Token[] {
  const tokens: Token[] = []
  for (const segment of path.split('.')) {
    const match = SEGMENT.exec(segment)
    if (!match || (!match[1] && !match[2])) throw new PatchError(`Unsupported patch path "${path}"`)
    if (match[1] && RESERVED_SEGMENTS.has(match[1]))
      throw new PatchError(`Patch path "${path}" uses the reserved name "${match[1]}"`)
    if (match[1]) tokens.push({ kind: 'field', name: match[1] })
    for (const [, inner = ''] of (match[2] ?? '').matchAll(SELECTOR)) {
      const key = KEY_SELECTOR.exec(inner)
      if (key) tokens.push({ kind: 'key', key: key[1] ?? key[2] ?? '' })
      else if (/^\s*-?\d+\s*$/.test(inner)) tokens.push({ kind: 'index', index: Number(inner) })
      else throw new PatchError(`Unsupported selector [${inner}] in patch path "${path}"`)
    }
  }
  if (tokens[0]?.kind !== 'field') throw new PatchError(`Patch path "${path}" must start with a field name`)
  if (tokens.length === 1 && tokens[0].name === '_id') throw new PatchError('The _id of a document cannot be patched')
  return tokens
}

type Container = Record<string, unknown> | unknown[]
type Slot = { container: Container; at: string | number }

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

function indexIn(array: unknown[], token: Token): number {
  if (token.kind === 'index') return token.index < 0 ? array.length + token.index : token.index
  if (token.kind === 'key') return array.findIndex((item) => isObject(item) && item._key === token.key)
  return -1
}

/** Finds where the path points; with `create`, missing objects along the way are made (as Sanity's set does). */
function locate(doc: Doc, tokens: Token[], create: boolean): Slot | undefined {
  let container: Container = doc
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!
    const last = i === tokens.length - 1
    let at: string | number
    if (token.kind === 'field') {
      if (!isObject(container)) return undefined
      at = token.name
    } else {
      if (!Array.isArray(container)) return undefined
      at = indexIn(container, token)
      if (at < 0 || (at >= container.length && !last)) return undefined
    }
    if (last) return { container, at }
    let next: unknown = Object.hasOwn(container, at) ? (container as Record<string | number, unknown>)[at] : undefined
    if (next === undefined && create && tokens[i + 1]!.kind === 'field') {
      next = {}
      ;(container as Record<string | number, unknown>)[at] = next
    }
    if (!isObject(next) && !Array.isArray(next)) return undefined
    container = next
  }
  return undefined
}

const read = (slot: Slot) =>
  Object.hasOwn(slot.container, slot.at) ? (slot.container as Record<string | number, unknown>)[slot.at] : undefined
const write = (slot: Slot, value: unknown) => {
  if (Array.isArray(slot.container) && (typeof slot.at !== 'number' || slot.at >= slot.container.length)) return
  ;(slot.container as Record<string | number, unknown>)[slot.at] = value
}

export interface PatchOps {
  set?: Record<string, unknown>
  setIfMissing?: Record<string, unknown>
  unset?: string[]
  inc?: Record<string, number>
  dec?: Record<string, number>
  insert?: { before?: string; after?: string; replace?: string; items: unknown[] }
  /** Not applied by the embedded lake (yet); its paths are still checked. */
  diffMatchPatch?: Record<string, string>
}

const entries = (ops: unknown, name: string): [string, unknown][] => {
  if (ops === undefined) return []
  if (!isObject(ops)) throw new PatchError(`"${name}" must be an object of path → value`)
  return Object.entries(ops)
}

/** Applies the operations in Sanity's documented order to a copy of `doc`, and returns the copy. */
export function applyPatch(doc: Doc, ops: PatchOps): Doc {
  const next = structuredClone(doc)
  for (const [path] of entries(ops.diffMatchPatch, 'diffMatchPatch')) parsePath(path)
  for (const [path, value] of entries(ops.setIfMissing, 'setIfMissing')) {
    const slot = locate(next, parsePath(path), true)
    if (slot && read(slot) === undefined) write(slot, structuredClone(value))
  }
  for (const [path, value] of entries(ops.set, 'set')) {
    const slot = locate(next, parsePath(path), true)
    if (slot) write(slot, structuredClone(value))
  }
  if (ops.unset !== undefined) {
    if (!Array.isArray(ops.unset)) throw new PatchError('"unset" must be an array of paths')
    for (const path of ops.unset) {
      const tokens = parsePath(String(path))
      if (tokens.length === 1 && (tokens[0] as { name: string }).name === '_type')
        throw new PatchError('The _type of a document cannot be unset')
      const slot = locate(next, tokens, false)
      if (!slot) continue
      if (Array.isArray(slot.container)) {
        if (typeof slot.at === 'number' && slot.at < slot.container.length) slot.container.splice(slot.at, 1)
      } else delete slot.container[slot.at as string]
    }
  }
  for (const [name, sign] of [
    ['inc', 1],
    ['dec', -1],
  ] as const) {
    for (const [path, by] of entries(ops[name], name)) {
      if (typeof by !== 'number') throw new PatchError(`${name} at "${path}" needs a number`)
      const slot = locate(next, parsePath(path), false)
      if (!slot || read(slot) === undefined) continue
      const current = read(slot)
      if (typeof current !== 'number') throw new PatchError(`Cannot ${name} "${path}": it is not a number`)
      write(slot, current + sign * by)
    }
  }
  if (ops.insert !== undefined) insert(next, ops.insert)
  return next
}

function insert(doc: Doc, op: NonNullable<PatchOps['insert']>): void {
  const position = (['before', 'after', 'replace'] as const).find((p) => typeof op[p] === 'string')
  if (!position || !Array.isArray(op.items))
    throw new PatchError('insert needs one of before/after/replace and items[]')
  const tokens = parsePath(op[position]!)
  const selector = tokens[tokens.length - 1]!
  if (selector.kind === 'field') throw new PatchError(`insert path "${op[position]}" must end in an array selector`)
  const arrayPath = tokens.slice(0, -1)
  const arraySlot = locate(doc, arrayPath, false)
  const array = arraySlot && read(arraySlot)
  if (!Array.isArray(array)) throw new PatchError(`insert: "${op[position]}" does not point into an array`)
  const items = structuredClone(op.items)
  let index = indexIn(array, selector)
  if (index < 0 || index >= array.length) {
    // Inserting relative to -1 / 0 of an empty array, or a missing key: append (before 0 → prepend).
    if (selector.kind === 'key') throw new PatchError(`insert: no item with _key "${selector.key}"`)
    index = position === 'before' && index <= 0 ? 0 : array.length
    array.splice(index, 0, ...items)
    return
  }
  if (position === 'before') array.splice(index, 0, ...items)
  else if (position === 'after') array.splice(index + 1, 0, ...items)
  else array.splice(index, 1, ...items)
}
