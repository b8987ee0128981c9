import { CheckCircle2, XCircle } from 'lucide-react'
import { styled } from 'styled-components'
import { routes } from '@/lib/routes'
import { Spinner } from '../ui/Spinner'

export type NewsletterConfirmationState =
  { status: 'confirming' } | { status: 'confirmed'; message: string } | { status: 'failed'; reason: string }

export interface NewsletterConfirmationStatusProps {
  state: NewsletterConfirmationState
}

/** What /newsletter/confirm/:token shows while it confirms the link, and the outcome (docs/product.md §12.2). */
export function NewsletterConfirmationStatus({ state }: NewsletterConfirmationStatusProps) {
  if (state.status === 'confirming') {
    return (
      <Status role="status">
        <Spinner label="Confirming" /> Confirming your subscription…
      </Status>
    )
  }
  if (state.status === 'confirmed') {
    return (
      <div role="status">
        <Status>
          <CheckCircle2 size={22} aria-hidden="true" /> <strong>You are on our newsletter list.</strong>
        </Status>
        <p>{state.message}</p>
        <Next>
          <a href={routes.products}>Browse the shop</a>
        </Next>
      </div>
    )
  }
  return (
    <div role="alert">
      <Status $failed>
        <XCircle size={22} aria-hidden="true" /> <strong>We could not confirm your subscription.</strong>
      </Status>
      <p>{state.reason}</p>
      <Next>
        If the link has expired, subscribe again at the bottom of any page; if you already confirmed, there is nothing
        more to do.
      </Next>
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
