import { Suspense } from 'react'
import { AuthCard } from '@/components/account/AuthCard'
import { PageContainer } from '@/components/layout/PageShell'
import { browserApi } from '@/lib/api/browser'
import { RequestPasswordResetDocument } from '@/lib/api/operations.generated'
import { lazyWithSsr } from '@/lib/react/lazyWithSsr'
import { useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { accountMessages } from '@/lib/i18n/messages/account'
import { usePageHead } from '../usePageHead'

// Its form library and validation load with the page, not in its first JavaScript (lib/react/lazyWithSsr.ts).
const ForgotPasswordForm = lazyWithSsr(() =>
  import('@/components/account/ForgotPasswordForm').then((m) => ({ default: m.ForgotPasswordForm })),
)

export default function Page() {
  const messages = useMessages(accountMessages)
  usePageHead({ title: messages.forgotPassword.pageTitle, description: messages.forgotPassword.description })
  const routes = useRoutes()
  return (
    <PageContainer>
      <AuthCard
        title={messages.forgotPassword.title}
        lead={messages.forgotPassword.lead}
        footer={<a href={routes.login}>{messages.backToLogin}</a>}
      >
        <Suspense>
          <ForgotPasswordForm onRequestReset={requestPasswordReset} />
        </Suspense>
      </AuthCard>
    </PageContainer>
  )
}

async function requestPasswordReset(email: string) {
  return (await browserApi().request(RequestPasswordResetDocument, { email })).requestPasswordReset
}

// What this page sends: read by `npm run codegen` (not at run time), which types it as the `…Document` above.
const _requestPasswordResetOperation = /* GraphQL */ `
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      success
      message
    }
  }
`
