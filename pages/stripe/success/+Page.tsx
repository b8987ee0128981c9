import { useEffect, useRef } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { PageContainer } from '@/components/layout/PageShell'
import { PaymentSuccessView } from '@/components/payments/PaymentResult'
import { cartActions } from '@/lib/store/cart/slice'
import { useAppDispatch, useCartReady } from '@/lib/store/hooks'
import type { Data } from './+data'

export default function PaymentSuccessPage() {
  const { status, test, receipt } = usePageContext().data as Data
  const dispatch = useAppDispatch()
  const ready = useCartReady()
  const cleared = useRef(false)

  useEffect(() => {
    // Only a paid session empties the bag, and only after the saved bag was read (else the old bag would come back).
    if (status !== 'paid' || !ready || cleared.current) return
    cleared.current = true
    dispatch(cartActions.clearCart())
  }, [status, ready, dispatch])

  return (
    <PageContainer>
      <PaymentSuccessView status={status} test={test} receipt={receipt} />
    </PageContainer>
  )
}
