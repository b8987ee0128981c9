import { routes } from '@/lib/routes'
import { LinkOutcome } from './LinkOutcome'

export type VerificationState =
  { status: 'verifying' } | { status: 'verified'; message: string } | { status: 'failed'; reason: string }

export interface VerifyEmailStatusProps {
  state: VerificationState
}

/** What the /verify page shows while it verifies the link's token, and the outcome (docs/product.md §2 Email verification). */
export function VerifyEmailStatus({ state }: VerifyEmailStatusProps) {
  return (
    <LinkOutcome
      phase={state.status === 'verifying' ? 'pending' : state.status === 'verified' ? 'succeeded' : 'failed'}
      pending={{ label: 'Verifying', text: 'Verifying your e-mail address…' }}
      succeeded="Your e-mail address is verified."
      failed="We could not verify your e-mail address."
      detail={state.status === 'verified' ? state.message : state.status === 'failed' ? state.reason : undefined}
      next={{
        succeeded: (
          <>
            Taking you to the <a href={routes.login}>login page</a>…
          </>
        ),
        failed: (
          <>
            If the link has expired, <a href={routes.signup}>sign up</a> again; if you already verified,{' '}
            <a href={routes.login}>log in</a>. Taking you to the login page…
          </>
        ),
      }}
    />
  )
}
