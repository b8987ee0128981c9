import { lazy, Suspense } from 'react'
import type { ChooseOptionsDialogProps } from './ChooseOptionsDialog'

// The dialog (and Radix Dialog) load when a choice is first needed: the wishlist's first load stays in budget.
const ChooseOptionsDialog = lazy(() => import('./ChooseOptionsDialog'))

/** The wishlist's size-and-colour dialog (docs/product.md §4.3), rendered only while a choice is asked for. */
export function ChooseOptions(props: ChooseOptionsDialogProps & { open: boolean }) {
  const { open, ...rest } = props
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <ChooseOptionsDialog {...rest} />
    </Suspense>
  )
}
