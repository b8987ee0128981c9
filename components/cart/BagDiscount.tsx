import { DiscountCodeField } from './DiscountCodeField'
import { DiscountLine } from './DiscountLine'
import { useDiscountCode } from './useDiscountCode'

/**
 * The bag panel's discount code (docs/product.md §20): the field, then the applied code's discount line. Wired to
 * the applied code's store here, in the chunk LazyBagDiscount loads, so pages carry none of it until the bag shows
 * lines.
 */
export function BagDiscount() {
  const code = useDiscountCode()
  return (
    <>
      <DiscountCodeField
        applied={code.applied}
        error={code.error}
        checking={code.checking}
        onApply={code.apply}
        onRemove={code.remove}
      />
      {code.applied ? (
        <DiscountLine code={code.applied.code} amount={code.applied.discount} testId="bag-discount" />
      ) : null}
    </>
  )
}
