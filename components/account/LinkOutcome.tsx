import { CheckCircle2, XCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { Spinner } from '../ui/Spinner'

export interface LinkOutcomeProps {
  /** `pending` while the page checks the link's token with the server. */
  phase: 'pending' | 'succeeded' | 'failed'
  /** The spinner's label and the line beside it, while pending. */
  pending: { label: string; text: string }
  /** The headline of each outcome. */
  succeeded: string
  failed: string
  /** The server's message (succeeded) or the reason (failed). */
  detail?: string
  /** What the shopper can do next, after each outcome. */
  next: { succeeded: ReactNode; failed: ReactNode }
}

/**
 * The page behind a mailed link (e-mail verification, newsletter confirmation): a spinner while the token is
 * checked, then the outcome, the server's words and what to do next. Success is a status, failure an alert.
 */
export function LinkOutcome({ phase, pending, succeeded, failed, detail, next }: LinkOutcomeProps) {
  if (phase === 'pending') {
    return (
      <Status role="status">
        <Spinner label={pending.label} /> {pending.text}
      </Status>
    )
  }
  const ok = phase === 'succeeded'
  return (
    <div role={ok ? 'status' : 'alert'}>
      <Status $failed={!ok}>
        {ok ? <CheckCircle2 size={22} aria-hidden="true" /> : <XCircle size={22} aria-hidden="true" />}{' '}
        <strong>{ok ? succeeded : failed}</strong>
      </Status>
      {detail && <p>{detail}</p>}
      <Next>{ok ? next.succeeded : next.failed}</Next>
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

const Next = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  a {
    color: ${({ theme }) => theme.colors.accent};
  }
`
