import { Suspense } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { AuthCard } from '@/components/account/AuthCard'
import { PageContainer } from '@/components/layout/PageShell'
import { resetPassword } from '@/lib/api'
import { browserApi } from '@/lib/api/browser'
import { lazyWithSsr } from '@/lib/react/lazyWithSsr'
import { routes } from '@/lib/routes'

// Its form library and validation load with the page, not in its first JavaScript (lib/react/lazyWithSsr.ts).
const ResetPasswordForm = lazyWithSsr(() =>
  import('@/components/account/ResetPasswordForm').then((m) => ({ default: m.ResetPasswordForm })),
)

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
        <Suspense>
          <ResetPasswordForm onResetPassword={(newPassword) => resetPassword(browserApi(), { token, newPassword })} />
        </Suspense>
      </AuthCard>
    </PageContainer>
  )
}
