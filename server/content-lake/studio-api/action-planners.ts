/**
 * One planner per Studio action kind (sanity.io/docs/http-actions): each checks its action against the state the
 * request's earlier actions left and emits the mutations that carry it out. docs/adr/0008-local-studio.md
 */
import type { ApiError } from '../errors'
import type { Doc, Docs } from '../store'

type Raw = Record<string, unknown>
export const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v)

export const DRAFTS = 'drafts.'

/** One action as its planner sees it. */
export interface ActionStep {
  action: Raw
  /** The documents as the earlier actions of this request leave them. */
  state: Docs
  emit(mutation: Raw): void
  /** The action's id field `name`; throws for a missing one or a release version. */
  id(name: string): string
  /** The draft id the action names, or the published id's default draft. */
  draftIdOf(publishedId: string, given?: unknown): string
  /** 400 `invalidAction`, or `unsupported` for what the local lake leaves out. */
  invalid(description: string, type?: 'invalidAction' | 'unsupported'): ApiError
  /** 409: a document the action needs is not there. */
  missing(description: string): ApiError
  /** 409: a document changed since the caller read it, or is already there. */
  conflict(type: string, description: string): ApiError
}

/** Fields the lake sets on write; copying them from a draft onto the published document would only mislead. */
function content(doc: Doc, id: string): Doc {
  const { _rev: _r, _updatedAt: _u, ...rest } = doc
  return { ...rest, _id: id }
}

function create(step: ActionStep): void {
  const { action, state } = step
  const publishedId = step.id('publishedId')
  const attributes = action.attributes
  if (!isObject(attributes) || typeof attributes._type !== 'string')
    throw step.invalid('create needs "attributes" with a _type')
  const draftId = typeof attributes._id === 'string' ? attributes._id : `${DRAFTS}${publishedId}`
  if (draftId !== `${DRAFTS}${publishedId}`)
    throw step.invalid(`create: attributes._id must be "${DRAFTS}${publishedId}"`)
  const exists = state.has(draftId)
  if (exists && action.ifExists !== 'ignore')
    throw step.conflict('documentAlreadyExistsError', `Document "${draftId}" already exists`)
  if (!exists) step.emit({ create: { ...attributes, _id: draftId } })
}

function edit(step: ActionStep): void {
  const { action, state } = step
  const publishedId = step.id('publishedId')
  const draftId = step.draftIdOf(publishedId, action.draftId)
  if (!isObject(action.patch)) throw step.invalid('edit needs a "patch"')
  if (!state.has(draftId)) {
    // Editing a published document starts its draft from the published version.
    const published = state.get(publishedId)
    if (!published) throw step.missing(`Neither "${draftId}" nor "${publishedId}" exists`)
    step.emit({ create: content(published, draftId) })
  }
  const { id: _ignored, ...patch } = action.patch
  step.emit({ patch: { ...patch, id: draftId } })
}

function publish(step: ActionStep): void {
  const { action, state } = step
  const publishedId = step.id('publishedId')
  const draftId = step.draftIdOf(publishedId, action.draftId)
  const draft = state.get(draftId)
  if (!draft) throw step.missing(`There is no draft "${draftId}" to publish`)
  const published = state.get(publishedId)
  if (typeof action.ifDraftRevisionId === 'string' && action.ifDraftRevisionId !== draft._rev)
    throw step.conflict('documentRevisionIDDoesNotMatchError', `The draft "${draftId}" has changed`)
  if (typeof action.ifPublishedRevisionId === 'string' && action.ifPublishedRevisionId !== published?._rev)
    throw step.conflict('documentRevisionIDDoesNotMatchError', `"${publishedId}" has changed`)
  step.emit({ createOrReplace: content(draft, publishedId) })
  step.emit({ delete: { id: draftId } })
}

function unpublish(step: ActionStep): void {
  const { action, state } = step
  const publishedId = step.id('publishedId')
  const draftId = step.draftIdOf(publishedId, action.draftId)
  const published = state.get(publishedId)
  if (!published) throw step.missing(`"${publishedId}" is not published`)
  // An existing draft wins: it holds newer edits than the published version.
  if (!state.has(draftId)) step.emit({ create: content(published, draftId) })
  step.emit({ delete: { id: publishedId } })
}

function discard(step: ActionStep): void {
  const draftId = step.id('draftId')
  if (!draftId.startsWith(DRAFTS)) throw step.invalid('discard needs a draft id')
  if (!step.state.has(draftId)) throw step.missing(`There is no draft "${draftId}" to discard`)
  step.emit({ delete: { id: draftId } })
}

/** Studio deletes a never-published document by discarding its draft "version"; releases are off. */
function discardVersion(step: ActionStep): void {
  const versionId = step.action.versionId
  if (typeof versionId !== 'string' || !versionId.startsWith(DRAFTS))
    throw step.invalid('Content releases are not supported by the local content lake', 'unsupported')
  if (!step.state.has(versionId)) throw step.missing(`There is no draft "${versionId}" to discard`)
  step.emit({ delete: { id: versionId } })
}

function remove(step: ActionStep): void {
  const { action, state } = step
  const publishedId = step.id('publishedId')
  const drafts = Array.isArray(action.includeDrafts) ? action.includeDrafts.filter((d) => typeof d === 'string') : []
  const ids = [publishedId, `${DRAFTS}${publishedId}`, ...drafts]
  if (!ids.some((each) => state.has(each))) throw step.missing(`"${publishedId}" does not exist`)
  for (const each of new Set(ids)) if (state.has(each)) step.emit({ delete: { id: each } })
}

function replaceDraft(step: ActionStep): void {
  const publishedId = step.id('publishedId')
  const attributes = step.action.attributes
  if (!isObject(attributes) || typeof attributes._type !== 'string')
    throw step.invalid('replaceDraft needs "attributes" with a _type')
  step.emit({ createOrReplace: { ...attributes, _id: `${DRAFTS}${publishedId}` } })
}

/** The planner of each supported `actionType` (a Map: an action type is the caller's text). */
export const ACTION_PLANNERS: ReadonlyMap<string, (step: ActionStep) => void> = new Map([
  ['sanity.action.document.create', create],
  ['sanity.action.document.edit', edit],
  ['sanity.action.document.publish', publish],
  ['sanity.action.document.unpublish', unpublish],
  ['sanity.action.document.discard', discard],
  ['sanity.action.document.version.discard', discardVersion],
  ['sanity.action.document.delete', remove],
  ['sanity.action.document.replaceDraft', replaceDraft],
])
