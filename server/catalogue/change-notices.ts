/**
 * Where the catalogue service hears of changes by itself: the embedded lake's mutations, or hosted Sanity's listener
 * (changes.ts) with a periodic re-check of everything in case a notice was missed. The signed webhook and the other
 * instances' notices arrive through `content.revalidate` instead (routes.ts, server/page-cache/shared.ts).
 */
import { isPrivateDocumentId, listenForChanges } from './changes'
import type { CatalogueContext, CatalogueServiceOptions } from './context'
import type { ContentChange } from './dependencies'

/** Hosted content: changes arrive by listener and webhook; this re-check only covers a notice that never came. */
export const HOSTED_REVALIDATE_EVERY_MS = 5 * 60_000

/** Starts hearing changes; returns what stops it. Drafts never trigger anything. */
export function hearChanges(
  { lake, client, log }: CatalogueContext,
  revalidate: (change: ContentChange) => Promise<void>,
  options: Pick<CatalogueServiceOptions, 'revalidateEveryMs'>,
): () => void {
  const unsubscribe = lake?.onMutation(({ documents }) => {
    const published = documents.filter((doc) => !isPrivateDocumentId(doc.id))
    if (published.length) void revalidate(published)
  })
  const stopListening = client
    ? listenForChanges(client, { onChange: (change) => void revalidate(change), logger: log })
    : undefined
  const safetyNet = lake
    ? undefined
    : setInterval(() => void revalidate('unknown'), options.revalidateEveryMs ?? HOSTED_REVALIDATE_EVERY_MS)
  safetyNet?.unref()
  return () => {
    unsubscribe?.()
    stopListening?.()
    if (safetyNet) clearInterval(safetyNet)
  }
}
