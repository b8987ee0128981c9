/**
 * Live draft preview (docs/architecture.md §2.7): the page listens to the shop's stream of content changes
 * (`/api/draft-mode/changes`, open only in draft mode) and refreshes its data after each burst of them, so an editor
 * typing in the Studio sees the page follow without a reload. Loaded only in draft mode (components/preview/).
 */
import { DRAFT_MODE_PATHS } from './paths'

export interface LiveDraftOptions {
  /** The page's data should be read again (a keystroke, a publish, an image). */
  onChange: () => void
  /** Whether the stream is open; false while the browser reconnects. */
  onStatus: (live: boolean) => void
  /** A typist makes a change per keystroke: one refresh per pause this long. */
  quietMs?: number
}

/** Starts listening; returns the function that stops. */
export function startLiveDraft({ onChange, onStatus, quietMs = 150 }: LiveDraftOptions): () => void {
  const source = new EventSource(DRAFT_MODE_PATHS.changes)
  let timer: ReturnType<typeof setTimeout> | undefined
  source.onopen = () => onStatus(true)
  // EventSource reconnects by itself (the server's `retry`); the bar says so meanwhile.
  source.onerror = () => onStatus(false)
  source.addEventListener('change', () => {
    clearTimeout(timer)
    timer = setTimeout(onChange, quietMs)
  })
  return () => {
    clearTimeout(timer)
    source.close()
  }
}
