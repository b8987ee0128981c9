import { lazy, Suspense, useEffect, useState, type RefObject } from 'react'
import type { StickyBuyBarContentProps } from './StickyBuyBarContent'

/** Below `theme.breakpoints.md` (768 px). */
const PHONE_MAX_WIDTH_PX = 767

// The bar itself loads the first time it is needed (docs/performance.md, "A step back"): most visits never scroll the
// page's own buttons out of view on a phone, and none does on a wider screen.
const StickyBuyBarContent = lazy(() =>
  import('./StickyBuyBarContent').then((m) => ({ default: m.StickyBuyBarContent })),
)

export interface StickyBuyBarProps extends Omit<StickyBuyBarContentProps, 'shown'> {
  /** The page's own buttons: the bar shows while they are out of view. */
  watch: RefObject<HTMLElement | null>
}

/**
 * The phone's buy bar (docs/product.md §2.8): below 768 px wide, while the page's own Add To Bag is scrolled out of
 * view, a bar at the bottom of the screen offers it with the price (`StickyBuyBarContent`). This part only watches:
 * the bar's code is loaded the first time it is to show, and stays mounted after, so its focus handling survives
 * a scroll back. The page keeps room for it at its end (`StickyBuyBarRoom`).
 */
export function StickyBuyBar({ watch, ...bar }: StickyBuyBarProps) {
  const [outOfView, setOutOfView] = useState(false)
  const [narrow, setNarrow] = useState(false)
  const [needed, setNeeded] = useState(false)
  useEffect(() => {
    const target = watch.current
    if (!target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setOutOfView(!entry?.isIntersecting))
    observer.observe(target)
    return () => observer.disconnect()
  }, [watch])
  // Shown only on a phone's width: elsewhere the page's own buttons are at hand, and one copy of them is enough.
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${PHONE_MAX_WIDTH_PX}px)`)
    const update = () => setNarrow(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  const shown = narrow && outOfView
  useEffect(() => {
    if (shown) setNeeded(true)
  }, [shown])
  if (!needed) return null
  return (
    <Suspense>
      <StickyBuyBarContent {...bar} shown={shown} />
    </Suspense>
  )
}
