import { Suspense } from 'react'
import { AlreadyLoggedInNote } from '@/components/account/AlreadyLoggedInNote'
import { AuthCard } from '@/components/account/AuthCard'
import { PageContainer } from '@/components/layout/PageShell'
import { browserApi } from '@/lib/api/browser'
import { LoginDocument } from '@/lib/api/operations.generated'
import type { LoginInput } from '@/lib/validation/auth'
import { lazyWithSsr } from '@/lib/react/lazyWithSsr'
import { useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { accountMessages } from '@/lib/i18n/messages/account'
import { usePageHead } from '../usePageHead'

// Its form library and validation load with the page, not in its first JavaScript (lib/react/lazyWithSsr.ts).
const LoginForm = lazyWithSsr(() => import('@/components/account/LoginForm').then((m) => ({ default: m.LoginForm })))

export default function Page() {
  const t = useMessages(accountMessages).login
  usePageHead({ title: t.pageTitle, description: t.description })
  const routes = useRoutes()
  const footer = (
    <>
      <a href={routes.forgotPassword}>{t.forgotPassword}</a>
      <span>
        {t.newHere} <a href={routes.signup}>{t.signUp}</a>
      </span>
    </>
  )
  return (
    <PageContainer>
      <AuthCard title={t.title} lead={t.lead} notice={<AlreadyLoggedInNote />} footer={footer}>
        <Suspense>
          <LoginForm onLogin={login} />
        </Suspense>
      </AuthCard>
    </PageContainer>
  )
}

async function login(loginInput: LoginInput) {
  return (await browserApi().request(LoginDocument, { loginInput })).login
}

// What this page sends: read by `npm run codegen` (not at run time), which types it as the `…Document` above.
const _loginOperation = /* GraphQL */ `
  mutation Login($loginInput: LoginInput!) {
    login(loginInput: $loginInput) {
      token
      user {
        ...UserFields
      }
    }
  }
`
