import { usePageContext } from 'vike-react/usePageContext'
import { AuthCard } from '@/components/account/AuthCard'
import { ResetPasswordForm } from '@/components/account/ResetPasswordForm'
import { PageContainer } from '@/components/layout/PageShell'
import { resetPassword } from '@/lib/api'
import { browserApi } from '@/lib/api/browser'
import { routes } from '@/lib/routes'

export default function Page() {
  const { routeParams } = usePageContext()
  const token = routeParams.token ?? ''
  return (
    <PageContainer>
      <AuthCard
        title="Choose a new password"
        lead="Enter your new password twice."
        footer={<a href={routes.login}>Back to login</a>}
      >
        <ResetPasswordForm onResetPassword={(newPassword) => resetPassword(browserApi(), { token, newPassword })} />
      </AuthCard>
    </PageContainer>
  )
}
