import { Suspense } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { AlreadyLoggedInNote } from '@/components/account/AlreadyLoggedInNote'
import { AuthCard } from '@/components/account/AuthCard'
import { PageContainer } from '@/components/layout/PageShell'
import { browserApi } from '@/lib/api/browser'
import { RegisterDocument } from '@/lib/api/operations.generated'
import type { RegisterInput } from '@/lib/validation/auth'
import { newSignupProof } from '@/lib/api/signupProof'
import { emailFromSignupHash } from '@/lib/signupPrefill'
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
  const prefill = usePrefilledEmail()
  const footer = (
    <span>
      {t.haveAccount} <a href={routes.login}>{t.logIn}</a>
    </span>
  )
  return (
    <PageContainer>
      <AuthCard title={t.title} lead={t.lead} notice={<AlreadyLoggedInNote />} footer={footer}>
        <Suspense>
          <SignUpForm onRegister={register} defaultValues={prefill ? { email: prefill } : undefined} />
        </Suspense>
      </AuthCard>
    </PageContainer>
  )
}

/**
 * The address the thank-you page's account offer carries (lib/signupPrefill.ts). Only the browser has the URL's
 * fragment; the server renders the field empty and the form fills it in as it hydrates (react-hook-form sets the
 * input's value itself, so the markup does not differ).
 */
function usePrefilledEmail(): string | undefined {
  const { urlParsed } = usePageContext()
  return typeof window === 'undefined' ? undefined : emailFromSignupHash(urlParsed.hashOriginal)
}

/** `claimProof`: this browser's new sign-up secret (lib/api/signupProof.ts), when storage could keep it. */
async function register(input: RegisterInput) {
  const registerInput = { ...input, claimProof: newSignupProof() }
  return (await browserApi().request(RegisterDocument, { registerInput })).register
}

// What this page sends: read by `npm run codegen` (not at run time), which types it as the `…Document` above.
const _registerOperation = /* GraphQL */ `
  mutation Register($registerInput: RegisterInput!) {
    register(registerInput: $registerInput) {
      message
    }
  }
`
