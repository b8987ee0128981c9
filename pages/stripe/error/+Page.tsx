import { PageContainer } from '@/components/layout/PageShell'
import { PaymentErrorView } from '@/components/payments/PaymentResult'

export default function PaymentErrorPage() {
  return (
    <PageContainer>
      <PaymentErrorView />
    </PageContainer>
  )
}
