import { Suspense } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { AuthCard } from '@/components/account/AuthCard'
import { PageContainer } from '@/components/layout/PageShell'
import { browserApi } from '@/lib/api/browser'
import { ResetPasswordDocument } from '@/lib/api/operations.generated'
import { lazyWithSsr } from '@/lib/react/lazyWithSsr'
import { useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { accountMessages } from '@/lib/i18n/messages/account'
import { usePageHead } from '../../usePageHead'

// Its form library and validation load with the page, not in its first JavaScript (lib/react/lazyWithSsr.ts).
const ResetPasswordForm = lazyWithSsr(() =>
  import('@/components/account/ResetPasswordForm').then((m) => ({ default: m.ResetPasswordForm })),
)

export default function Page() {
  const { routeParams } = usePageContext()
  const token = routeParams.token ?? ''
  const messages = useMessages(accountMessages)
  usePageHead({ title: messages.resetPassword.pageTitle, description: messages.resetPassword.description })
  const routes = useRoutes()
  return (
    <PageContainer>
      <AuthCard
        title={messages.resetPassword.title}
        lead={messages.resetPassword.lead}
        footer={<a href={routes.login}>{messages.backToLogin}</a>}
      >
        <Suspense>
          <ResetPasswordForm onResetPassword={(newPassword) => resetPassword(token, newPassword)} />
        </Suspense>
      </AuthCard>
    </PageContainer>
  )
}

async function resetPassword(token: string, newPassword: string) {
  return (await browserApi().request(ResetPasswordDocument, { token, newPassword })).resetPassword
}

// What this page sends: read by `npm run codegen` (not at run time), which types it as the `…Document` above.
const _resetPasswordOperation = /* GraphQL */ `
  mutation ResetPassword($token: String!, $newPassword: String!) {
    resetPassword(token: $token, newPassword: $newPassword) {
      success
      message
    }
  }
`
