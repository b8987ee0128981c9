import { AuthCard } from '@/components/account/AuthCard'
import { ForgotPasswordForm } from '@/components/account/ForgotPasswordForm'
import { PageContainer } from '@/components/layout/PageShell'
import { requestPasswordReset } from '@/lib/api'
import { browserApi } from '@/lib/api/browser'
import { routes } from '@/lib/routes'

export default function Page() {
  return (
    <PageContainer>
      <AuthCard
        title="Forgot your password?"
        lead="Enter the e-mail address of your account and we will send you a link to choose a new password."
        footer={<a href={routes.login}>Back to login</a>}
      >
        <ForgotPasswordForm onRequestReset={(email) => requestPasswordReset(browserApi(), email)} />
      </AuthCard>
    </PageContainer>
  )
}
