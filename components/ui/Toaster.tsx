import { lazy, Suspense, useState } from 'react'
import { useToast } from '@/lib/toast/store'

const ToastList = lazy(() => import('./ToastList'))

export interface ToasterProps {
  /**
   * Toasts stay until closed (Storybook: a story is a still picture, and its screenshot must not lose a toast that
   * timed out while a loaded machine took it).
   */
  keepOpen?: boolean
}

/**
 * Renders the toast store (docs/product.md §9). Radix Toast is loaded with the first toast: most page views show
 * none, so no page pays for it up front (the JavaScript budget, scripts/size.ts).
 */
export function Toaster({ keepOpen = false }: ToasterProps) {
  const { toasts } = useToast()
  const [used, setUsed] = useState(false)
  // Once shown, the list stays mounted so closing toasts can animate out and the F8 viewport stays in place.
  if (toasts.length > 0 && !used) setUsed(true)
  if (!used && toasts.length === 0) return null
  return (
    <Suspense fallback={null}>
      <ToastList toasts={keepOpen ? toasts.map((t) => ({ ...t, duration: Infinity })) : toasts} />
    </Suspense>
  )
}
