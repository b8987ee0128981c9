import { usePageContext } from 'vike-react/usePageContext'
import { AuthCard } from '@/components/account/AuthCard'
import { VerifyEmailStatus } from '@/components/account/VerifyEmailStatus'
import { PageContainer } from '@/components/layout/PageShell'
import { useVerification } from './useVerification'

export default function Page() {
  const { routeParams } = usePageContext()
  const state = useVerification(routeParams.token ?? '')
  return (
    <PageContainer>
      <AuthCard title="E-mail verification">
        <VerifyEmailStatus state={state} />
      </AuthCard>
    </PageContainer>
  )
}
