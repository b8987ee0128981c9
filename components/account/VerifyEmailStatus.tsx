import { useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { mailLinkMessages } from '@/lib/i18n/messages/mailLinks'
import { LinkOutcome } from './LinkOutcome'

export type VerificationState =
  { status: 'verifying' } | { status: 'verified'; message: string } | { status: 'failed'; reason: string }

export interface VerifyEmailStatusProps {
  state: VerificationState
}

/** What the /verify page shows while it verifies the link's token, and the outcome (docs/product.md §2 Email verification). */
export function VerifyEmailStatus({ state }: VerifyEmailStatusProps) {
  const t = useMessages(mailLinkMessages).verify
  const routes = useRoutes()
  return (
    <LinkOutcome
      phase={state.status === 'verifying' ? 'pending' : state.status === 'verified' ? 'succeeded' : 'failed'}
      pending={t.pending}
      succeeded={t.succeeded}
      failed={t.failed}
      detail={state.status === 'verified' ? state.message : state.status === 'failed' ? state.reason : undefined}
      next={{
        succeeded: (
          <>
            {t.next.before}
            <a href={routes.login}>{t.next.loginPage}</a>
            {t.next.after}
          </>
        ),
        failed: (
          <>
            {t.nextFailed.before}
            <a href={routes.signup}>{t.nextFailed.signUp}</a>
            {t.nextFailed.between}
            <a href={routes.login}>{t.nextFailed.logIn}</a>
            {t.nextFailed.after}
          </>
        ),
      }}
    />
  )
}
