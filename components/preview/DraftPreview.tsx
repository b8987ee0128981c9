import { useEffect, useRef, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { reload } from 'vike/client/router'
import { DRAFT_MODE_PATHS } from '@/lib/preview/paths'
import { startLiveDraft } from '@/lib/preview/live'
import type { VisualEditing } from '@/lib/preview/visualEditing'
import { DraftModeBar } from './DraftModeBar'

/**
 * Draft mode in the browser (docs/architecture.md §2.7): the bar; the page's data read again after each change an
 * editor makes (Vike's `reload()`: the +data hooks run again on the server, in draft mode, with no full reload); and
 * Sanity's click-to-edit overlays, whose code loads here. Rendered by AfterHydration (itself loaded after hydration)
 * only in draft mode, so no shopper's page carries any of it, not even in its first JavaScript.
 */
export function DraftPreview() {
  // The page's own address, with its language prefix: where "Exit preview" returns.
  const { urlOriginal } = usePageContext()
  const [live, setLive] = useState(false)
  const overlays = useRef<VisualEditing | undefined>(undefined)
  useEffect(() => startLiveDraft({ onStatus: setLive, onChange: () => void reload() }), [])
  useEffect(() => {
    let stopped = false
    void import('@/lib/preview/visualEditing').then(({ startVisualEditing }) => {
      if (!stopped) overlays.current = startVisualEditing()
    })
    return () => {
      stopped = true
      overlays.current?.stop()
      overlays.current = undefined
    }
  }, [])
  useEffect(() => overlays.current?.pageChanged(urlOriginal), [urlOriginal])
  return <DraftModeBar exitHref={`${DRAFT_MODE_PATHS.disable}?to=${encodeURIComponent(urlOriginal)}`} live={live} />
}
