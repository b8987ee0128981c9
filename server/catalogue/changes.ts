/**
 * How the catalogue service hears that hosted content changed: Sanity's listener (one SSE stream for every published
 * document). The embedded lake tells the service directly (lake.onMutation); the signed webhook (routes.ts) covers
 * deployments where a listener cannot stay open. Each notice names the changed documents and their types, so only the
 * queries that can depend on them run again (dependencies.ts).
 */
import type { SanityClient } from '@sanity/client'
import type { Logger } from '../logger'
import type { ChangedDocument, ContentChange } from './dependencies'

/** Drafts (`drafts.…`) and release versions (`versions.…`) never reach shoppers, so their edits change nothing. */
export const isPrivateDocumentId = (id: string) => id.startsWith('drafts.') || id.startsWith('versions.')

/** A filter the hosted listener and a local lake both accept: every published document. */
const PUBLISHED = '*[!(_id in path("drafts.**")) && !(_id in path("versions.**"))]'
const RETRY_AFTER_ERROR_MS = 30_000

export function listenForChanges(
  client: SanityClient,
  { onChange, logger }: { onChange: (change: ContentChange) => void; logger: Logger },
): () => void {
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  let subscription: { unsubscribe(): void } | undefined

  const subscribe = () => {
    let welcomed = false
    subscription = client
      // The document after the change and before it say its `_type` (which queries it can affect).
      .listen(
        PUBLISHED,
        {},
        { events: ['welcome', 'mutation'], includeResult: true, includePreviousRevision: true, visibility: 'query' },
      )
      .subscribe({
        next(event) {
          // A welcome after the first follows a reconnect: changes made while disconnected were not heard.
          if (event.type === 'welcome') {
            if (welcomed) onChange('unknown')
            welcomed = true
          } else if (event.type === 'mutation' && !isPrivateDocumentId(event.documentId))
            onChange(changedDocuments(event.documentId, event.result, event.previous))
        },
        error(err: unknown) {
          if (stopped) return
          logger.warn(
            { err },
            'content listener failed; retrying in 30 s (the webhook and the periodic check still apply)',
          )
          retry = setTimeout(() => {
            onChange('unknown')
            subscribe()
          }, RETRY_AFTER_ERROR_MS)
          retry.unref()
        },
      })
  }
  subscribe()

  return () => {
    stopped = true
    if (retry) clearTimeout(retry)
    subscription?.unsubscribe()
  }
}

/** The document a mutation event names, with its type after and before the change (undefined when neither says). */
function changedDocuments(id: string, after: unknown, before: unknown): ChangedDocument[] {
  const types = new Set([typeOf(after), typeOf(before)].filter((type) => type !== undefined))
  return types.size ? [...types].map((type) => ({ id, type })) : [{ id, type: undefined }]
}

const typeOf = (doc: unknown) =>
  doc && typeof doc === 'object' && '_type' in doc && typeof doc._type === 'string' ? doc._type : undefined

/**
 * The documents a webhook body names: Sanity sends the webhook's projection of the changed document (the whole
 * document by default; `{_id, _type}` is enough), one object or an array of them. Anything else (an empty body, another
 * shape) says nothing: 'unknown'. Drafts and versions are left out.
 */
export function changesFromWebhookBody(body: string): ContentChange {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return 'unknown'
  }
  const items: unknown[] = Array.isArray(parsed) ? parsed : [parsed]
  const documents: ChangedDocument[] = []
  for (const item of items) {
    const id = item && typeof item === 'object' && '_id' in item ? item._id : undefined
    if (typeof id !== 'string') return 'unknown'
    if (!isPrivateDocumentId(id)) documents.push({ id, type: typeOf(item) })
  }
  return items.length ? documents : 'unknown'
}
