import { useRef, type PointerEvent } from 'react'

/** A horizontal move shorter than this is a tap or a wobble, not a swipe. */
const SWIPE_MIN_PX = 40

/**
 * A horizontal swipe on an element, in the reading direction: `onStep(1)` for the next item (a swipe towards the start
 * of the line: leftwards in English, rightwards in Arabic), `onStep(-1)` for the previous one. Vertical moves are left
 * to the page's own scrolling (the element sets `touch-action: pan-y`).
 */
export function useSwipe(onStep: (step: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null)
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      start.current = { x: event.clientX, y: event.clientY }
    },
    onPointerCancel: () => {
      start.current = null
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const from = start.current
      start.current = null
      if (!from) return
      const dx = event.clientX - from.x
      const dy = event.clientY - from.y
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return
      const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
      onStep(dx < 0 !== rtl ? 1 : -1)
    },
  }
}
