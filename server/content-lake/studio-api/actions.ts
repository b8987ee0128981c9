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
import { ACTION_PLANNERS, DRAFTS, isObject, type ActionStep } from './action-planners'

type Raw = Record<string, unknown>

/** Sanity answers a failed action with 409 (state conflicts) or 400 (malformed), in its error envelope. */
const actionError = (status: 400 | 409, type: string, description: string, index: number) =>
  new ApiError(status, { type: 'actionError', description, items: [{ error: { type, description }, index }] })

/**
 * Turns a request body `{actions: [...]}` into the mutations of one transaction. `docs` is the dataset the
 * transaction will apply to; the state each action sees includes the earlier actions of the same request.
 */
export function planActions(docs: Docs, body: unknown): unknown[] {
  const actions = checkedActions(body)
  // The documents as the earlier actions of this request leave them, so [edit, publish] publishes the edit.
  const state = new Map(docs)
  const mutations: unknown[] = []
  actions.forEach((action, index) => {
    if (!isObject(action) || typeof action.actionType !== 'string')
      throw actionError(400, 'invalidAction', 'Each action needs an "actionType"', index)
    const plan = ACTION_PLANNERS.get(action.actionType)
    if (!plan) throw actionError(400, 'unsupported', `Unsupported action "${action.actionType}"`, index)
    plan(actionStep(action, index, state, mutations))
  })
  return mutations
}

function checkedActions(body: unknown): unknown[] {
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
  return actions
}

/** Action `index` of the request: what its planner reads, and `emit`, which also moves `state` on. */
function actionStep(action: Raw, index: number, state: Map<string, Doc>, mutations: unknown[]): ActionStep {
  const actionType = String(action.actionType)
  const id = (name: string): string => {
    const value = action[name]
    if (typeof value !== 'string' || value === '')
      throw actionError(400, 'invalidAction', `${actionType} needs "${name}"`, index)
    if (value.startsWith('versions.'))
      throw actionError(400, 'unsupported', 'Content releases are not supported by the local content lake', index)
    return value
  }
  return {
    action,
    state,
    id,
    draftIdOf: (publishedId, given) =>
      typeof given === 'string' && given !== '' ? id('draftId') : `${DRAFTS}${publishedId}`,
    invalid: (description, type = 'invalidAction') => actionError(400, type, description, index),
    missing: (description) => actionError(409, 'documentNotFoundError', description, index),
    conflict: (type, description) => actionError(409, type, description, index),
    emit(mutation) {
      mutations.push(mutation)
      const [kind, payload] = Object.entries(mutation)[0] as [string, Raw]
      if (kind === 'delete') state.delete(payload.id as string)
      else if (kind === 'patch') {
        const id = payload.id as string
        try {
          state.set(id, applyPatch(state.get(id)!, payload))
        } catch (err) {
          if (err instanceof PatchError) throw actionError(400, 'invalidPatch', err.message, index)
          throw err
        }
      } else state.set(payload._id as string, payload as Doc)
    },
  }
}
