import { lazy, Suspense, useEffect, useState } from 'react'
import type { SidePanelProps } from './SidePanelDialog'

/**
 * The modal side panel shared by the bag and the phone menu (docs/product.md §2, §2.5): an overlay and a panel
 * sliding in from one edge, with a title and a close button. Radix Dialog gives Escape, click-outside, a focus
 * trap and the scroll lock; it is loaded the first time a panel opens, so no page pays for it up front
 * (the JavaScript budget, scripts/size.ts).
 */
export function SidePanel(props: SidePanelProps) {
  const [used, setUsed] = useState(props.open)
  useEffect(() => {
    if (props.open) setUsed(true)
  }, [props.open])
  // Never opened: nothing to render (a closed Radix dialog renders nothing either, so SSR and hydration agree).
  if (!used && !props.open) return null
  return (
    <Suspense fallback={null}>
      <SidePanelDialog {...props} />
    </Suspense>
  )
}

const loadDialog = () => import('./SidePanelDialog')
const SidePanelDialog = lazy(loadDialog)

/** Fetches the dialog's code ahead of the first open (the header calls it when a panel's button is pointed at). */
export function preloadSidePanel(): void {
  void loadDialog()
}
