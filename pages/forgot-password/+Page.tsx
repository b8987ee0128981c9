import { AuthCard } from '../../components/account/AuthCard'
import { ForgotPasswordForm } from '../../components/account/ForgotPasswordForm'
import { PageContainer } from '../../components/layout/PageShell'
import { createApiClient, requestPasswordReset } from '../../lib/api'
import { routes } from '../../lib/routes'

const api = createApiClient()

export default function Page() {
  return (
    <PageContainer>
      <AuthCard
        title="Forgot your password?"
        lead="Enter the e-mail address of your account and we will send you a link to choose a new password."
        footer={<a href={routes.login}>Back to login</a>}
      >
        <ForgotPasswordForm onRequestReset={(email) => requestPasswordReset(api, email)} />
      </AuthCard>
    </PageContainer>
  )
}
