/**
 * A list of mutations applied as one transaction: all of them, or none (any error throws before
 * the store sees a new state). Pure apart from query-selected patches/deletes, which read the same snapshot.
 */
import { mutationError, type MutationErrorItem } from './errors'
import { isValidDocumentId, randomId, timestamp } from './ids'
import { applyPatch, PatchError } from './patch'
import { runQuery } from './query'
import type { Doc, Docs } from './store'

export type Operation = 'create' | 'update' | 'delete' | 'none'

export interface MutationResult {
  id: string
  operation: Operation
  document?: Doc
}

/** What happened to one document over the whole transaction (drives listen events and cache purges). */
export interface Change {
  id: string
  before: Doc | undefined
  after: Doc | undefined
  mutations: unknown[]
}

/** Mutations, or a function that plans them from the dataset as the write finds it (the Actions API does). */
// eslint-disable-next-line @typescript-eslint/no-redundant-type-constituents -- unknown (validated later) is the point; the function member documents the plan form
export type MutationsOrPlan = unknown | ((docs: Docs) => unknown)

export interface CommitOptions {
  transactionId?: string
  dryRun?: boolean
  /** The author recorded in history and sent as listen events' `identity`. */
  identity?: string
}

export interface Transaction {
  transactionId: string
  timestamp: string
  /** Who committed it (listen events' `identity`, history's `author`); '' for the lake's own writes. */
  identity: string
  results: MutationResult[]
  changes: Change[]
}

type Raw = Record<string, unknown>
const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v)

class ItemError extends Error {
  constructor(
    readonly status: 400 | 409,
    readonly type: string,
    message: string,
    readonly id?: string,
  ) {
    super(message)
  }
}

export interface PlanOptions {
  transactionId?: string
  identity?: string
  now: Date
  projectId: string
  dataset: string
}

export async function planTransaction(
  docs: Docs,
  mutations: unknown,
  options: PlanOptions,
): Promise<{ next: Map<string, Doc>; transaction: Transaction }> {
  if (!Array.isArray(mutations) || mutations.length === 0)
    throw mutationError(400, 'The request must have a non-empty "mutations" array')
  const plan = new Plan(docs, options.transactionId ?? randomId(), timestamp(options.now), options)
  for (const [index, mutation] of mutations.entries()) {
    try {
      await applyMutation(plan, mutation)
    } catch (err) {
      if (err instanceof PatchError) throw failed(400, index, 'invalidPatch', err.message)
      if (err instanceof ItemError) throw failed(err.status, index, err.type, err.message, err.id)
      throw err
    }
  }
  return {
    next: plan.next,
    transaction: {
      transactionId: plan.transactionId,
      timestamp: plan.now,
      identity: options.identity ?? '',
      results: plan.results,
      changes: [...plan.changes.values()],
    },
  }
}

/** A transaction as its mutations build it: the next dataset, each mutation's results, each document's change. */
class Plan {
  readonly next: Map<string, Doc>
  readonly results: MutationResult[] = []
  readonly changes = new Map<string, Change>()

  constructor(
    readonly docs: Docs,
    readonly transactionId: string,
    readonly now: string,
    readonly options: PlanOptions,
  ) {
    this.next = new Map(docs)
  }

  /** Sets (or with `undefined` deletes) a document, and notes the mutation on its change. */
  put(id: string, after: Doc | undefined, mutation: unknown): void {
    const change = this.changes.get(id) ?? { id, before: this.docs.get(id), after: undefined, mutations: [] }
    change.after = after
    change.mutations.push(mutation)
    this.changes.set(id, change)
    if (after) this.next.set(id, after)
    else this.next.delete(id)
  }
}

async function applyMutation(plan: Plan, mutation: unknown): Promise<void> {
  if (!isObject(mutation) || Object.keys(mutation).length !== 1)
    throw new ItemError(400, 'invalidMutation', 'Each mutation must be an object with exactly one key')
  const [kind, body] = Object.entries(mutation)[0]!
  if (!isObject(body)) throw new ItemError(400, 'invalidMutation', `"${kind}" must be an object`)
  switch (kind) {
    case 'create':
    case 'createOrReplace':
    case 'createIfNotExists':
      return applyCreate(plan, kind, body, mutation)
    case 'patch':
      return applyPatchMutation(plan, body, mutation)
    case 'delete':
      return applyDelete(plan, body, mutation)
    default:
      throw new ItemError(400, 'invalidMutation', `Unsupported mutation "${kind}"`)
  }
}

function applyCreate(plan: Plan, kind: string, body: Raw, mutation: unknown): void {
  const doc = newDocument(body, kind, plan.transactionId, plan.now)
  const existing = plan.next.get(doc._id)
  if (existing && kind === 'create')
    throw new ItemError(409, 'documentAlreadyExistsError', `Document by ID "${doc._id}" already exists`, doc._id)
  if (existing && kind === 'createIfNotExists') {
    plan.results.push({ id: doc._id, operation: 'none', document: existing })
    return
  }
  // createOrReplace keeps the original creation time unless the caller provides one.
  if (existing && typeof body._createdAt !== 'string') doc._createdAt = existing._createdAt
  plan.put(doc._id, doc, mutation)
  plan.results.push({ id: doc._id, operation: existing ? 'update' : 'create', document: doc })
}

async function applyPatchMutation(plan: Plan, body: Raw, mutation: unknown): Promise<void> {
  for (const id of await selectIds(plan.next, body, plan.options)) {
    const current = plan.next.get(id)
    if (!current) throw new ItemError(409, 'documentNotFoundError', `Document "${id}" not found`, id)
    if (body.ifRevisionID !== undefined && body.ifRevisionID !== current._rev)
      throw new ItemError(
        409,
        'documentRevisionIDDoesNotMatchError',
        `Document "${id}" has unexpected revision ID ("${String(current._rev)}"), expected ${JSON.stringify(body.ifRevisionID)}`,
        id,
      )
    const patched = applyPatch(current, body)
    const doc = { ...patched, _id: id, _rev: plan.transactionId, _updatedAt: plan.now } as Doc
    if (typeof doc._type !== 'string' || doc._type === '')
      throw new ItemError(400, 'invalidPatch', `The patch would leave "${id}" without a _type`, id)
    plan.put(id, doc, mutation)
    plan.results.push({ id, operation: 'update', document: doc })
  }
}

async function applyDelete(plan: Plan, body: Raw, mutation: unknown): Promise<void> {
  for (const id of await selectIds(plan.next, body, plan.options)) {
    const existed = plan.next.has(id)
    if (existed) plan.put(id, undefined, mutation)
    plan.results.push({ id, operation: existed ? 'delete' : 'none' })
  }
}

function failed(status: 400 | 409, index: number, type: string, description: string, id?: string) {
  const item: MutationErrorItem = { error: { type, description, ...(id ? { id } : {}) }, index }
  return mutationError(status, `The mutation(s) failed: ${description}`, [item])
}

function newDocument(body: Raw, kind: string, rev: string, now: string): Doc {
  let id = body._id
  if (id === undefined && kind === 'create') id = randomId()
  // `_id: "drafts."` asks for a generated id under that prefix.
  if (typeof id === 'string' && id.endsWith('.') && kind === 'create') id = id + randomId()
  if (typeof id !== 'string' || !isValidDocumentId(id))
    throw new ItemError(400, 'invalidDocumentId', `${kind} needs a valid _id (got ${JSON.stringify(id)})`)
  if (typeof body._type !== 'string' || body._type === '' || body._type.startsWith('system.'))
    throw new ItemError(400, 'invalidDocumentType', `Document "${id}" needs a _type`, id)
  const createdAt =
    typeof body._createdAt === 'string' && !Number.isNaN(Date.parse(body._createdAt)) ? body._createdAt : now
  return { ...structuredClone(body), _id: id, _type: body._type, _rev: rev, _createdAt: createdAt, _updatedAt: now }
}

async function selectIds(docs: Docs, body: Raw, options: PlanOptions): Promise<string[]> {
  if (typeof body.id === 'string') return [body.id]
  if (typeof body.query === 'string') {
    const documents = [...docs.values()]
    const byId = new Map(docs)
    const params = isObject(body.params) ? body.params : {}
    const result = await runQuery(body.query, params, {
      view: { documents, byId },
      projectId: options.projectId,
      dataset: options.dataset,
    })
    const list = Array.isArray(result) ? result : [result]
    return list.flatMap((doc) => (isObject(doc) && typeof doc._id === 'string' ? [doc._id] : []))
  }
  throw new ItemError(400, 'invalidMutation', 'patch/delete needs an "id" or a "query"')
}
