import { lazy, Suspense } from 'react'
import type { CartDiscountProps } from './CartDiscount'
import type { DiscountLineProps } from './DiscountLine'

const CartDiscount = lazy(() => import('./CartDiscount').then((m) => ({ default: m.CartDiscount })))
const DiscountLine = lazy(() => import('./DiscountLine').then((m) => ({ default: m.DiscountLine })))

/**
 * The cart page's discount code field, with the applied code's store and its check, loaded when the cart first shows
 * lines, not with the page (docs/performance.md, "JavaScript budget"). Never rendered on the server: the bag's lines
 * are only known once the saved bag is read (docs/architecture.md §7.3).
 */
export function LazyCartDiscount(props: CartDiscountProps) {
  return (
    <Suspense fallback={null}>
      <CartDiscount {...props} />
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
