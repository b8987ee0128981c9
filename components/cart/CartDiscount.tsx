import { useEffect } from 'react'
import type { AppliedCode } from '@/lib/promotions/appliedCode'
import { DiscountCodeField } from './DiscountCodeField'
import { useDiscountCode } from './useDiscountCode'

export interface CartDiscountProps {
  /** Told the applied code (or none) whenever it changes: the cart's summary shows its line and total. */
  onApplied: (applied: AppliedCode | null) => void
}

/**
 * The cart page's discount code field (docs/product.md §20), wired to the applied code's store here, in the chunk
 * LazyCartDiscount loads, as BagDiscount is in the bag's: the cart page's first JavaScript carries neither the store
 * nor the check (docs/performance.md, "JavaScript budget").
 */
export function CartDiscount({ onApplied }: CartDiscountProps) {
  const code = useDiscountCode()
  useEffect(() => onApplied(code.applied), [code.applied, onApplied])
  return (
    <DiscountCodeField
      applied={code.applied}
      error={code.error}
      checking={code.checking}
      onApply={code.apply}
      onRemove={code.remove}
    />
  )
}
