/** What the shop hears of each committed transaction (`lake.onMutation`): the content cache purges by it. */
import type { Logger } from 'pino'
import type { Transaction } from './mutate'

export interface MutationEvent {
  documentIds: string[]
  types: string[]
  /** Each changed document with its `_type` (after the change, and before it when that differs or for a delete). */
  documents: Array<{ id: string; type: string | undefined }>
}

export function mutationEvent(transaction: Transaction): MutationEvent {
  return {
    documentIds: transaction.changes.map((c) => c.id),
    types: [
      ...new Set(transaction.changes.flatMap((c) => [c.before?._type, c.after?._type]).filter((t) => t !== undefined)),
    ],
    // A change of `_type` (rare) touches the queries of both types.
    documents: transaction.changes.flatMap((c): MutationEvent['documents'] => {
      const types = new Set([c.after?._type, c.before?._type].filter((t) => t !== undefined))
      return types.size ? [...types].map((type) => ({ id: c.id, type })) : [{ id: c.id, type: undefined }]
    }),
  }
}

/** The `onMutation` subscribers; one that throws is logged and does not keep the others from hearing. */
export class MutationListeners {
  private readonly listeners = new Set<(event: MutationEvent) => void>()

  constructor(private readonly logger: Logger) {}

  add(listener: (event: MutationEvent) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  notify(event: MutationEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event)
      } catch (err) {
        this.logger.error({ err }, 'content lake: onMutation listener threw')
      }
    }
  }
}
