/**
 * Sanity's Actions API (`POST /data/actions/:dataset`), which Studio uses for every draft edit and publish:
 * each action becomes mutations planned against the same snapshot, and all of a request's actions commit as one
 * transaction. Semantics follow sanity.io/docs/http-actions; versions (content releases) are switched off in the
 * local Studio and refused here. docs/adr/0008-local-studio.md
 */
import { ApiError } from '../errors'
import { MAX_ACTIONS_PER_REQUEST } from '../limits'
import { applyPatch, PatchError } from '../patch'
import type { Doc, Docs } from '../store'

type Raw = Record<string, unknown>
const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v)

const DRAFTS = 'drafts.'

/** Sanity answers a failed action with 409 (state conflicts) or 400 (malformed), in its error envelope. */
const actionError = (status: 400 | 409, type: string, description: string, index: number) =>
  new ApiError(status, { type: 'actionError', description, items: [{ error: { type, description }, index }] })

/** Fields the lake sets on write; copying them from a draft onto the published document would only mislead. */
function content(doc: Doc, id: string): Doc {
  const { _rev: _r, _updatedAt: _u, ...rest } = doc
  return { ...rest, _id: id }
}

/**
 * Turns a request body `{actions: [...]}` into the mutations of one transaction. `docs` is the dataset the
 * transaction will apply to; the state each action sees includes the earlier actions of the same request.
 */
export function planActions(docs: Docs, body: unknown): unknown[] {
  const actions = isObject(body) ? body.actions : undefined
  if (!Array.isArray(actions) || actions.length === 0)
    throw new ApiError(400, {
      type: 'httpBadRequest',
      description: 'The request must have a non-empty "actions" array',
    })
  if (actions.length > MAX_ACTIONS_PER_REQUEST)
    throw new ApiError(400, {
      type: 'httpBadRequest',
      description: `At most ${MAX_ACTIONS_PER_REQUEST} actions per request`,
    })
  // The documents as the earlier actions of this request leave them, so [edit, publish] publishes the edit.
  const state = new Map(docs)
  const mutations: unknown[] = []
  let current = 0
  const emit = (mutation: Raw) => {
    mutations.push(mutation)
    const [kind, payload] = Object.entries(mutation)[0] as [string, Raw]
    if (kind === 'delete') state.delete(payload.id as string)
    else if (kind === 'patch') {
      const id = payload.id as string
      try {
        state.set(id, applyPatch(state.get(id)!, payload))
      } catch (err) {
        if (err instanceof PatchError) throw actionError(400, 'invalidPatch', err.message, current)
        throw err
      }
    } else state.set(payload._id as string, payload as Doc)
  }

  actions.forEach((action, index) => {
    current = index
    if (!isObject(action) || typeof action.actionType !== 'string')
      throw actionError(400, 'invalidAction', 'Each action needs an "actionType"', index)
    const { actionType } = action
    const id = (name: string): string => {
      const value = action[name]
      if (typeof value !== 'string' || value === '')
        throw actionError(400, 'invalidAction', `${actionType} needs "${name}"`, index)
      if (value.startsWith('versions.'))
        throw actionError(400, 'unsupported', 'Content releases are not supported by the local content lake', index)
      return value
    }
    const draftIdOf = (publishedId: string, given?: unknown) =>
      typeof given === 'string' && given !== '' ? id('draftId') : `${DRAFTS}${publishedId}`
    const missing = (what: string) => actionError(409, 'documentNotFoundError', what, index)

    switch (action.actionType) {
      case 'sanity.action.document.create': {
        const publishedId = id('publishedId')
        const attributes = action.attributes
        if (!isObject(attributes) || typeof attributes._type !== 'string')
          throw actionError(400, 'invalidAction', 'create needs "attributes" with a _type', index)
        const draftId = typeof attributes._id === 'string' ? attributes._id : `${DRAFTS}${publishedId}`
        if (draftId !== `${DRAFTS}${publishedId}`)
          throw actionError(400, 'invalidAction', `create: attributes._id must be "${DRAFTS}${publishedId}"`, index)
        const exists = state.has(draftId)
        if (exists && action.ifExists !== 'ignore')
          throw actionError(409, 'documentAlreadyExistsError', `Document "${draftId}" already exists`, index)
        if (!exists) emit({ create: { ...attributes, _id: draftId } })
        return
      }
      case 'sanity.action.document.edit': {
        const publishedId = id('publishedId')
        const draftId = draftIdOf(publishedId, action.draftId)
        if (!isObject(action.patch)) throw actionError(400, 'invalidAction', 'edit needs a "patch"', index)
        if (!state.has(draftId)) {
          // Editing a published document starts its draft from the published version.
          const published = state.get(publishedId)
          if (!published) throw missing(`Neither "${draftId}" nor "${publishedId}" exists`)
          emit({ create: content(published, draftId) })
        }
        const { id: _ignored, ...patch } = action.patch
        emit({ patch: { ...patch, id: draftId } })
        return
      }
      case 'sanity.action.document.publish': {
        const publishedId = id('publishedId')
        const draftId = draftIdOf(publishedId, action.draftId)
        const draft = state.get(draftId)
        if (!draft) throw missing(`There is no draft "${draftId}" to publish`)
        const published = state.get(publishedId)
        if (typeof action.ifDraftRevisionId === 'string' && action.ifDraftRevisionId !== draft._rev)
          throw actionError(409, 'documentRevisionIDDoesNotMatchError', `The draft "${draftId}" has changed`, index)
        if (typeof action.ifPublishedRevisionId === 'string' && action.ifPublishedRevisionId !== published?._rev)
          throw actionError(409, 'documentRevisionIDDoesNotMatchError', `"${publishedId}" has changed`, index)
        emit({ createOrReplace: content(draft, publishedId) })
        emit({ delete: { id: draftId } })
        return
      }
      case 'sanity.action.document.unpublish': {
        const publishedId = id('publishedId')
        const draftId = draftIdOf(publishedId, action.draftId)
        const published = state.get(publishedId)
        if (!published) throw missing(`"${publishedId}" is not published`)
        // An existing draft wins: it holds newer edits than the published version.
        if (!state.has(draftId)) emit({ create: content(published, draftId) })
        emit({ delete: { id: publishedId } })
        return
      }
      case 'sanity.action.document.discard': {
        const draftId = id('draftId')
        if (!draftId.startsWith(DRAFTS)) throw actionError(400, 'invalidAction', 'discard needs a draft id', index)
        if (!state.has(draftId)) throw missing(`There is no draft "${draftId}" to discard`)
        emit({ delete: { id: draftId } })
        return
      }
      case 'sanity.action.document.version.discard': {
        // Studio deletes a never-published document by discarding its draft "version"; releases are off.
        const versionId = action.versionId
        if (typeof versionId !== 'string' || !versionId.startsWith(DRAFTS))
          throw actionError(400, 'unsupported', 'Content releases are not supported by the local content lake', index)
        if (!state.has(versionId)) throw missing(`There is no draft "${versionId}" to discard`)
        emit({ delete: { id: versionId } })
        return
      }
      case 'sanity.action.document.delete': {
        const publishedId = id('publishedId')
        const drafts = Array.isArray(action.includeDrafts)
          ? action.includeDrafts.filter((d) => typeof d === 'string')
          : []
        const ids = [publishedId, `${DRAFTS}${publishedId}`, ...drafts]
        if (!ids.some((each) => state.has(each))) throw missing(`"${publishedId}" does not exist`)
        for (const each of new Set(ids)) if (state.has(each)) emit({ delete: { id: each } })
        return
      }
      case 'sanity.action.document.replaceDraft': {
        const publishedId = id('publishedId')
        const attributes = action.attributes
        if (!isObject(attributes) || typeof attributes._type !== 'string')
          throw actionError(400, 'invalidAction', 'replaceDraft needs "attributes" with a _type', index)
        emit({ createOrReplace: { ...attributes, _id: `${DRAFTS}${publishedId}` } })
        return
      }
      default:
        throw actionError(400, 'unsupported', `Unsupported action "${action.actionType}"`, index)
    }
  })
  return mutations
}
