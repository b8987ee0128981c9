import { DiscountCodeField } from './DiscountCodeField'
import { DiscountLine } from './DiscountLine'
import { TotalNotes, usePaymentTerms } from './TotalNotes'
import { useDiscountCode } from './useDiscountCode'

export interface BagDiscountProps {
  /** The bag's subtotal in cents, before any code. */
  subtotal: number
}

/**
 * The bag panel's discount code (docs/product.md §20): the field, then the applied code's discount line, then the
 * lines about what the bag comes to after it: the GST it includes and its instalments (as on the cart page, of the
 * bag's subtotal after the code: the bag shows no shipping), as the shop's configuration has them (GST_REGISTERED,
 * PAYMENT_METHODS). Wired to the applied code's store here, in the chunk LazyBagDiscount loads, so pages carry none
 * of it until the bag shows lines.
 */
export function BagDiscount({ subtotal }: BagDiscountProps) {
  const code = useDiscountCode()
  const { paymentMethods, gstRegistered } = usePaymentTerms()
  const discount = code.applied?.discount ?? 0
  return (
    <>
      <DiscountCodeField
        applied={code.applied}
        error={code.error}
        checking={code.checking}
        onApply={code.apply}
        onRemove={code.remove}
      />
      {code.applied ? <DiscountLine code={code.applied.code} amount={discount} testId="bag-discount" /> : null}
      <TotalNotes
        total={Math.max(0, subtotal - discount)}
        paymentMethods={paymentMethods}
        gstRegistered={gstRegistered}
        where="bag"
      />
    </>
  )
}
