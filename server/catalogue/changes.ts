/**
 * How the content service hears that hosted content changed: Sanity's listener (one SSE stream for every published
 * document). The embedded lake tells the service directly (lake.onMutation); the signed webhook (routes.ts) covers
 * deployments where a listener cannot stay open.
 */
import type { SanityClient } from '@sanity/client'
import type { Logger } from '../logger'

/** Drafts (`drafts.…`) and release versions (`versions.…`) never reach shoppers, so their edits change nothing. */
export const isPrivateDocumentId = (id: string) => id.startsWith('drafts.') || id.startsWith('versions.')

/** A filter the hosted listener and a local lake both accept: every published document. */
const PUBLISHED = '*[!(_id in path("drafts.**")) && !(_id in path("versions.**"))]'
const RETRY_AFTER_ERROR_MS = 30_000

export function listenForChanges(
  client: SanityClient,
  { onChange, logger }: { onChange: () => void; logger: Logger },
): () => void {
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  let subscription: { unsubscribe(): void } | undefined

  const subscribe = () => {
    let welcomed = false
    subscription = client
      .listen(PUBLISHED, {}, { events: ['welcome', 'mutation'], includeResult: false, visibility: 'query' })
      .subscribe({
        next(event) {
          // A welcome after the first follows a reconnect: changes made while disconnected were not heard.
          if (event.type === 'welcome') {
            if (welcomed) onChange()
            welcomed = true
          } else if (event.type === 'mutation' && !isPrivateDocumentId(event.documentId)) onChange()
        },
        error(err: unknown) {
          if (stopped) return
          logger.warn(
            { err },
            'content listener failed; retrying in 30 s (the webhook and the periodic check still apply)',
          )
          retry = setTimeout(() => {
            onChange()
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
