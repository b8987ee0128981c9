import { lazy, Suspense } from 'react'
import type { BagDiscountProps } from './BagDiscount'

const BagDiscount = lazy(() => import('./BagDiscount').then((m) => ({ default: m.BagDiscount })))

/**
 * The bag panel's discount code and line, with the applied code's store, and the GST and instalments lines of what
 * the bag comes to: loaded when the bag first shows lines.
 */
export function LazyBagDiscount(props: BagDiscountProps) {
  return (
    <Suspense fallback={null}>
      <BagDiscount {...props} />
    </Suspense>
  )
}
