import { lazy, Suspense } from 'react'
import type { DiscountCodeFieldProps } from './DiscountCodeField'
import type { DiscountLineProps } from './DiscountLine'

const DiscountCodeField = lazy(() => import('./DiscountCodeField').then((m) => ({ default: m.DiscountCodeField })))
const DiscountLine = lazy(() => import('./DiscountLine').then((m) => ({ default: m.DiscountLine })))

/**
 * The discount code field with its code and texts loaded when the bag or the cart first shows lines, not with every
 * page that has the bag (docs/performance.md, "JavaScript budget"). Never rendered on the server: the bag's lines
 * are only known once the saved bag is read (docs/architecture.md §7.3).
 */
export function LazyDiscountCodeField(props: DiscountCodeFieldProps) {
  return (
    <Suspense fallback={null}>
      <DiscountCodeField {...props} />
    </Suspense>
  )
}

/** The discount line, loaded with the first applied code (the same chunk rules as the field). */
export function LazyDiscountLine(props: DiscountLineProps) {
  return (
    <Suspense fallback={null}>
      <DiscountLine {...props} />
    </Suspense>
  )
}
