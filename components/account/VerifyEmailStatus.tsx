import { CheckCircle2, XCircle } from 'lucide-react'
import { styled } from 'styled-components'
import { routes } from '@/lib/routes'
import { Spinner } from '../ui/Spinner'

export type VerificationState =
  { status: 'verifying' } | { status: 'verified'; message: string } | { status: 'failed'; reason: string }

export interface VerifyEmailStatusProps {
  state: VerificationState
}

/** What the /verify page shows while it verifies the link's token, and the outcome (docs/product.md §2 Email verification). */
export function VerifyEmailStatus({ state }: VerifyEmailStatusProps) {
  if (state.status === 'verifying') {
    return (
      <Status role="status">
        <Spinner label="Verifying" /> Verifying your e-mail address…
      </Status>
    )
  }
  if (state.status === 'verified') {
    return (
      <div role="status">
        <Status>
          <CheckCircle2 size={22} aria-hidden="true" color="currentColor" />{' '}
          <strong>Your e-mail address is verified.</strong>
        </Status>
        <p>{state.message}</p>
        <Redirecting>
          Taking you to the <a href={routes.login}>login page</a>…
        </Redirecting>
      </div>
    )
  }
  return (
    <div role="alert">
      <Status $failed>
        <XCircle size={22} aria-hidden="true" /> <strong>We could not verify your e-mail address.</strong>
      </Status>
      <p>{state.reason}</p>
      <Redirecting>
        If the link has expired, <a href={routes.signup}>sign up</a> again; if you already verified,{' '}
        <a href={routes.login}>log in</a>. Taking you to the login page…
      </Redirecting>
    </div>
  )
}

const Status = styled.p<{ $failed?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.ink)};
  svg {
    color: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.success)};
    flex: none;
  }
`

const Redirecting = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  a {
    color: ${({ theme }) => theme.colors.accent};
  }
`
