import { lazy, Suspense } from 'react'

const BagDiscount = lazy(() => import('./BagDiscount').then((m) => ({ default: m.BagDiscount })))

/** The bag panel's discount code and line, with the applied code's store, loaded when the bag first shows lines. */
export function LazyBagDiscount() {
  return (
    <Suspense fallback={null}>
      <BagDiscount />
    </Suspense>
  )
}
