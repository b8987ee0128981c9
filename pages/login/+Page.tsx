import { Suspense } from 'react'
import { AlreadyLoggedInNote } from '@/components/account/AlreadyLoggedInNote'
import { AuthCard } from '@/components/account/AuthCard'
import { PageContainer } from '@/components/layout/PageShell'
import { login } from '@/lib/api'
import { browserApi } from '@/lib/api/browser'
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
          <LoginForm onLogin={(input) => login(browserApi(), input)} />
        </Suspense>
      </AuthCard>
    </PageContainer>
  )
}
