import { PageContainer } from '@/components/layout/PageShell'
import { PaymentErrorView } from '@/components/payments/PaymentResult'
import { useMessages } from '@/lib/react/LocaleContext'
import { paymentMessages } from '@/lib/i18n/messages/payments'
import { usePageHead } from '../../usePageHead'

export default function PaymentErrorPage() {
  const t = useMessages(paymentMessages).error
  usePageHead({ title: t.pageTitle, description: t.description })
  return (
    <PageContainer>
      <PaymentErrorView />
    </PageContainer>
  )
}
