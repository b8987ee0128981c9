/**
 * Click to edit (docs/architecture.md §2.7): inside the Studio's Presentation pane, Sanity's overlays outline each
 * text the draft reads carried a stega mark for (server/catalogue/drafts.ts) and open its field in the Studio on a
 * click, in English and Arabic fields alike. The pane's address bar follows the page, and the pane's own navigation
 * moves the page. Loaded only in draft mode (components/preview/DraftPreview.tsx), so no shopper's page carries it.
 */
import { enableVisualEditing, type HistoryAdapterNavigate } from '@sanity/visual-editing/enable-visual-editing'
import { navigate, reload } from 'vike/client/router'

export interface VisualEditing {
  /** The page moved (a Vike navigation): tell the pane. */
  pageChanged(url: string): void
  stop(): void
}

export function startVisualEditing(): VisualEditing {
  let tellPane: HistoryAdapterNavigate | undefined
  const here = () => `${location.pathname}${location.search}`
  const stop = enableVisualEditing({
    history: {
      subscribe(navigateTo) {
        tellPane = navigateTo
        navigateTo({ type: 'replace', url: here() })
        return () => {
          tellPane = undefined
        }
      },
      update(update) {
        if (update.type === 'pop') history.back()
        else if (update.url !== here())
          void navigate(update.url, { overwriteLastHistoryEntry: update.type === 'replace' })
      },
    },
    // The pane's refresh button, or a change it saw before our own stream did (lib/preview/live.ts).
    refresh: () => reload(),
    zIndex: 60,
  })
  return {
    pageChanged: (url) => tellPane?.({ type: 'push', url }),
    stop,
  }
}
