import { lazy, Suspense, useState } from 'react'
import { Button } from './Button'
import type { ConfirmDialogProps } from './ConfirmDialog'

const loadDialog = () => import('./ConfirmDialog')
const ConfirmDialog = lazy(() => loadDialog().then((m) => ({ default: m.ConfirmDialog })))

/**
 * ConfirmDialog with its code (and Radix's alert dialog, ~14 kB gzip) loaded when the shopper first reaches for
 * the button, not with the page (docs/performance.md, "JavaScript budget"). Until then it is the same button; the
 * first click swaps in the real dialog, opened, with a trigger that looks the same, so nothing moves.
 */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  const [wanted, setWanted] = useState(props.defaultOpen ?? false)
  const button = (onClick?: () => void) => (
    <Button
      variant={props.triggerVariant ?? 'secondary'}
      disabled={props.disabled}
      onClick={onClick}
      onPointerEnter={() => void loadDialog()}
      onFocus={() => void loadDialog()}
    >
      {props.triggerLabel}
    </Button>
  )
  if (!wanted) return button(() => setWanted(true))
  return (
    <Suspense fallback={button()}>
      <ConfirmDialog {...props} defaultOpen />
    </Suspense>
  )
}
