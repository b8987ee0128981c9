import { Suspense } from 'react'
import { AlreadyLoggedInNote } from '@/components/account/AlreadyLoggedInNote'
import { AuthCard } from '@/components/account/AuthCard'
import { PageContainer } from '@/components/layout/PageShell'
import { register } from '@/lib/api'
import { browserApi } from '@/lib/api/browser'
import { lazyWithSsr } from '@/lib/react/lazyWithSsr'
import { useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { accountMessages } from '@/lib/i18n/messages/account'
import { usePageHead } from '../usePageHead'

// Its form library and validation load with the page, not in its first JavaScript (lib/react/lazyWithSsr.ts).
const SignUpForm = lazyWithSsr(() => import('@/components/account/SignUpForm').then((m) => ({ default: m.SignUpForm })))

export default function Page() {
  const t = useMessages(accountMessages).signup
  usePageHead({ title: t.pageTitle, description: t.description })
  const routes = useRoutes()
  const footer = (
    <span>
      {t.haveAccount} <a href={routes.login}>{t.logIn}</a>
    </span>
  )
  return (
    <PageContainer>
      <AuthCard title={t.title} lead={t.lead} notice={<AlreadyLoggedInNote />} footer={footer}>
        <Suspense>
          <SignUpForm onRegister={(input) => register(browserApi(), input)} />
        </Suspense>
      </AuthCard>
    </PageContainer>
  )
}
