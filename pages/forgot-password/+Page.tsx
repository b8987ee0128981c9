import { Suspense } from 'react'
import { AuthCard } from '@/components/account/AuthCard'
import { PageContainer } from '@/components/layout/PageShell'
import { requestPasswordReset } from '@/lib/api'
import { browserApi } from '@/lib/api/browser'
import { lazyWithSsr } from '@/lib/react/lazyWithSsr'
import { routes } from '@/lib/routes'

// Its form library and validation load with the page, not in its first JavaScript (lib/react/lazyWithSsr.ts).
const ForgotPasswordForm = lazyWithSsr(() =>
  import('@/components/account/ForgotPasswordForm').then((m) => ({ default: m.ForgotPasswordForm })),
)

export default function Page() {
  return (
    <PageContainer>
      <AuthCard
        title="Forgot your password?"
        lead="Enter the e-mail address of your account and we will send you a link to choose a new password."
        footer={<a href={routes.login}>Back to login</a>}
      >
        <Suspense>
          <ForgotPasswordForm onRequestReset={(email) => requestPasswordReset(browserApi(), email)} />
        </Suspense>
      </AuthCard>
    </PageContainer>
  )
}
