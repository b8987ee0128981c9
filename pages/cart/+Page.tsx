import { useState } from 'react'
import { CartView } from '@/components/cart/CartView'
import { LazyCartDiscount } from '@/components/cart/LazyDiscount'
import { usePaymentTerms } from '@/components/cart/TotalNotes'
import { useCheckout } from '@/components/cart/useCheckout'
import { PageContainer } from '@/components/layout/PageShell'
import type { AppliedCode } from '@/lib/promotions/appliedCode'
import { useMessages } from '@/lib/react/LocaleContext'
import { cartMessages } from '@/lib/i18n/messages/cart'
import { cartActions } from '@/lib/store/cart/slice'
import { useAppDispatch, useAppSelector, useCartReady } from '@/lib/store/hooks'
import { toast } from '@/lib/toast/store'
import { usePageHead } from '../usePageHead'

export default function CartPage() {
  const t = useMessages(cartMessages)
  usePageHead({ title: t.title, description: t.description })
  const dispatch = useAppDispatch()
  const ready = useCartReady()
  const cartDetails = useAppSelector((state) => state.cart.cartDetails)
  const totalPrice = useAppSelector((state) => state.cart.totalPrice)
  const { checkout, loading } = useCheckout()
  // docs/product.md §10.8–9: GST and the instalments note follow the shop's configuration.
  const { paymentMethods, gstRegistered } = usePaymentTerms()
  // The applied code, as the field's chunk tells it (components/cart/CartDiscount.tsx): none until it has loaded.
  const [applied, setApplied] = useState<AppliedCode | null>(null)
  return (
    <PageContainer>
      <CartView
        ready={ready}
        lines={Object.values(cartDetails)}
        totalPrice={totalPrice}
        checkoutLoading={loading}
        paymentMethods={paymentMethods}
        gstRegistered={gstRegistered}
        onSetQuantity={(id, quantity) => dispatch(cartActions.setItemQuantity(id, quantity))}
        onIncrement={(id) => dispatch(cartActions.incrementItem(id))}
        onDecrement={(id) => dispatch(cartActions.decrementItem(id))}
        onRemove={(id) => dispatch(cartActions.removeItem(id))}
        onCheckout={() => void checkout()}
        codeField={<LazyCartDiscount onApplied={setApplied} />}
        discount={applied ? { code: applied.code, amount: applied.discount } : null}
        onClear={() => {
          dispatch(cartActions.clearCart())
          toast(t.clear.done)
        }}
      />
    </PageContainer>
  )
}
