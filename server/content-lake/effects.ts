/**
 * Mendoza effects (github.com/sanity-io/mendoza's patch format): how a transaction changed one document, as the
 * `effects: {apply, revert}` of listen events and history entries. Studio applies them to the document it holds
 * (without `_rev`) and attributes every changed field to its transaction in "Review changes", so an effect changes
 * only what changed, down through nested objects; arrays and other values are replaced whole.
 */
import type { Doc } from './store'

/** Opcodes of the format (mendoza's OPS table). */
const OP = {
  value: 0,
  pushFieldCopy: 10,
  returnIntoObjectSameKeyPop: 15,
  objectSetFieldValue: 17,
  objectDeleteField: 19,
} as const

export type MendozaPatch = unknown[]

export interface Effects {
  apply: MendozaPatch
  revert: MendozaPatch
}

type Plain = Record<string, unknown>
const isPlainObject = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v)

/** JSON equality (documents are JSON, so key order is the only thing to ignore). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, i) => sameJson(item, b[i]))
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a)
    return (
      keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key], b[key]))
    )
  }
  return false
}

/** Ops that turn the output on top of the stack (a copy of `left`) into `right`; both are objects. */
function objectOps(left: Plain, right: Plain, out: unknown[]): void {
  // Mendoza addresses an input field by its index among the input's sorted keys.
  const keys = Object.keys(left).sort()
  keys.forEach((key, index) => {
    if (!Object.hasOwn(right, key)) out.push(OP.objectDeleteField, index)
  })
  for (const [key, value] of Object.entries(right)) {
    const index = keys.indexOf(key)
    if (index >= 0 && sameJson(left[key], value)) continue
    const before = index >= 0 ? left[key] : undefined
    if (isPlainObject(before) && isPlainObject(value)) {
      out.push(OP.pushFieldCopy, index)
      objectOps(before, value, out)
      out.push(OP.returnIntoObjectSameKeyPop)
    } else {
      out.push(OP.objectSetFieldValue, value, key)
    }
  }
}

/** A patch from `left` to `right`; `null` stands for "no document". */
export function diffPatch(left: unknown, right: unknown): MendozaPatch {
  if (isPlainObject(left) && isPlainObject(right)) {
    const out: unknown[] = []
    objectOps(left, right, out)
    return out
  }
  return [OP.value, right ?? null]
}

const withoutRev = (doc: Doc | undefined): Plain | null => {
  if (!doc) return null
  const { _rev: _ignored, ...rest } = doc
  return rest
}

/** The effects of one document's change; documents are compared without `_rev`, as Studio holds them. */
export function effectsOf(before: Doc | undefined, after: Doc | undefined): Effects {
  const left = withoutRev(before)
  const right = withoutRev(after)
  return { apply: diffPatch(left, right), revert: diffPatch(right, left) }
}
